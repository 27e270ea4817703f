import type { z } from '@hono/zod-openapi';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { LoginBodySchema, MemberInfo, RegisterBodySchema } from '../../api/contract/members';
import { ProviderError } from '../../api/errors';
import { members, type MemberRole } from '../../db/schema';
import { DEMO_AGENCIES } from '../../seed/demo-agencies';
import { demoCredentialsEnabled } from '../../seed/demo-credentials';
import { DEMO_MEMBER } from '../../seed/demo-member';
import { betterAuthCode, cookiesOf, type MemberCall, type MemberOutcome } from './call';
import { memberInfo } from './profile';
import { requireStrongPassword } from './passwords';
import { addressKey, countSignIn, limit, RULES, signInFailed, signInSucceeded } from './rate-limits';

/** The demo accounts' addresses: their passwords are public. */
const DEMO_EMAILS = new Set<string>([DEMO_MEMBER.email, ...DEMO_AGENCIES.flatMap((agency) => agency.agents.map((agent) => agent.email))]);

/** Spec §8 "Login failure": one message for an unknown email and a wrong password. */
export const invalidCredentials = () => new ProviderError('UNAUTHORIZED', 'The data entered is not correct.', 'INVALID_CREDENTIALS');

export const linkInvalid = (message = 'This link is not valid any more. Please ask for a new one.') => new ProviderError('UNPROCESSABLE', message, 'LINK_INVALID');

/**
 * `member/signin/email`: creates the account and sends the welcome email with its verification
 * link. An address already registered gets an email saying someone tried (with links to log in
 * and to reset) instead; the answer, and the work done (a password hash), are the same.
 */
export async function register(call: MemberCall, body: z.output<typeof RegisterBodySchema>): Promise<{ status: 'EMAIL_SENT' }> {
  const { db, now, ip } = call.request;
  await limit(db, addressKey('register', ip), RULES.registerPerAddress, now);
  requireStrongPassword(body.password, body.email);
  await call.auth.api.signUpEmail({
    body: { name: body.name, email: body.email, password: body.password, language: body.language, newsletter: body.newsletter },
    headers: call.headers,
  });
  return { status: 'EMAIL_SENT' };
}

/** `member/verify`: the welcome email's link confirms the address and signs the member in (a remembered session). */
export async function verify(call: MemberCall, token: string): Promise<MemberOutcome<MemberInfo>> {
  let answer;
  try {
    answer = await call.auth.api.verifyEmail({ query: { token }, headers: call.headers, returnHeaders: true });
  } catch (error) {
    if (betterAuthCode(error)) throw linkInvalid();
    throw error;
  }
  const cookies = cookiesOf(answer.headers);
  // An address confirmed before: the link signs no one in again.
  const signedIn = await call.auth.api.getSession({ headers: withCookies(call.headers, cookies) });
  if (!signedIn) throw linkInvalid('This link was already used: your email address is confirmed. Please log in.');
  await signInSucceeded(call.request.db, signedIn.user.email);
  const info = await memberInfo(call.request.db, signedIn.user.id);
  return { body: info, cookies, signedIn: { name: info.firstName, persistent: true } };
}

/**
 * A password sign-in as `role`: counted per address and per account before the password is
 * compared; ten failures lock the account for 15 minutes. An address not yet confirmed answers
 * 403 after the right password only (and gets its link again, a few times an hour). The other
 * role's account is refused like a wrong password (counted, with the same hashing work), so the
 * answer never tells a member's address from an agent's. Returns who signed in and the cookies.
 */
export async function passwordSignIn(call: MemberCall, body: z.output<typeof LoginBodySchema>, role: MemberRole): Promise<{ userId: string; cookies: string[] }> {
  const { db, now, ip } = call.request;
  await limit(db, addressKey('sign-in', ip), RULES.signInPerAddress, now);
  const attempt = await countSignIn(db, body.email, now);
  // A shop selling for real (DEMO_CREDENTIALS=off) lets no one in with the public demo passwords, even if an old seed left the accounts.
  if (DEMO_EMAILS.has(body.email) && !demoCredentialsEnabled()) throw invalidCredentials();
  const [account] = await db.select({ role: members.role }).from(members).where(eq(members.email, body.email));
  if (account && account.role !== role) {
    await hashPassword(body.password);
    await signInFailed(db, body.email, attempt, now);
    throw invalidCredentials();
  }
  let answer;
  try {
    answer = await call.auth.api.signInEmail({ body: { email: body.email, password: body.password, rememberMe: body.rememberMe }, headers: call.headers, returnHeaders: true });
  } catch (error) {
    const code = betterAuthCode(error);
    if (code === 'EMAIL_NOT_VERIFIED') {
      // The password was right: no failure to count.
      await signInSucceeded(db, body.email);
      throw new ProviderError('FORBIDDEN', 'Please confirm your email address first: we have sent you the link again.', 'EMAIL_NOT_VERIFIED');
    }
    if (code) {
      await signInFailed(db, body.email, attempt, now);
      throw invalidCredentials();
    }
    throw error;
  }
  await signInSucceeded(db, body.email);
  return { userId: answer.response.user.id, cookies: cookiesOf(answer.headers) };
}

/** `member/login/email`: a member's account only (an agent logs in with `agent/login`). */
export async function login(call: MemberCall, body: z.output<typeof LoginBodySchema>): Promise<MemberOutcome<MemberInfo>> {
  const { userId, cookies } = await passwordSignIn(call, body, 'member');
  const info = await memberInfo(call.request.db, userId);
  return { body: info, cookies, signedIn: { name: info.firstName, persistent: body.rememberMe } };
}

/** `member/logout`: the session row is deleted (the cookie no longer opens anything) and the cookies expire. */
export async function logout(call: MemberCall): Promise<MemberOutcome<{ status: 'SIGNED_OUT' }>> {
  const answer = await call.auth.api.signOut({ body: { disableRedirect: true }, headers: call.headers, returnHeaders: true });
  return { body: { status: 'SIGNED_OUT' }, cookies: cookiesOf(answer.headers), signedIn: { name: '', persistent: false } };
}

/** The request's headers with the cookies just set, as the browser would send them next. */
export function withCookies(headers: Headers, setCookies: string[]): Headers {
  const jar = new Map<string, string>();
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const value = pair.slice(at + 1);
    if (value === '' || /;\s*max-age=0/i.test(line)) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), value);
  }
  const next = new Headers(headers);
  next.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  return next;
}
