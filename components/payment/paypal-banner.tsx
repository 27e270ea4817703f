import { useTranslations } from 'next-intl';
import styles from './confirmed.module.css';

/** The promotion for PayPal on the confirmation (spec: "a PayPal banner on confirmed"), drawn in CSS: no image to load. */
export function PaypalBanner() {
  const t = useTranslations('paymentConfirmed.paypal');
  return (
    <aside className={styles.paypal} aria-labelledby="paypal-banner-title">
      <span className={styles.paypalMark} aria-hidden="true">
        <span className={styles.paypalPay}>Pay</span>
        <span className={styles.paypalPal}>Pal</span>
      </span>
      <div>
        <h2 id="paypal-banner-title" className={styles.paypalTitle}>
          {t('title')}
        </h2>
        <p className={styles.paypalText}>{t('text')}</p>
      </div>
    </aside>
  );
}
