/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, required where `process.browser` is false */
'use client';

import { lazyWhenIdle } from '../lazy-when-idle';

/** The product's share button: hydrates when the page idles or is first used (lazyWhenIdle). */
export const ShareButton = lazyWhenIdle(
  () => import('@/components/product/share-button').then((module) => module.ShareButton),
  process.browser ? undefined : require('@/components/product/share-button').ShareButton,
);
