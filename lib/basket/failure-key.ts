import type { ApiFailure } from '@/lib/api/result';

/** The refusals the basket explains in words of its own (`basket.errors.*`); others get the generic message. */
export const EXPLAINED_REASONS = [
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'SOLD_OUT',
  'NOT_ENOUGH_PLACES',
  'CART_FULL',
  'OPTION_NOT_SELECTABLE',
  'DAY_UNAVAILABLE',
  'TIME_UNAVAILABLE',
  'TEMPORARILY_UNAVAILABLE',
  'MIN_PASSENGERS',
  'PACKAGE_OPTIONS',
  'NO_PASSENGERS',
  'NO_TIME_SLOT',
  'SESSION_EXPIRED',
] as const;

export type FailureKey = (typeof EXPLAINED_REASONS)[number] | 'notFound' | 'generic';

const isExplained = (reason: string | undefined): reason is (typeof EXPLAINED_REASONS)[number] =>
  (EXPLAINED_REASONS as readonly (string | undefined)[]).includes(reason);

/** Which message says why a basket call failed. */
export function failureKey(failure: ApiFailure): FailureKey {
  if (isExplained(failure.reason)) return failure.reason;
  if (failure.status === 404) return 'notFound';
  return 'generic';
}
