import { eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { OAUTH_PROVIDERS, type EditBodySchema, type MemberInfo, type OAuthProvider } from '../../api/contract/members';
import type { ApiLanguage, CurrencyId } from '../../api/contract/languages';
import { memberAccounts, members } from '../../db/schema';
import type { Database } from '../../db/types';
import { memberSessionExpired } from './current';
import { firstNameOf } from './emails';

/** A member's details as "My details" shows them, with the ways they sign in. */
export async function memberInfo(db: Database, memberId: string): Promise<MemberInfo> {
  const [[member], accounts] = await Promise.all([
    db.select().from(members).where(eq(members.id, memberId)),
    db.select({ providerId: memberAccounts.providerId, password: memberAccounts.password }).from(memberAccounts).where(eq(memberAccounts.userId, memberId)),
  ]);
  // Deleted between the session check and now: the session is gone with it.
  if (!member) throw memberSessionExpired();
  return {
    id: member.id,
    name: member.name,
    firstName: firstNameOf(member.name),
    email: member.email,
    emailVerified: member.emailVerified,
    phone: member.phone,
    language: member.language as ApiLanguage,
    currencyId: member.currencyId as CurrencyId,
    newsletter: member.newsletter,
    hasPassword: accounts.some((account) => account.providerId === 'credential' && account.password),
    providers: OAUTH_PROVIDERS.filter((provider: OAuthProvider) => accounts.some((account) => account.providerId === provider)),
    createdAt: member.createdAt.toISOString(),
  };
}

/** Changes what the member sent (an empty phone clears it); the email is not among them (it is how they sign in). */
export async function editMember(db: Database, memberId: string, body: z.output<typeof EditBodySchema>, now: Date): Promise<void> {
  const { phone, ...rest } = body;
  const changes = { ...rest, ...(phone !== undefined ? { phone: phone || null } : {}) };
  if (Object.keys(changes).length === 0) return;
  await db
    .update(members)
    .set({ ...changes, updatedAt: now })
    .where(eq(members.id, memberId));
}
