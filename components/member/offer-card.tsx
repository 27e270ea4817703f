import { useTranslations } from 'next-intl';
import type { PartnerOffer } from '@/lib/api/member-area';
import styles from './member-area.module.css';

/** One partner's offer: who, what, on which conditions, where, and the code to give or the card to show. */
export function OfferCard({ offer }: { offer: PartnerOffer }) {
  const t = useTranslations('memberArea.discounts');
  const titleId = `offer-${offer.id}`;
  return (
    <article className={styles.offer} aria-labelledby={titleId}>
      <p className={styles.offerMeta}>
        {t(`categories.${offer.category}`)} · {offer.locationName}
      </p>
      <h3 id={titleId} className={styles.offerPartner}>
        {offer.partner}
      </h3>
      <p className={styles.offerTitle}>
        {offer.percent ? <span className={styles.percent}>{t('percent', { percent: offer.percent })}</span> : null} {offer.title}
      </p>
      <p>{offer.description}</p>
      <dl className={styles.facts}>
        <dt>{t('conditions')}</dt>
        <dd>{offer.conditions}</dd>
        <dt>{t('address')}</dt>
        <dd>{offer.address}</dd>
      </dl>
      {offer.code ? (
        <p className={styles.code}>
          {t('code')} <code>{offer.code}</code>
        </p>
      ) : (
        <p className={styles.code}>
          {t('useCard')} <a href="#member-card">{t('cardLink')}</a>
        </p>
      )}
    </article>
  );
}
