import 'server-only';
import { notFound } from 'next/navigation';
import type { ApiResult } from '@/lib/api/result';
import { log } from '@/lib/log';
import { DATA_LOAD_FAILED } from '@/lib/site/data-load-failed';

/**
 * A page's data, or a data-load failure (spec §2: the visitor lands on /oops/400).
 * It throws rather than redirects: a cached page whose background refresh fails keeps
 * serving its last good copy, and a failure is never cached. The route's error
 * boundary recognises the digest and sends the visitor on.
 */
export function dataOrOops<T>(result: ApiResult<T>, what: string): T {
  if (result.ok) return result.data;
  log.error({ failure: result.error }, `${what} failed`);
  throw Object.assign(new Error(`${what} failed`), { digest: DATA_LOAD_FAILED });
}

/** Like `dataOrOops`, but a thing the provider does not know (404) is this page's 404. */
export function foundOrOops<T>(result: ApiResult<T>, what: string): T {
  if (!result.ok && result.error.status === 404) notFound();
  return dataOrOops(result, what);
}

/** A page's optional part: its data, or nothing when the provider failed (logged). */
export function dataOrNothing<T>(result: ApiResult<T>, what: string): T | null {
  if (result.ok) return result.data;
  log.error({ failure: result.error }, `${what} failed`);
  return null;
}

/** A path segment that is an id: digits only, in range; anything else is not found. */
export function idOrNotFound(segment: string): number {
  const id = /^\d{1,9}$/.test(segment) ? Number(segment) : 0;
  if (id <= 0) notFound();
  return id;
}
