import { useFormatter, useTranslations } from 'next-intl';
import { Rating } from '@/components/ui/rating';
import { MoreReviews } from '@/components/islands/idle/more-reviews';
import { ReviewItem } from './review-item';
import type { ReviewSummary, ReviewView } from './review-types';
import styles from './reviews.module.css';

interface Props {
  summary: ReviewSummary;
  /** The first page, rendered with the page. */
  reviews: ReviewView[];
  pageSize: number;
  /** Where the next pages come from: `location/41/review` or `product/4101/review`. */
  source: string;
}

/** Reviews (spec §2): the rating summary, the newest reviews, and a button that loads more. */
export function ReviewSection({ summary, reviews, pageSize, source }: Props) {
  const t = useTranslations('reviews');
  const format = useFormatter();
  if (summary.total === 0) return <p>{t('none')}</p>;
  return (
    <div className={styles.section}>
      <div className={styles.summary}>
        <p className={styles.average}>{format.number(summary.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</p>
        <Rating rating={summary.averageRating} count={summary.total} size="large" showValue={false} />
        <dl className={styles.distribution}>
          {([5, 4, 3, 2, 1] as const).map((stars) => (
            <div key={stars} className={styles.bar}>
              <dt>{t('stars', { count: stars })}</dt>
              <dd>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${(summary.distribution[stars] / summary.total) * 100}%` }} />
                </span>
                <span className={styles.barCount}>{format.number(summary.distribution[stars])}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <ul className={styles.list}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
        {summary.total > reviews.length ? <MoreReviews source={source} pageSize={pageSize} total={summary.total} shown={reviews.length} /> : null}
      </div>
    </div>
  );
}
