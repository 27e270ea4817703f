import { log } from '@/lib/log';
import { pagePath } from '../../../lib/i18n/pages';
import { LANGUAGES, type Language } from '../../../lib/i18n/languages';
import type { OAuthProvider } from '../../api/contract/members';
import { ProviderError } from '../../api/errors';
import { SESSION_COOKIE } from './auth';
import { cookiesOf, type MemberCall, type MemberOutcome } from './call';
import { firstNameOf } from './emails';
import { enabledProviders } from './oauth';
import { withCookies } from './sign-in';

/** The shop's language a path starts with (`/es/…`), English otherwise. */
function languageOfPath(path: string): Language {
  const first = path.split('/')[1] ?? '';
  return first in LANGUAGES ? (first as Language) : 'en';
}

/** `returnPath` with `newMember=1` added, as it is (no URL parsing: it was checked as written). */
function newMemberPath(returnPath: string): string {
  const at = returnPath.indexOf('#');
  const [path, hash] = at === -1 ? [returnPath, ''] : [returnPath.slice(0, at), returnPath.slice(at)];
  return `${path}${path.includes('?') ? '&' : '?'}newMember=1${hash}`;
}

/**
 * `member/login/{provider}`: the provider's authorization page (state and PKCE kept by
 * better-auth, its state cookie set here). Back from the provider, the browser goes on to
 * `returnPath` (with `newMember=1` when this sign-in created the account, so the shop can
 * report a sign-up), or to the login page with `?oauth=failed` when the sign-in did not succeed.
 */
export async function startOAuth(call: MemberCall, provider: OAuthProvider, returnPath: string): Promise<MemberOutcome<{ url: string }>> {
  if (!enabledProviders(call.request.deps.members?.oauth).includes(provider)) throw new ProviderError('NOT_FOUND', 'This sign-in is not offered.');
  const errorCallbackURL = `${pagePath(languageOfPath(returnPath), 'login')}?oauth=failed`;
  let answer;
  try {
    answer = await call.auth.api.signInSocial({
      body: { provider, callbackURL: returnPath, newUserCallbackURL: newMemberPath(returnPath), errorCallbackURL, disableRedirect: true },
      headers: call.headers,
      returnHeaders: true,
    });
  } catch (error) {
    log.error({ err: error }, `Signing in with ${provider} could not start`);
    throw new ProviderError('BAD_GATEWAY', 'The sign-in service could not be reached. Please try again.');
  }
  if (!answer.response.url) throw new ProviderError('BAD_GATEWAY', 'The sign-in service could not be reached. Please try again.');
  return { body: { url: answer.response.url }, cookies: cookiesOf(answer.headers) };
}

/**
 * The provider's redirect back: better-auth's handler checks the state, exchanges the code and
 * signs in (the session hook takes the guest basket along). When it opened a session, the
 * answer names the member, like a password sign-in.
 */
export async function oauthCallback(call: MemberCall, request: Request): Promise<MemberOutcome<Response>> {
  const response = await call.auth.handler(request);
  const cookies = cookiesOf(response.headers);
  const opened = cookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`));
  const session = opened ? await call.auth.api.getSession({ headers: withCookies(call.headers, cookies) }) : null;
  return { body: response, cookies, ...(session ? { signedIn: { name: firstNameOf(session.user.name), persistent: true } } : {}) };
}
