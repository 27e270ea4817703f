'use client';

import { useTranslations } from 'next-intl';
import { useShellPaths } from '@/components/providers/shell-paths';
import styles from './basket.module.css';

/** In place of "Continue to payment" on a site that takes no payment (pages.payment.enabled off). */
export function PaymentUnavailable() {
  const paths = useShellPaths();
  const t = useTranslations('siteFlags.paymentUnavailable');
  return (
    <div className={styles.paymentUnavailable} role="note" aria-labelledby="basket-payment-unavailable">
      <p id="basket-payment-unavailable" className={styles.paymentUnavailableTitle}>
        {t('title')}
      </p>
      <p>
        {t('text')} <a href={paths.contact}>{t('contact')}</a>
      </p>
    </div>
  );
}
