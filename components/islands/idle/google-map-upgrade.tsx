/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, required where `process.browser` is false */
'use client';

import { lazyWhenIdle } from '../lazy-when-idle';

/** The route map's upgrade to an interactive Google map: hydrates when the page idles or is first used (lazyWhenIdle). */
export const GoogleMapUpgrade = lazyWhenIdle(
  () => import('@/components/map/google-map-upgrade').then((module) => module.GoogleMapUpgrade),
  process.browser ? undefined : require('@/components/map/google-map-upgrade').GoogleMapUpgrade,
);
