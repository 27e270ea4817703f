import { useTranslations } from 'next-intl';
import type { Product } from '@/provider/api/contract/products';
import { formatCatalogueDuration } from '@/lib/format/duration';
import styles from './product-view.module.css';

/** The product at a glance: duration, vehicle, guides, voucher and cancellation. */
export function ProductFacts({ product, locale }: { product: Product; locale: string }) {
  const t = useTranslations('product');
  const common = useTranslations('common');
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const languages = (codes: string[]) => codes.map((code) => names.of(code) ?? code).join(', ');
  const { live, audio } = product.guides;
  return (
    <ul className={styles.facts}>
      <li>
        <strong>{t('facts.duration')}</strong> {formatCatalogueDuration(product.duration, (key, values) => common(key, values))}
      </li>
      {product.vehicle ? (
        <li>
          <strong>{t('facts.vehicle')}</strong> {t(`vehicles.${product.vehicle}`)}
        </li>
      ) : null}
      {live.length > 0 ? (
        <li>
          <strong>{t('facts.liveGuide')}</strong> {languages(live)}
        </li>
      ) : null}
      {audio.length > 0 ? (
        <li>
          <strong>{t('facts.audioGuide')}</strong> {languages(audio)}
        </li>
      ) : null}
      <li>
        <strong>{t('facts.voucher')}</strong> {t(`vouchers.${product.voucher.type}`, { months: product.voucher.validityMonths })}
      </li>
    </ul>
  );
}
