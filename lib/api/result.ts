import type { ErrorReason } from '@/provider/api/contract/errors';

/** Which layer failed: the connection, the provider (an HTTP error), or the response's shape. */
export type ApiErrorKind = 'network' | 'http' | 'validation';

export interface ApiFailure {
  kind: ApiErrorKind;
  /** HTTP status, for `http` failures. */
  status?: number;
  /** The contract's error code, e.g. `NOT_FOUND`, when the provider sent one. */
  code?: string;
  /** Why a booking or basket request was refused (the contract's `reason`), for a message in the visitor's language. */
  reason?: ErrorReason;
  /** Seconds to wait before asking again, from a 429's `Retry-After`. */
  retryAfter?: number;
  /** For logs; never shown to visitors as is. */
  message: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiFailure): ApiResult<T> => ({ ok: false, error });
