'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { BookingTotal as Total } from '@/lib/booking/total';
import styles from './booking.module.css';

/** The live total in the visitor's currency (spec §2 "total price"), read out when it changes. */
export function BookingTotal({ total, intlLocale }: { total: Total | null; intlLocale: string }) {
  const t = useTranslations('booking');
  return (
    <div className={styles.total} aria-live="polite" aria-atomic="true">
      {total ? (
        <>
          <ul className={styles.lines}>
            {total.lines.map((line) => (
              <li key={line.type}>
                <span>{t('total.line', { quantity: line.quantity, name: line.name })}</span>
                <span>{formatMoney(line.amount, intlLocale)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.totalRow}>
            <span>{t('total.heading')}</span>
            <span className={styles.totalAmount}>
              {total.retail ? (
                <s className={styles.retail}>
                  <span className="visually-hidden">{t('total.retail')} </span>
                  {formatMoney(total.retail, intlLocale)}
                </s>
              ) : null}{' '}
              <strong>{formatMoney(total.total, intlLocale)}</strong>
            </span>
          </p>
          {total.savings ? <p className={styles.savings}>{t('total.savings', { price: formatMoney(total.savings, intlLocale) })}</p> : null}
          <p className={styles.muted}>{t('total.included')}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('total.hint')}</p>
      )}
    </div>
  );
}
