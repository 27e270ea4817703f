import type { ReviewView } from './review-types';

/**
 * A page of reviews from the provider, checked in the browser without the contract's
 * schema library (which stays on the server, out of the page's JavaScript).
 */
export function parseReviewPage(data: unknown): { reviews: ReviewView[] } {
  const reviews = (data as { reviews?: unknown })?.reviews;
  if (!Array.isArray(reviews)) throw new Error('Unexpected review page');
  return { reviews: reviews.filter(isReview) };
}

function isReview(value: unknown): value is ReviewView {
  const r = value as Record<string, unknown>;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'number' &&
    typeof r.author === 'string' &&
    typeof r.countryCode === 'string' &&
    typeof r.lang === 'string' &&
    typeof r.rating === 'number' &&
    typeof r.date === 'string' &&
    typeof r.title === 'string' &&
    typeof r.body === 'string' &&
    typeof r.verified === 'boolean' &&
    (r.productName === undefined || typeof r.productName === 'string')
  );
}
