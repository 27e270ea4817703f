import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/format/use-date-format';
import { Rating } from '@/components/ui/rating';
import type { ReviewView } from './review-types';
import styles from './reviews.module.css';

/** One review: its stars, title and text (in the language it was written in), who and when. */
export function ReviewItem({ review }: { review: ReviewView }) {
  const t = useTranslations('reviews');
  const format = useDateFormat();
  return (
    <li className={styles.review}>
      <article>
        <header className={styles.reviewHeader}>
          <Rating rating={review.rating} />
          <h3 className={styles.reviewTitle} lang={review.lang}>
            {review.title}
          </h3>
        </header>
        <p className={styles.reviewBody} lang={review.lang}>
          {review.body}
        </p>
        <p className={styles.byline}>
          {t('byline', { author: review.author, country: review.countryCode })} ·{' '}
          <time dateTime={review.date}>{format.date(review.date)}</time>
          {review.verified ? <span className={styles.verified}> · {t('verified')}</span> : null}
          {review.productName ? <span className={styles.product}> · {review.productName}</span> : null}
        </p>
      </article>
    </li>
  );
}
