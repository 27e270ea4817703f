import type { RefusalReason } from './gateway';
export { hasExpired, passesLuhn } from '../../domain/card-checks';

/**
 * The sandbox gateway's test cards (the README lists them). Any other number that passes
 * the Luhn check is approved, as on a real gateway's test environment.
 */
export const TEST_CARDS = {
  '4111111111111111': 'approved',
  '4000000000000002': 'refused',
  '4000000000009995': 'insufficientFunds',
  '4000000000003220': 'challenge',
  '4000000000000119': 'timeout',
} as const;
export type TestCardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

/** The one-time code the sandbox's 3-D Secure step accepts. */
export const SANDBOX_CHALLENGE_CODE = '1234';

export const REFUSALS: Partial<Record<TestCardBehaviour, RefusalReason>> = {
  refused: 'REFUSED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
};
