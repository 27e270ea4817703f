/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, required where `process.browser` is false */
'use client';

import { lazyWhenIdle } from '../lazy-when-idle';

/** "Load more reviews" of a product's reviews: hydrates when the page idles or is first used (lazyWhenIdle). */
export const MoreReviews = lazyWhenIdle(
  () => import('@/components/reviews/more-reviews').then((module) => module.MoreReviews),
  process.browser ? undefined : require('@/components/reviews/more-reviews').MoreReviews,
);
