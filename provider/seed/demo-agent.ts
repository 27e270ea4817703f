import { eq } from 'drizzle-orm';
import { agentLedger, agents } from '../db/schema';
import type { Database } from '../db/types';
import { hashToken } from '../services/cart/session';
import type { SeedOutcome } from './seed-catalogue';

/**
 * A travel agent to try credit payments with until agent login exists (README: "Demo agent").
 * Its token is public demo data, like the test cards; it opens nothing but its own credit.
 */
export const DEMO_AGENT = { email: 'agent@demo.example', name: 'Demo Travel Agency', token: 'demo-agent-token', currencyId: 1, credit: 500_00 } as const;

/**
 * DEMO_CREDENTIALS=off: a shop selling for real has no demo agent, even on the demo catalogue.
 * Its token is then refused at once, though a database seeded before still holds the agent.
 */
export const demoCredentialsEnabled = (env: Record<string, string | undefined> = process.env) =>
  env.DEMO_CREDENTIALS?.trim().toLowerCase() !== 'off';

/** The demo agent, in a database that holds the demo catalogue and nothing else (never beside a real one). */
export async function seedDemoAgent(db: Database, catalogue: SeedOutcome): Promise<void> {
  if (catalogue === 'foreign' || !demoCredentialsEnabled()) return;
  await db
    .insert(agents)
    .values({ name: DEMO_AGENT.name, email: DEMO_AGENT.email, currencyId: DEMO_AGENT.currencyId, tokenHash: hashToken(DEMO_AGENT.token) })
    .onConflictDoNothing({ target: agents.email });
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.email, DEMO_AGENT.email));
  // A new agent, or one whose ledger a re-seed emptied, opens with its credit.
  const [entry] = await db.select({ id: agentLedger.id }).from(agentLedger).where(eq(agentLedger.agentId, agent!.id)).limit(1);
  if (!entry) await db.insert(agentLedger).values({ agentId: agent!.id, amount: DEMO_AGENT.credit, cause: 'opening credit' });
}
