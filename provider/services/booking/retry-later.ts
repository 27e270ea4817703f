import type { ErrorReason } from '../../api/contract/errors';
import { ProviderError } from '../../api/errors';

/** A 429 that says when to try again: the booking routes answer it with `Retry-After`. */
export class RetryLater extends ProviderError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    reason?: ErrorReason,
  ) {
    super('TOO_MANY_REQUESTS', message, reason);
  }
}

/** '30 minutes', '1 minute': how long, rounded up to whole minutes, for the message. */
export const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
