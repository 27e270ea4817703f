import { createHash } from 'node:crypto';
import { ProviderError } from '../api/errors';

/** The value with every object's keys sorted, so the same request reads the same however its fields were ordered. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The fingerprint kept with an idempotency key's first request: SHA-256 of the parsed body's
 * canonical JSON. (Card payments hash Adyen's browser-encrypted card fields, or the sandbox's
 * test cards: never a real card number in clear.)
 */
export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');

/**
 * A retry must repeat its first request: the same key with another body is refused, as
 * Stripe does, before anything changes. Keys stored before fingerprints existed (null) replay.
 */
export function ensureSameRequest(stored: string | null, hash: string): void {
  if (stored !== null && stored !== hash) {
    throw new ProviderError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for a different request. Send a new key with each new request.');
  }
}
