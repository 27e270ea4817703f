import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { siteOfId } from '../../../sites';
import type { ProviderDeps } from '../../api/deps';
import { memberAccounts, members, memberSessions, memberVerifications } from '../../db/schema';
import type { Database } from '../../db/types';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../api/contract/members';
import { linkGuestBasket } from './basket';
import { memberLinks, sendMemberEmail, type EmailRecipient } from './emails';
import { oauthAccountLinking, oauthPlugin } from './oauth';
import { allowed, emailKey, RULES } from './rate-limits';
import { currentMemberRequest } from './request-scope';
import { memberAuthSecret } from './secret';

/** Where better-auth's own handler answers (the OAuth callbacks): under the provider's API. */
export const MEMBER_AUTH_PATH = '/api/v2/member/auth';
/** `member.session_token`, `member.dont_remember` (remember me off). */
export const MEMBER_COOKIE_PREFIX = 'member';
export const SESSION_COOKIE = `${MEMBER_COOKIE_PREFIX}.session_token`;
export const DONT_REMEMBER_COOKIE = `${MEMBER_COOKIE_PREFIX}.dont_remember`;

const DAY = 24 * 60 * 60;
/** "Remember me": a session and its cookie last 30 days (renewed once a day while in use). */
export const SESSION_DAYS = 30;
export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 30;

export type Protocol = 'http' | 'https';

/** The request's scheme: its own address, or the one our proxy saw (a client lying only marks its own cookie Secure). */
export function protocolOf(url: string, headers: Headers): Protocol {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' || url.startsWith('https:') ? 'https' : 'http';
}

/** Hosts links and OAuth callbacks may use: the shop's sites, and the local and test hosts, on any port. */
export function allowedHosts(deps: ProviderDeps): string[] {
  const hosts = [...(deps.shopHosts ?? []), 'localhost', '127.0.0.1', 'test'];
  return [...new Set(hosts)].flatMap((host) => [host, `${host}:*`]);
}

/** Without a request (or from another host): SHOP_URL, else the default site's address. */
export const fallbackOrigin = (deps: ProviderDeps) => deps.payment?.shopUrl ?? siteOfId(undefined).origin;

function recipient(user: { name: string; email: string } & Record<string, unknown>): EmailRecipient {
  return { name: user.name, email: user.email, language: user.language };
}

function createMemberAuth(deps: ProviderDeps, db: Database, secret: string, protocol: Protocol) {
  const plugin = oauthPlugin(deps.members?.oauth);
  return betterAuth({
    appName: 'Open Top Tours',
    basePath: MEMBER_AUTH_PATH,
    baseURL: { allowedHosts: allowedHosts(deps), fallback: fallbackOrigin(deps), protocol },
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: members, session: memberSessions, account: memberAccounts, verification: memberVerifications },
    }),
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
        currencyId: { type: 'number', required: false, defaultValue: 1, input: true },
        newsletter: { type: 'boolean', required: false, defaultValue: false, input: true },
        // Read with every session (members or agents, ADR 0016); never set by a sign-up.
        role: { type: 'string', required: false, defaultValue: 'member', input: false },
        agencyId: { type: 'number', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      sendResetPassword: async ({ user, token }) => {
        const request = currentMemberRequest();
        if (!request) return;
        await sendMemberEmail(request, 'reset', recipient(user), (language) => [memberLinks.reset(request, language, token)]);
      },
      onPasswordReset: async ({ user }) => {
        const request = currentMemberRequest();
        if (!request) return;
        await sendMemberEmail(request, 'passwordChanged', recipient(user), (language) => [memberLinks.resetRequest(request, language)]);
      },
      // A known address gets this instead of a second account; the answer is the same either way.
      onExistingUserSignUp: async ({ user }) => {
        const request = currentMemberRequest();
        if (!request || !(await allowed(request.db, emailKey('notice', user.email), RULES.emailsPerAddress, request.now))) return;
        await sendMemberEmail(request, 'registerAttempt', recipient(user), (language) => [memberLinks.login(request, language), memberLinks.resetRequest(request, language)]);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified member who logs in with the right password gets the link again (a few times an hour).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        const request = currentMemberRequest();
        if (!request || !(await allowed(request.db, emailKey('verify', user.email), RULES.emailsPerAddress, request.now))) return;
        await sendMemberEmail(request, 'verify', recipient(user), (language) => [memberLinks.verify(request, language, token)]);
      },
    },
    session: { expiresIn: SESSION_DAYS * DAY, updateAge: DAY },
    account: { accountLinking: oauthAccountLinking },
    // Reset tokens and OAuth states are kept hashed: the table alone opens no account.
    verification: { storeIdentifier: 'hashed' },
    // Our limits are in the database (rate-limits.ts); better-auth's count in one process's memory.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: MEMBER_COOKIE_PREFIX,
      // The same cookie name over http and https: `Secure` is added over https when the answer goes out (routes/members.ts).
      useSecureCookies: false,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      account: {
        create: {
          // Agents sign in with their password only: Google or Facebook is never linked to an agent's account (ADR 0016).
          before: async (account) => {
            if (account.providerId === 'credential') return;
            const [owner] = await db.select({ role: members.role }).from(members).where(eq(members.id, account.userId));
            if (owner?.role === 'agent') return false;
          },
        },
      },
      session: {
        create: {
          // Every way in (password, verification link, Google, Facebook) takes the guest's basket along.
          after: async (session) => {
            const request = currentMemberRequest();
            if (request) await linkGuestBasket(request, session.userId);
          },
        },
      },
    },
    plugins: plugin ? [plugin] : [],
    logger: { level: 'error' },
    telemetry: { enabled: false },
  });
}

export type MemberAuth = ReturnType<typeof createMemberAuth>;

/** One instance per app, database and scheme (the scheme makes OAuth callback addresses right). */
const instances = new WeakMap<ProviderDeps, WeakMap<Database, Map<Protocol, Promise<MemberAuth>>>>();

/** better-auth over this database, its key drawn or read once. */
export function memberAuth(deps: ProviderDeps, db: Database, protocol: Protocol = 'http'): Promise<MemberAuth> {
  let byDatabase = instances.get(deps);
  if (!byDatabase) instances.set(deps, (byDatabase = new WeakMap()));
  let byProtocol = byDatabase.get(db);
  if (!byProtocol) byDatabase.set(db, (byProtocol = new Map()));
  let auth = byProtocol.get(protocol);
  if (!auth) {
    auth = memberAuthSecret(db, deps.members?.secret).then((secret) => createMemberAuth(deps, db, secret, protocol));
    // A failed start (the database away) is tried again on the next request.
    auth.catch(() => byProtocol.delete(protocol));
    byProtocol.set(protocol, auth);
  }
  return auth;
}
