/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, required where `process.browser` is false */
'use client';

import { lazyKeepingHtml } from '../lazy-keeping-html';

/** The product gallery's buttons and keys: drawn by the server, their code fetched beside the page's (lazyKeepingHtml). */
export const GalleryControls = lazyKeepingHtml(
  () => import('@/components/product/gallery-controls').then((module) => module.GalleryControls),
  process.browser ? undefined : require('@/components/product/gallery-controls').GalleryControls,
);
