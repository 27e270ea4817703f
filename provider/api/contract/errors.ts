import { z } from '@hono/zod-openapi';

/** Error codes of the contract and their HTTP statuses. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  /** Too many look-ups, sign-ins, registrations or resets from one address or for one account: `Retry-After` says when. */
  TOO_MANY_REQUESTS: 429,
  /** An idempotency key sent again with a different request (Stripe's rule): nothing is done. */
  IDEMPOTENCY_KEY_REUSED: 422,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  GATEWAY_TIMEOUT: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** Why a booking or basket request was refused (spec §8), beyond the HTTP status. */
export const ERROR_REASONS = [
  'NO_PASSENGERS',
  'NO_TIME_SLOT',
  'PACKAGE_OPTIONS',
  'MIN_PASSENGERS',
  'OPTION_NOT_SELECTABLE',
  'DAY_UNAVAILABLE',
  'TIME_UNAVAILABLE',
  'TEMPORARILY_UNAVAILABLE',
  'SOLD_OUT',
  'NOT_ENOUGH_PLACES',
  'LOCATION_TOO_FAR',
  'CART_FULL',
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'SESSION_EXPIRED',
  'CART_EMPTY',
  'HOLD_EXPIRED',
  'PRICE_CHANGED',
  'PAYMENT_IN_PROGRESS',
  'ORDER_CLOSED',
  'CARD_NUMBER',
  'CARD_EXPIRY',
  'CARD_CVC',
  'CARD_INVALID',
  'INSUFFICIENT_CREDIT',
  'PLACE_LOST',
  // After the purchase (manage my booking, the scanner):
  'BOOKING_NOT_FOUND',
  'LOOKUP_LOCKED',
  'TOKEN_EXPIRED',
  'CUTOFF_PASSED',
  'NOT_REFUNDABLE',
  'TICKET_USED',
  'TICKET_CANCELLED',
  'ORDER_NOT_PAID',
  'DATE_NOT_CHANGEABLE',
  'SAME_DATE',
  'OUTSIDE_VALIDITY',
  // Members' accounts:
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_LOCKED',
  'PASSWORD_TOO_WEAK',
  'LINK_INVALID',
  'MEMBER_SESSION_EXPIRED',
  'AGENT_SESSION_EXPIRED',
  'WRONG_PASSWORD',
  // The contact form and the newsletter:
  'CAPTCHA_FAILED',
  // The agency's OCTO API keys:
  'API_KEY_LIMIT',
  'API_KEY_NOT_FOUND',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export const ErrorSchema = z
  .object({
    error: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).openapi({ example: 'BAD_REQUEST' }),
    message: z.string().openapi({ example: 'limit: must be a whole number from 1 to 300' }),
    reason: z
      .enum(ERROR_REASONS)
      .optional()
      .openapi({ description: 'Why a booking or basket request was refused, for the shop to say in the visitor’s language.' }),
  })
  .openapi('Error');
export type ApiError = z.infer<typeof ErrorSchema>;

/** OpenAPI response entries for the error statuses a route can answer. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const descriptions: Record<ErrorStatus, string> = {
    400: 'The request is malformed; the message names the field.',
    401: 'The session token is missing where one is needed, expired or not ours.',
    403: 'The session may not do this.',
    404: 'No such resource.',
    405: 'The path exists but not with this method; `Allow` lists the methods it takes.',
    409: 'The request conflicts with the current state.',
    413: 'The body is larger than the provider reads.',
    422: 'The request is well-formed but cannot be carried out.',
    429: 'Too many attempts; `Retry-After` says how many seconds to wait.',
    500: 'The provider failed; the message never carries internals.',
    502: 'The shop could not reach the provider.',
    504: 'The provider did not answer in time.',
  };
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: descriptions[status], content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as Record<S, { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }>;
}
