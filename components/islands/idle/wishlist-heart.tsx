/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, required where `process.browser` is false */
'use client';

import { lazyWhenIdle } from '../lazy-when-idle';

/** A product's wishlist heart: hydrates when the page idles or is first used (lazyWhenIdle). */
export const WishlistHeart = lazyWhenIdle(
  () => import('@/components/member/wishlist-heart').then((module) => module.WishlistHeart),
  process.browser ? undefined : require('@/components/member/wishlist-heart').WishlistHeart,
);
