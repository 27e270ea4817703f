import { log } from './index';
import { currentRequestId } from './request-scope';

/** The Sentry tag that leads from an error report to the log lines of its request. */
export const REQUEST_ID_TAG = 'request_id';

type Sentry = typeof import('@sentry/nextjs');

/**
 * Sends an error report to Sentry when SENTRY_DSN is set (its code loads only then), tagged
 * with the id of the request it happened in. Never throws: a report that fails is logged.
 */
export async function reportToSentry(capture: (sentry: Sentry) => void, requestId = currentRequestId(), env: Record<string, string | undefined> = process.env): Promise<void> {
  if (!env.SENTRY_DSN) return;
  try {
    const Sentry = await import('@sentry/nextjs');
    Sentry.withScope((scope) => {
      if (requestId) scope.setTag(REQUEST_ID_TAG, requestId);
      capture(Sentry);
    });
  } catch (error) {
    log.warn({ err: error, requestId }, 'The error report could not be sent to Sentry');
  }
}
