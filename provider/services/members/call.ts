import { isAPIError } from 'better-auth/api';
import type { MemberAuth } from './auth';
import type { MemberRequest } from './request-scope';

/** One member call: better-auth for this request's scheme, the request's context, and its headers as better-auth reads them. */
export interface MemberCall {
  auth: MemberAuth;
  request: MemberRequest;
  /** The request's headers (its cookie) with a `host`, so better-auth builds addresses on the host the visitor used. */
  headers: Headers;
}

/** What a call answers beyond its body: the cookies better-auth set, and who is signed in after it. */
export interface MemberOutcome<T> {
  body: T;
  /** better-auth's `Set-Cookie` lines (a new session, or the session cookies expired). */
  cookies: string[];
  /** The member's first name after the call (`x-member-name`); '' when the call signed out. */
  signedIn?: { name: string; persistent: boolean };
}

/** The code of a better-auth error (`INVALID_EMAIL_OR_PASSWORD`, `INVALID_TOKEN` …), or null for anything else. */
export function betterAuthCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/** The `Set-Cookie` lines of better-auth's answer headers: nothing else of them (no redirects) goes out. */
export const cookiesOf = (headers: Headers | undefined): string[] => headers?.getSetCookie() ?? [];
