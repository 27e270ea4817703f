/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, required where `process.browser` is false */
'use client';

import { lazyKeepingHtml } from '../lazy-keeping-html';

/** The booking panel with its words: drawn by the server, its code fetched beside the page's rather than among it (lazyKeepingHtml). */
export const BookingPanel = lazyKeepingHtml(
  () => import('@/components/booking/booking-panel-with-words').then((module) => module.BookingPanelWithWords),
  process.browser ? undefined : require('@/components/booking/booking-panel-with-words').BookingPanelWithWords,
);
