import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { agencies, agencyCommissions, agentLedger, memberAccounts, members, products } from '../db/schema';
import type { Database } from '../db/types';
import { productId } from './generate/product-plans';
import { demoCredentialsEnabled } from './demo-credentials';
import type { SeedOutcome } from './seed-catalogue';

/** The password of every demo agent: public demo data, like the test cards and the demo member's. */
export const DEMO_AGENT_PASSWORD = 'DemoAgent!2026';

const LONDON = 95;

export interface DemoAgency {
  reference: string;
  name: string;
  currencyId: 1 | 2 | 3;
  /** Minor units the opening top-up credits. */
  opening: number;
  creditLimit: number;
  commissionBasisPoints: number;
  /** Net prices: the agency's commission on these products instead of its rate. */
  netRates: { productId: number; basisPoints: number }[];
  agents: { id: string; email: string; name: string }[];
}

/** Three agencies to try the agent side with (README: "Demo agencies"), one per currency. */
export const DEMO_AGENCIES: readonly DemoAgency[] = [
  {
    reference: 'DTA',
    name: 'Demo Travel Agency',
    currencyId: 1,
    opening: 500_00,
    creditLimit: 0,
    commissionBasisPoints: 1000,
    netRates: [],
    agents: [
      { id: 'demo-agent-dta-1', email: 'agent@demo.example', name: 'Alex Agent' },
      { id: 'demo-agent-dta-2', email: 'agent2@demo.example', name: 'Sam Second' },
    ],
  },
  {
    reference: 'LTL',
    name: 'London Tours Ltd',
    currencyId: 2,
    opening: 300_00,
    creditLimit: 200_00,
    commissionBasisPoints: 800,
    netRates: [{ productId: productId(LONDON, 1), basisPoints: 1500 }],
    agents: [{ id: 'demo-agent-ltl-1', email: 'agent@london.example', name: 'Lee London' }],
  },
  {
    reference: 'LIB',
    name: 'Liberty Travel',
    currencyId: 3,
    opening: 1_000_00,
    creditLimit: 0,
    commissionBasisPoints: 1200,
    netRates: [],
    agents: [{ id: 'demo-agent-lib-1', email: 'agent@liberty.example', name: 'Jo Liberty' }],
  },
];

/**
 * The demo agencies and their agents, in a database that holds the demo catalogue and nothing
 * else (never beside a real one); DEMO_CREDENTIALS=off leaves them out. Safe to run again: what
 * exists stays, and an agency opens with its top-up only while its ledger is empty.
 */
export async function seedDemoAgencies(db: Database, catalogue: SeedOutcome): Promise<void> {
  if (catalogue === 'foreign' || !demoCredentialsEnabled()) return;
  const emails = DEMO_AGENCIES.flatMap((agency) => agency.agents.map((agent) => agent.email));
  const existing = new Set((await db.select({ email: members.email }).from(members).where(inArray(members.email, emails))).map((row) => row.email));
  // One scrypt hash for the shared password, and only when an agent is missing: better-auth's hashing, so they sign in the same way.
  const password = existing.size < emails.length ? await hashPassword(DEMO_AGENT_PASSWORD) : '';
  await db.transaction(async (tx) => {
    for (const demo of DEMO_AGENCIES) {
      const { agents: people, netRates, opening, ...fields } = demo;
      await tx.insert(agencies).values(fields).onConflictDoNothing({ target: agencies.reference });
      const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.reference, demo.reference));
      const agencyId = agency!.id;
      for (const agent of people.filter((person) => !existing.has(person.email))) {
        const [row] = await tx
          .insert(members)
          .values({ ...agent, emailVerified: true, role: 'agent', agencyId, currencyId: demo.currencyId })
          .onConflictDoNothing()
          .returning({ id: members.id });
        if (row) await tx.insert(memberAccounts).values({ id: `${row.id}-password`, accountId: row.id, providerId: 'credential', userId: row.id, password });
      }
      const [entry] = await tx.select({ id: agentLedger.id }).from(agentLedger).where(eq(agentLedger.agencyId, agencyId)).limit(1);
      if (!entry) await tx.insert(agentLedger).values({ agencyId, kind: 'top-up', amount: opening, cause: 'opening top-up' });
      for (const rate of netRates) {
        const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, rate.productId));
        if (product) await tx.insert(agencyCommissions).values({ agencyId, ...rate }).onConflictDoNothing();
      }
    }
  });
}
