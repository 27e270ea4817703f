import { Picture } from '@/components/ui/picture';
import { useTranslations } from 'next-intl';
import styles from './home.module.css';

export interface TextImagePromotion {
  template: string;
  city: string;
  href: string;
  image: { url: string; width: number; height: number };
}

/** The home page's text-image promotions (spec §2): a picture and a short pitch for a city, side by side. */
export function TextImagePromotions({ promotions }: { promotions: TextImagePromotion[] }) {
  const t = useTranslations('promotions');
  return (
    <ul className={styles.promotions}>
      {promotions.map((promotion) => (
        <li key={`${promotion.template}-${promotion.href}`} className={styles.promotion}>
          <div className={styles.promotionPicture}>
            <Picture src={promotion.image.url} alt="" width={promotion.image.width} height={promotion.image.height} sizes="(max-width: 48rem) 100vw, 36rem" />
          </div>
          <div className={styles.promotionText}>
            <h3 className={styles.promotionTitle}>{t(`${promotion.template}.title`, { city: promotion.city })}</h3>
            <p>{t(`${promotion.template}.text`, { city: promotion.city })}</p>
            <a className={styles.promotionLink} href={promotion.href}>
              {t('discover', { city: promotion.city })}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
