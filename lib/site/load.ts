import 'server-only';
import type { ApiResult } from '@/lib/api/result';
import { DATA_LOAD_FAILED } from '@/lib/site/data-load-failed';

/**
 * A page's data, or a data-load failure (spec §2: the visitor lands on /oops/400).
 * It throws rather than redirects: a cached page whose background refresh fails keeps
 * serving its last good copy, and a failure is never cached. The route's error
 * boundary recognises the digest and sends the visitor on.
 */
export function dataOrOops<T>(result: ApiResult<T>, what: string): T {
  if (result.ok) return result.data;
  console.error(`${what} failed:`, result.error);
  throw Object.assign(new Error(`${what} failed`), { digest: DATA_LOAD_FAILED });
}
