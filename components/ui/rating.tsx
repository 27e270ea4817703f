import { useFormatter, useTranslations } from 'next-intl';
import styles from './rating.module.css';

/** Stars for a rating out of five, with the figure and the number of reviews; read out as one sentence. */
export function Rating({ rating, count, size = 'small', showValue = true }: { rating: number; count?: number; size?: 'small' | 'large'; showValue?: boolean }) {
  const t = useTranslations('catalogue');
  const format = useFormatter();
  const value = format.number(rating, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <span className={`${styles.rating} ${styles[size]}`}>
      <span className={styles.stars} aria-hidden="true" style={{ '--fill': `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%` } as React.CSSProperties}>
        ★★★★★
      </span>
      <span className="visually-hidden">{t('ratingOutOfFive', { rating: value })}</span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {value}
        </span>
      ) : null}
      {count === undefined ? null : <span className={styles.count}>{t('reviewCount', { count })}</span>}
    </span>
  );
}
