import { useFormatter, useTranslations } from 'next-intl';
import { Rating } from '@/components/ui/rating';
import styles from './rating-bar.module.css';

/**
 * The shop's average rating and its number of verified reviews, as a thin bar above the header.
 * The stars carry the spoken sentence ("Rated 4.6 out of 5"); the visible "4.6 / 5" repeats it for the eye only.
 */
export function RatingBar({ average, count }: { average: number; count: number }) {
  const t = useTranslations('ratingBar');
  const format = useFormatter();
  const value = format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <aside className={styles.bar} aria-label={t('label')}>
      <p className={`container ${styles.inner}`}>
        <Rating rating={average} showValue={false} />
        <span className={styles.score} aria-hidden="true">
          {t('score', { average: value })}
        </span>
        <span>{t('reviews', { count })}</span>
      </p>
    </aside>
  );
}
