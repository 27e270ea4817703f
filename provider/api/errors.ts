import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ZodError } from 'zod';
import { log } from '@/lib/log';
import { reportToSentry } from '@/lib/log/error-report';
import { ERROR_STATUS, type ApiError, type ErrorCode, type ErrorReason } from './contract/errors';

/** A failure a service reports on purpose; its message is safe to show. */
export class ProviderError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export function errorBody(code: ErrorCode, message: string, reason?: ErrorReason): ApiError {
  return reason ? { error: code, message, reason } : { error: code, message };
}

/** `limit: must be …; query: …` — every issue, named by its field. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** A status's general code: the first listed for it (422 is UNPROCESSABLE, not IDEMPOTENCY_KEY_REUSED). */
const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(ERROR_STATUS)
    .reverse()
    .map(([code, status]) => [status, code as ErrorCode]),
);

/** Maps anything thrown to the contract's error JSON; internals are logged (and reported to Sentry), never sent. */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ProviderError) {
    return c.json(errorBody(error.code, error.message, error.reason), ERROR_STATUS[error.code]);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'BAD_REQUEST';
    const status = ERROR_STATUS[code];
    return c.json(errorBody(code, error.message || 'The request could not be read.'), status);
  }
  log.error({ err: error, method: c.req.method, route: routePath(c, -1) }, 'Provider error');
  void reportToSentry((Sentry) => Sentry.captureException(error));
  return c.json(errorBody('INTERNAL', 'The provider could not complete the request. Please try again.'), 500);
}
