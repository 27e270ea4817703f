/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, required where `process.browser` is false */
'use client';

import { lazyWhenIdle } from '../lazy-when-idle';

/** The footer's newsletter box: hydrates when the page idles or is first used (lazyWhenIdle). */
export const NewsletterBox = lazyWhenIdle(
  () => import('@/components/footer/newsletter-box').then((module) => module.NewsletterBox),
  process.browser ? undefined : require('@/components/footer/newsletter-box').NewsletterBox,
);
