import { eq } from 'drizzle-orm';
import { agentLedger, agents } from '../db/schema';
import type { Database } from '../db/types';
import { hashToken } from '../services/cart/session';

/**
 * A travel agent to try credit payments with until agent login exists (README: "Demo agent").
 * Its token is public demo data, like the test cards; it opens nothing but its own credit.
 */
export const DEMO_AGENT = { email: 'agent@demo.example', name: 'Demo Travel Agency', token: 'demo-agent-token', currencyId: 1, credit: 500_00 } as const;

export async function seedDemoAgent(db: Database): Promise<void> {
  await db
    .insert(agents)
    .values({ name: DEMO_AGENT.name, email: DEMO_AGENT.email, currencyId: DEMO_AGENT.currencyId, tokenHash: hashToken(DEMO_AGENT.token) })
    .onConflictDoNothing({ target: agents.email });
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.email, DEMO_AGENT.email));
  // A new agent, or one whose ledger a re-seed emptied, opens with its credit.
  const [entry] = await db.select({ id: agentLedger.id }).from(agentLedger).where(eq(agentLedger.agentId, agent!.id)).limit(1);
  if (!entry) await db.insert(agentLedger).values({ agentId: agent!.id, amount: DEMO_AGENT.credit, cause: 'opening credit' });
}
