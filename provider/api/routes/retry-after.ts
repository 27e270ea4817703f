import type { MiddlewareHandler } from 'hono';
import { RetryLater } from '../../services/booking/retry-later';

/** A limit's 429 says when to try again (`Retry-After`, in seconds). */
export const retryAfter: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.error instanceof RetryLater) c.header('retry-after', String(c.error.retryAfterSeconds));
};
