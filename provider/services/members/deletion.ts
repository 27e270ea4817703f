import { and, eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { DeleteAccountBodySchema, ErasureRequestBodySchema } from '../../api/contract/members';
import type { RequestContext } from '../../api/request-context';
import { ProviderError } from '../../api/errors';
import { memberAccounts, members, memberVerifications, subscribers } from '../../db/schema';
import type { Database } from '../../db/types';
import { sendEnquiry, type EnquiryMailing } from '../forms';
import type { MemberCall, MemberOutcome } from './call';
import type { SignedInMember } from './current';
import { ERASURE_NOTE, renderErasureEmail } from './erasure-email';
import { addressKey, countSignIn, limit, signInFailed, signInSucceeded } from './rate-limits';
import { wrongPassword } from './recovery';

/** Erasure requests one address may send in an hour: enough for a person, too few to flood the inbox. */
export const ERASURE_PER_ADDRESS = { max: 5, minutes: 60 };

/**
 * `member/delete`: the account and its personal data go — the member, their sessions, sign-in
 * accounts, wishlist and newsletter subscription. Orders stay for the accounts (the law keeps
 * them), no longer linked to anyone. An account with a password asks for it first.
 */
export async function deleteAccount(call: MemberCall, member: SignedInMember, body: z.output<typeof DeleteAccountBodySchema>): Promise<MemberOutcome<{ status: 'DELETED' }>> {
  const { db, now } = call.request;
  const [credential] = await db
    .select({ password: memberAccounts.password })
    .from(memberAccounts)
    .where(and(eq(memberAccounts.userId, member.id), eq(memberAccounts.providerId, 'credential')));
  if (credential?.password) {
    if (!body.password) throw new ProviderError('FORBIDDEN', 'password: is required to delete the account', 'WRONG_PASSWORD');
    const attempt = await countSignIn(db, member.email, now);
    const context = await call.auth.$context;
    if (!(await context.password.verify({ hash: credential.password, password: body.password }))) {
      await signInFailed(db, member.email, attempt, now);
      throw wrongPassword();
    }
    await signInSucceeded(db, member.email);
  }
  await eraseMember(db, member);
  // The session row went with the member; the cookies expire in the browser too.
  const answer = await call.auth.api.signOut({ body: { disableRedirect: true }, headers: call.headers, returnHeaders: true });
  return { body: { status: 'DELETED' }, cookies: answer.headers.getSetCookie(), signedIn: { name: '', persistent: false } };
}

/** One transaction: the member row (its sessions, accounts and wishlist cascade; orders and baskets keep their rows, member_id null), its reset tokens and subscription. */
export async function eraseMember(db: Database, member: Pick<SignedInMember, 'id' | 'email'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(memberVerifications).where(eq(memberVerifications.value, member.id));
    await tx.delete(subscribers).where(eq(subscribers.email, member.email.toLowerCase()));
    await tx.delete(members).where(eq(members.id, member.id));
  });
}

/** Who sent an erasure request and how: the address it is limited by, its idempotency key, who mails it for which site. */
export interface ErasureSubmission {
  ip: string | undefined;
  idempotencyKey: string | undefined;
  mailing: Omit<EnquiryMailing, 'render'>;
}

/**
 * `privacy/erasure-request`: a visitor without an account asks for their personal data to be
 * erased (orders, newsletter, enquiries). Kept as an enquiry and mailed to the site's contact
 * address once, however often the same request is retried; the team answers by email.
 */
export async function requestErasure(
  db: Database,
  context: RequestContext,
  body: z.output<typeof ErasureRequestBodySchema>,
  { ip, idempotencyKey, mailing }: ErasureSubmission,
): Promise<{ status: 'RECEIVED'; reference: string }> {
  await limit(db, addressKey('erasure', ip), ERASURE_PER_ADDRESS, mailing.now);
  const message = [ERASURE_NOTE, body.message].filter(Boolean).join('\n\n');
  const request = { name: body.name, email: body.email, phone: '', city: '-', queryType: 'other' as const, message };
  const { reference } = await sendEnquiry(db, context, request, idempotencyKey, { ...mailing, render: renderErasureEmail });
  return { status: 'RECEIVED', reference };
}
