import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { memberAccounts, members } from '../db/schema';
import type { Database } from '../db/types';
import { demoCredentialsEnabled } from './demo-credentials';
import type { SeedOutcome } from './seed-catalogue';

/**
 * A verified member to try the member area with (README: "Demo member"). Its password is public
 * demo data, like the test cards and the demo agents' password; DEMO_CREDENTIALS=off leaves it out.
 */
export const DEMO_MEMBER = { id: 'demo-member', email: 'member@demo.example', password: 'DemoMember!2026', name: 'Demo Member' } as const;

/** The demo member, in a database that holds the demo catalogue and nothing else (never beside a real one). */
export async function seedDemoMember(db: Database, catalogue: SeedOutcome): Promise<void> {
  if (catalogue === 'foreign' || !demoCredentialsEnabled()) return;
  const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_MEMBER.email));
  if (existing) return;
  // Hashed like every member's password (better-auth's scrypt), so it signs in the same way.
  const password = await hashPassword(DEMO_MEMBER.password);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ id: DEMO_MEMBER.id, email: DEMO_MEMBER.email, name: DEMO_MEMBER.name, emailVerified: true })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (member) await tx.insert(memberAccounts).values({ id: `${DEMO_MEMBER.id}-password`, accountId: member.id, providerId: 'credential', userId: member.id, password });
  });
}
