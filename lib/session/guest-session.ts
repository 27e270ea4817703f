import { COOKIES } from '@/lib/cookies/names';
import { CART_HEADERS } from '@/provider/api/contract/headers';

/**
 * The browser never sees the guest token: the shop's `/api/v2` keeps it in the httpOnly
 * `guest_session` cookie and hands it to the provider as `Authorization: Bearer …` (spec §4, §6).
 */

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return headerSafe(rest.join('='));
  }
  return null;
}

/**
 * A cookie value as a header can carry it. One that does not decode, or decodes to more than
 * visible ASCII, is no token of ours, yet it goes on (percent-encoded): the provider's 401
 * then clears it, where dropping it would leave it in the browser for good.
 */
function headerSafe(raw: string): string {
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Malformed percent-encoding: keep the raw text.
  }
  return /^[\x21-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/** Payment calls that start or continue a payment: the token they use is kept as `old_token`. */
const PAYING = /\/api\/v2\/transaction\/payment\/(adyen|adyen\/details|local|creditcard\/confirm)$/;
/** The payment-resume call uses `old_token` when present (§6). */
const RESUME = /\/api\/v2\/transaction\/payment\/resume$/;
/** Voucher links carry their own token and never the visitor's (§6). */
const VOUCHER = /\/api\/v2\/transaction\/voucher$/;

/**
 * The request with the visitor's token as a bearer header, unless it already carries one:
 * `old_token` on payment-resume calls when present, none on voucher calls.
 */
export function withGuestToken(request: Request): Request {
  const path = new URL(request.url).pathname;
  if (VOUCHER.test(path)) return request;
  const cookies = request.headers.get('cookie');
  const token = (RESUME.test(path) ? cookieValue(cookies, COOKIES.oldToken.name) : null) ?? cookieValue(cookies, COOKIES.guestSession.name);
  if (!token || request.headers.has('authorization')) return request;
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

const bearerOf = (header: string | null) => header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;

/** Cookies the payment-confirmed page clears when the visitor leaves it (§4). */
export function paymentDoneCookies(secure: boolean): string[] {
  return [COOKIES.oldToken.name, COOKIES.pendingProcess.name].map((name) => cookie(name, '', 0, { httpOnly: name === COOKIES.oldToken.name, secure }));
}

const cookie = (name: string, value: string, maxAge: number, { httpOnly, secure }: { httpOnly: boolean; secure: boolean }) =>
  [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', httpOnly ? 'HttpOnly' : '', secure ? 'Secure' : '']
    .filter(Boolean)
    .join('; ');

/**
 * The provider's answer as the browser gets it: a new token becomes the httpOnly cookie
 * (60 days) and leaves the headers; the basket's item count becomes `guest_cart_element`;
 * a 401 removes the session cookies (spec §8: logged out, basket count 0).
 */
export async function toBrowser(response: Response, secure: boolean, request?: Request): Promise<Response> {
  const auth = response.headers.get('authorization');
  const count = response.headers.get(CART_HEADERS.count);
  // The token a payment used stays reachable as old_token for the confirmation page.
  const paidWith = request && PAYING.test(new URL(request.url).pathname) && response.ok ? bearerOf(request.headers.get('authorization')) : null;
  if (!auth && count === null && response.status !== 401 && !paidWith) return response;
  const headers = new Headers(response.headers);
  headers.delete('authorization');
  headers.set('cache-control', 'private, no-store');
  const token = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token) headers.append('set-cookie', cookie(COOKIES.guestSession.name, token, COOKIES.guestSession.maxAge, { httpOnly: true, secure }));
  if (paidWith) headers.append('set-cookie', cookie(COOKIES.oldToken.name, paidWith, COOKIES.oldToken.maxAge, { httpOnly: true, secure }));
  if (count !== null) headers.append('set-cookie', cookie(COOKIES.cartCount.name, count, COOKIES.cartCount.maxAge, { httpOnly: false, secure }));
  if (response.status === 401) {
    for (const name of [COOKIES.guestSession.name, 'guest_session2', 'sub', COOKIES.cartCount.name]) {
      headers.append('set-cookie', cookie(name, '', 0, { httpOnly: false, secure }));
    }
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
