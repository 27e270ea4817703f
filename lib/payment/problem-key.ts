import type { ApiFailure } from '@/lib/api/result';

/** The payment refusals and failures the page explains in words of its own (`payment.problems.*`). */
const EXPLAINED = [
  'HOLD_EXPIRED',
  'PRICE_CHANGED',
  'PAYMENT_IN_PROGRESS',
  'CART_EMPTY',
  'CARD_NUMBER',
  'CARD_EXPIRY',
  'CARD_CVC',
  'CARD_INVALID',
  'INSUFFICIENT_CREDIT',
  'PLACE_LOST',
] as const;

export type PaymentProblemKey = (typeof EXPLAINED)[number] | 'network' | 'generic';

/** Which message says why a payment call failed. */
export function paymentProblemKey(failure: ApiFailure | null): PaymentProblemKey {
  const reason = failure?.reason as string | undefined;
  if (reason && (EXPLAINED as readonly string[]).includes(reason)) return reason as PaymentProblemKey;
  return failure?.kind === 'network' ? 'network' : 'generic';
}
