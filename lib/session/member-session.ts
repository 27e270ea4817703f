import { COOKIES } from '@/lib/cookies/names';
import { MEMBER_HEADERS } from '@/provider/api/contract/headers';

/**
 * Members' sessions as the shop's `/api/v2` hands them to the browser (ADR 0015). The session
 * itself is better-auth's httpOnly cookie, which passes through untouched; what the provider
 * says about it in `x-member-name` becomes the `sub` hint cookie the header reads, so cached
 * pages can greet the member without the server ever reading a cookie.
 */

/** better-auth's cookies (prefix `member`): removed with the session when a member call answers 401. */
const BETTER_AUTH_COOKIES = ['session_token', 'session_data', 'dont_remember', 'account_data'].map((name) => `member.${name}`);

/** better-auth's session cookies as a browser may hold them: the __Secure- names are what it uses over HTTPS, kept only from a secure answer. */
export const sessionCookieNames = (secure: boolean) => (secure ? [...BETTER_AUTH_COOKIES, ...BETTER_AUTH_COOKIES.map((n) => `__Secure-${n}`)] : BETTER_AUTH_COOKIES);

/** Whether the request's session was opened without "remember me": better-auth then leaves its `dont_remember` cookie. */
export const isBrowserSession = (request: Request) => /(?:^|;)\s*(?:__Secure-)?member\.dont_remember=/.test(request.headers.get('cookie') ?? '');

/** The longest first name the hint keeps: it is shown in the header, not stored anywhere else. */
const MAX_HINT_LENGTH = 60;

/** A call path as the browser names it, relative to `/api/v2` (`member/info`), without its query. */
const relative = (path: string) => path.replace(/^\/?(?:api\/v2\/)?/, '').replace(/[?#].*$/, '');

/** Calls that check credentials offered (a password, a link's token): a 401 there ends no session. */
export const isCredentialCall = (path: string) => /^member\/(?:login|signin|verify|restore)(?:\/|$)/.test(relative(path));

const isLogout = (path: string) => relative(path) === 'member/logout';

/** Calls that need the member's session (spec §7 "Member"): a 401 there means it has ended. Logging out ends it anyway. */
export const isSessionCall = (path: string) => {
  const call = relative(path);
  return !isCredentialCall(call) && !isLogout(call) && /^(?:member\/.+|transaction|sale\/[^/]+\/(?:print|cancel))$/.test(call);
};

/** Refusals that are about what was typed (the current password when changing it), not the session. */
const REFUSED_REASONS = new Set(['INVALID_CREDENTIALS', 'WRONG_PASSWORD', 'EMAIL_NOT_VERIFIED']);

/** Whether a 401 or 403 from a member call means the session has ended (spec §8: signed out, home, the generic modal). */
export function endsMemberSession(status: number | undefined, path: string | undefined, reason?: unknown): boolean {
  return (status === 401 || status === 403) && path !== undefined && isSessionCall(path) && !REFUSED_REASONS.has(String(reason));
}

/** The contract's `reason` of an error answer, read from a copy so the body still reaches the browser. */
export async function reasonOf(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { reason?: unknown } | null)?.reason;
  } catch {
    return undefined;
  }
}

const cookie = (name: string, value: string, maxAge: number | undefined, { httpOnly, secure }: { httpOnly: boolean; secure: boolean }) =>
  [`${name}=${value}`, 'Path=/', maxAge === undefined ? '' : `Max-Age=${maxAge}`, 'SameSite=Lax', httpOnly ? 'HttpOnly' : '', secure ? 'Secure' : '']
    .filter(Boolean)
    .join('; ');

/**
 * Writes cookies into an answer's headers: `set` (no lifetime: for the browser session) and
 * `remove`. A cookie the answer already sets (the provider's own logout, a new guest token) is
 * left as it is, and none is written twice.
 */
export function cookieWriter(headers: Headers, secure: boolean) {
  const already = new Set(headers.getSetCookie().map((line) => line.split('=')[0]?.trim()));
  return {
    set(name: string, value: string, maxAge: number | undefined, httpOnly = false) {
      headers.append('set-cookie', cookie(name, value, maxAge, { httpOnly, secure }));
      already.add(name);
    },
    remove(names: readonly string[], httpOnly: boolean) {
      for (const name of names) {
        if (!already.has(name)) headers.append('set-cookie', cookie(name, '', 0, { httpOnly, secure }));
        already.add(name);
      }
    },
  };
}

/** The first name of `x-member-name`, decoded and trimmed; null when it does not decode. */
function hintName(header: string): string | null {
  try {
    return decodeURIComponent(header).trim().slice(0, MAX_HINT_LENGTH);
  } catch {
    return null;
  }
}

/**
 * The provider's answer as the browser gets it: `guestToBrowser` (the guest token and basket
 * count, lib/session/guest-session.ts) unless a 401 only refused the credentials typed — a wrong
 * password must not cost the visitor their basket — then the member's part: the `sub` hint from
 * `x-member-name` (30 days with "remember me", else for the browser session; removed when empty),
 * the two headers stripped, and on a 401 from a member call the hint, the session and the guest
 * session removed (spec §8). Logging out also starts a fresh guest basket: the old one stays with
 * the account.
 */
export async function memberToBrowser(
  response: Response,
  path: string,
  secure: boolean,
  guestToBrowser: (response: Response) => Promise<Response>,
): Promise<Response> {
  const reason = response.status === 401 ? await reasonOf(response) : undefined;
  const refused = response.status === 401 && (isCredentialCall(path) || REFUSED_REASONS.has(String(reason)));
  const answer = refused ? response : await guestToBrowser(response);

  const name = answer.headers.get(MEMBER_HEADERS.name);
  const persistent = answer.headers.get(MEMBER_HEADERS.persistence) === 'persistent';
  const lost = answer.status === 401 && !refused && isSessionCall(path);
  // A 401 to a logout: the session had ended already, which is what was asked.
  const loggedOut = isLogout(path) && (answer.ok || answer.status === 401);
  if (name === null && !answer.headers.has(MEMBER_HEADERS.persistence) && !lost && !loggedOut && !isSessionCall(path)) return answer;

  const headers = new Headers(answer.headers);
  headers.delete(MEMBER_HEADERS.name);
  headers.delete(MEMBER_HEADERS.persistence);
  headers.set('cache-control', 'private, no-store');
  const cookies = cookieWriter(headers, secure);

  const hint = name === null ? null : hintName(name);
  if (hint) cookies.set(COOKIES.memberHint.name, encodeURIComponent(hint), persistent ? COOKIES.memberHint.maxAge : undefined);
  if (hint === '' || lost || loggedOut) cookies.remove([COOKIES.memberHint.name], false);
  if (lost || loggedOut) {
    cookies.remove(sessionCookieNames(secure), true);
    cookies.remove([COOKIES.guestSession.name, 'guest_session2'], true);
  }
  if (loggedOut) cookies.remove([COOKIES.cartCount.name], false);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
