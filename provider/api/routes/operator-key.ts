import { createHash, timingSafeEqual } from 'node:crypto';
import { clientAddress } from '../../services/ip-country';
import { addressKey, limitsOf } from '../../services/limits';
import { BOOKING_HEADERS } from '../contract/headers';
import type { ProviderDeps } from '../deps';
import { ProviderError } from '../errors';

/** Whether the key sent is the operator's, compared in constant time (as hashes, so lengths do not show). */
function isOperatorKey(configured: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(configured), digest(given));
}

/**
 * The operator's routes (ticket checks, the job queue) open with OPERATOR_KEY: 404 when it is not
 * configured, 401 for a missing or wrong key. Wrong keys only count against the address: charged
 * before the comparison (parallel guesses cannot slip past), given back for the right key.
 */
export function operatorKeyGate(deps: ProviderDeps, notConfigured: string) {
  const wrongKeys = limitsOf(deps).operatorKey;
  return async (given: string | undefined, forwardedFor: string | undefined): Promise<void> => {
    const configured = deps.tickets?.operatorKey;
    if (!configured) throw new ProviderError('NOT_FOUND', notConfigured);
    const address = addressKey(clientAddress(forwardedFor));
    await wrongKeys.take(address);
    if (!given) throw new ProviderError('UNAUTHORIZED', `The operator key is missing: send it as ${BOOKING_HEADERS.operatorKey}.`);
    if (!isOperatorKey(configured, given)) throw new ProviderError('UNAUTHORIZED', 'The operator key is not valid.');
    await wrongKeys.giveBack(address);
  };
}
