import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

/**
 * The largest body the API reads. Its biggest requests (a card payment with Adyen's encrypted
 * fields and browser details, a 3-D Secure result of up to 20,000 characters) are a few KiB.
 */
export const MAX_BODY_BYTES = 64 * 1024;
/** Adyen may batch notification items of a few KiB each (with `additionalData`): more room there. */
export const MAX_NOTIFICATION_BYTES = 1024 * 1024;

/** The body limit of a request to this path; the shop's pass-through to an external provider applies it too. */
export const maxBodyBytes = (path: string) => (path.endsWith('/payments/notifications') ? MAX_NOTIFICATION_BYTES : MAX_BODY_BYTES);

/** What an oversized body is answered, with status 413. */
export const tooLargeBody = (maxSize: number) => errorBody('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxSize / 1024} KiB.`);

/**
 * Refuses an oversized body with 413 before anything parses it: at once from its
 * Content-Length, or while reading a chunked body, as soon as it passes the limit.
 */
export const limitBodies: MiddlewareHandler = (c, next) => {
  const maxSize = maxBodyBytes(c.req.path);
  return bodyLimit({ maxSize, onError: () => c.json(tooLargeBody(maxSize), 413) })(c, next);
};
