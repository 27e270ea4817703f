/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy of each island, required where `process.browser` is false */
'use client';

import { lazyWhenIdle } from './lazy-when-idle';

/*
 * The islands of cached pages that hydrate when the page idles or is first used (lazyWhenIdle):
 * server components render these in their place, so that their code is not among the page's
 * first scripts. What books (the booking panel), counts (the trackers) or frames every page (the
 * header, the consent) hydrates with the page.
 *
 * Each is named twice: imported for the browser, required for the server, which renders it in
 * place rather than suspending (a suspended island would stream after the page, out of place).
 * `process.browser` is fixed at build time, so the browser's bundle leaves the require out.
 *
 * An island's CSS module is imported by the server components that render it too: its styles then
 * come with the page, not with its code (its server HTML is drawn before the code comes, and a
 * stylesheet arriving then would move it; e2e/late-islands.spec.ts).
 */

export const MoreReviews = lazyWhenIdle(
  () => import('@/components/reviews/more-reviews').then((module) => module.MoreReviews),
  process.browser ? undefined : require('@/components/reviews/more-reviews').MoreReviews,
);
export const ShareButton = lazyWhenIdle(
  () => import('@/components/product/share-button').then((module) => module.ShareButton),
  process.browser ? undefined : require('@/components/product/share-button').ShareButton,
);
export const NewsletterBox = lazyWhenIdle(
  () => import('@/components/footer/newsletter-box').then((module) => module.NewsletterBox),
  process.browser ? undefined : require('@/components/footer/newsletter-box').NewsletterBox,
);
export const WishlistHeart = lazyWhenIdle(
  () => import('@/components/member/wishlist-heart').then((module) => module.WishlistHeart),
  process.browser ? undefined : require('@/components/member/wishlist-heart').WishlistHeart,
);
export const GoogleMapUpgrade = lazyWhenIdle(
  () => import('@/components/map/google-map-upgrade').then((module) => module.GoogleMapUpgrade),
  process.browser ? undefined : require('@/components/map/google-map-upgrade').GoogleMapUpgrade,
);
