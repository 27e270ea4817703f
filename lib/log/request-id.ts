/** The header a request's id travels in: from the load balancer through the proxy and /api/v2 to the provider, and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Only a plain token is taken from outside: the id is written into every log line of its request. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The header's id when it is a sane token (at most 64 of A–Z a–z 0–9 . _ -); anything else is no id. */
export function saneRequestId(header: string | null | undefined): string | undefined {
  return header && SANE_ID.test(header) ? header : undefined;
}

/** The id a request came with when it is sane, else a new one. */
export function requestIdOf(header: string | null | undefined): string {
  return saneRequestId(header) ?? crypto.randomUUID();
}
