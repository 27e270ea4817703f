import { eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { PasswordChangeBodySchema, RestoreBodySchema, RestoreRequestBodySchema } from '../../api/contract/members';
import { ProviderError } from '../../api/errors';
import { members } from '../../db/schema';
import { betterAuthCode, cookiesOf, type MemberCall, type MemberOutcome } from './call';
import type { SignedInMember } from './current';
import { sendMemberEmail, memberLinks } from './emails';
import { requireStrongPassword } from './passwords';
import { addressKey, countSignIn, emailKey, limit, RULES, signInFailed, signInSucceeded } from './rate-limits';
import { linkInvalid } from './sign-in';

export const wrongPassword = () => new ProviderError('FORBIDDEN', 'The current password is not correct.', 'WRONG_PASSWORD');

/**
 * `member/restore/request`: emails a one-time reset link (30 minutes) when the address has an
 * account. The answer is the same either way; a few requests an hour per address and per email.
 */
export async function requestReset(call: MemberCall, body: z.output<typeof RestoreRequestBodySchema>): Promise<{ status: 'EMAIL_SENT' }> {
  const { db, now, ip } = call.request;
  await limit(db, addressKey('reset', ip), RULES.resetPerAddress, now);
  await limit(db, emailKey('reset', body.email), RULES.resetPerEmail, now);
  await call.auth.api.requestPasswordReset({ body: { email: body.email }, headers: call.headers });
  return { status: 'EMAIL_SENT' };
}

/**
 * `member/restore`: the link's token and a new password. The token works once and for 30
 * minutes; every session of the account ends, and the account's lock-out is lifted.
 */
export async function resetPassword(call: MemberCall, body: z.output<typeof RestoreBodySchema>): Promise<{ status: 'PASSWORD_RESET' }> {
  const { db } = call.request;
  const context = await call.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
  // better-auth reads the clock itself; so does this check, to refuse before any work is done.
  if (!verification || verification.expiresAt < new Date()) throw linkInvalid();
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, verification.value));
  if (!member) throw linkInvalid();
  requireStrongPassword(body.password, member.email);
  try {
    await call.auth.api.resetPassword({ body: { token: body.token, newPassword: body.password }, headers: call.headers });
  } catch (error) {
    // Used by a parallel request a moment ago: the token is spent.
    if (betterAuthCode(error)) throw linkInvalid();
    throw error;
  }
  await signInSucceeded(db, member.email);
  return { status: 'PASSWORD_RESET' };
}

/**
 * `member/password`: the current password and a new one. Wrong current passwords count like
 * failed sign-ins (a stolen session cannot guess its way to the password); the member's other
 * sessions end, this one goes on with a new cookie, and an email says the password changed.
 */
export async function changePassword(call: MemberCall, member: SignedInMember, body: z.output<typeof PasswordChangeBodySchema>): Promise<MemberOutcome<{ status: 'PASSWORD_CHANGED' }>> {
  const { db, now } = call.request;
  requireStrongPassword(body.newPassword, member.email);
  const attempt = await countSignIn(db, member.email, now);
  let answer;
  try {
    answer = await call.auth.api.changePassword({
      body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
      headers: call.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const code = betterAuthCode(error);
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new ProviderError('UNPROCESSABLE', 'This account signs in with Google or Facebook and has no password to change.', 'WRONG_PASSWORD');
    }
    if (code === 'INVALID_PASSWORD') {
      await signInFailed(db, member.email, attempt, now);
      throw wrongPassword();
    }
    throw error;
  }
  await signInSucceeded(db, member.email);
  const [row] = await db.select({ name: members.name, email: members.email, language: members.language }).from(members).where(eq(members.id, member.id));
  if (row) await sendMemberEmail(call.request, 'passwordChanged', row, (language) => [memberLinks.resetRequest(call.request, language)]);
  return { body: { status: 'PASSWORD_CHANGED' }, cookies: cookiesOf(answer.headers) };
}
