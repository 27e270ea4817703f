import type { AxiosInstance } from 'axios';
import type { z as zod } from '@hono/zod-openapi';
import type { LoginBodySchema, OAuthProvider, RegisterBodySchema } from '@/provider/api/contract/members';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { ApiContext } from './context';
import { checkFrom, ANY_ANSWER, apiGet, apiSendIn } from './request';
import { ok, type ApiResult } from './result';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./member-auth-checks');
const AcceptedCheck = checkFrom(checks, 'AcceptedCheck');
const ProvidersCheck = checkFrom(checks, 'ProvidersCheck');
const RedirectCheck = checkFrom(checks, 'RedirectCheck');

/**
 * Signing in, registering and resetting a password from the browser (provider/api/contract/
 * members.ts). The session the provider opens is an httpOnly cookie; the shop's `/api/v2` turns
 * the answer's name header into the `sub` hint the header reads (lib/session/member-session.ts).
 * Registration and reset requests answer the same whatever the address, so nothing here can tell
 * whether an email has an account. Signing out is `logOutMember` (lib/api/header-calls.ts).
 */

export type { OAuthProvider };
export type Registration = Omit<zod.input<typeof RegisterBodySchema>, 'language'>;
export type Credentials = Required<zod.input<typeof LoginBodySchema>>;

/** The contract's providers (its values would bring the server's zod into the page). */
const OAUTH_PROVIDERS = ['google', 'facebook'] as const satisfies readonly OAuthProvider[];

export const isOAuthProvider = (id: string | null): id is OAuthProvider => (OAUTH_PROVIDERS as readonly (string | null)[]).includes(id);

/** The language of the emails the provider sends (the welcome and reset links lead back to this language's pages). */
const emailLanguage = (language: Language) => LANGUAGES[language].apiLanguage;

/** Always 202 EMAIL_SENT; 400 names the fields refused, 422 PASSWORD_TOO_WEAK, 429 with Retry-After. */
export const registerMember = (http: AxiosInstance, body: Registration, context: ApiContext) =>
  apiSendIn(http, AcceptedCheck, 'post', 'member/signin/email', { ...body, language: emailLanguage(context.language) }, context);

/** The welcome email's token: verifies the address and signs in. 400/401/422 LINK_INVALID when expired or used. */
export const verifyEmail = (http: AxiosInstance, token: string, context: ApiContext) => apiSendIn(http, ANY_ANSWER, 'post', 'member/verify', { token }, context);

/** 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED (a new link is sent), 429 ACCOUNT_LOCKED or TOO_MANY_REQUESTS with Retry-After. */
export const logIn = (http: AxiosInstance, credentials: Credentials, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'post', 'member/login/email', credentials, context);

/** The sign-in buttons to show: only the providers configured, in their order, and only those the shop knows. */
export async function getLoginProviders(http: AxiosInstance, context: ApiContext): Promise<ApiResult<OAuthProvider[]>> {
  const result = await apiGet(http, ProvidersCheck, 'member/login/providers', { context });
  if (!result.ok) return result;
  return ok(result.data.providers.filter(isOAuthProvider));
}

/** Where to send the browser to sign in with Google or Facebook; it comes back to `returnPath`, a path of this shop. */
export const startOAuth = (http: AxiosInstance, provider: OAuthProvider, returnPath: string, context: ApiContext) =>
  apiSendIn(http, RedirectCheck, 'post', `member/login/${provider}`, { returnPath }, context);

/** Always 202: a known address gets the link, an unknown one nothing, and the answer says neither. */
export const requestPasswordReset = (http: AxiosInstance, email: string, context: ApiContext) =>
  apiSendIn(http, AcceptedCheck, 'post', 'member/restore/request', { email, language: emailLanguage(context.language) }, context);

/** The reset link's token and the new password; every session of the account ends. 422 PASSWORD_TOO_WEAK or LINK_INVALID. */
export const resetPassword = (http: AxiosInstance, token: string, password: string, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'post', 'member/restore', { token, password }, context);
