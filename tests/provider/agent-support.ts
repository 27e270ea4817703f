import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { agencies, agentLedger, cartSales, memberAccounts, members } from '@/provider/db/schema';
import type { Database } from '@/provider/db/types';
import { agencyCredit, ledgerBalance } from '@/provider/services/agents/credit';
import type { AgencyRow } from '@/provider/services/agents/current';
import { cookieOf, newMemberAddress } from './member-support';
import type { paymentProvider } from './payment-support';

/** `paymentProvider(...).send`: a call to the provider, path from `/api/v2`. */
export type Send = ReturnType<typeof paymentProvider>['send'];

export const AGENT_PASSWORD = 'Agency-Desk-2027';
// One scrypt hash for every test agent: hashing is the slow part of making them.
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(AGENT_PASSWORD));

let made = 0;
const unique = () => `${Date.now().toString(36).toUpperCase()}${++made}`;

export interface TestAgent {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface TestAgency {
  agency: AgencyRow;
  agents: TestAgent[];
}

/**
 * An agency of the test's own with `agents` agents (members rows with the role `agent` and a
 * password, as the demo seed makes them) and its opening top-up in the ledger.
 */
export async function createAgency(
  db: Database,
  { agents = 1, opening = 500_00, ...values }: Partial<typeof agencies.$inferInsert> & { agents?: number; opening?: number } = {},
): Promise<TestAgency> {
  const [agency] = await db
    .insert(agencies)
    .values({ name: 'Test Travel', currencyId: 1, reference: `T${unique()}`, commissionBasisPoints: 1000, ...values })
    .returning();
  if (opening > 0) await db.insert(agentLedger).values({ agencyId: agency!.id, kind: 'top-up', amount: opening, cause: 'test opening' });
  const password = await passwordHash();
  const people = Array.from({ length: agents }, (_, index) => ({ id: randomUUID(), name: `Agent Number${index + 1}`, email: `agent-${unique().toLowerCase()}@agency.example`, password: AGENT_PASSWORD }));
  if (people.length > 0) {
    await db.insert(members).values(people.map(({ id, name, email }) => ({ id, name, email, emailVerified: true, role: 'agent' as const, agencyId: agency!.id, currencyId: agency!.currencyId })));
    await db.insert(memberAccounts).values(people.map(({ id }) => ({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password })));
  }
  return { agency: agency!, agents: people };
}

/** `agent/login` from an address of its own; the answer. */
export const agentLogin = (send: Send, login: { email: string; password: string; rememberMe?: boolean }, headers: Record<string, string> = {}) =>
  send('POST', '/agent/login', { rememberMe: false, ...login }, { 'x-forwarded-for': newMemberAddress(), ...headers });

/** Logs the agent in (optionally with a guest basket's `authorization`); the `cookie` header of the session. */
export async function agentCookie(send: Send, agent: Pick<TestAgent, 'email' | 'password'>, headers: Record<string, string> = {}): Promise<string> {
  const response = await agentLogin(send, agent, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return cookieOf(response);
}

/** The agency's credit now, as the header and the agent area show it. */
export const creditOf = (db: Database, agency: AgencyRow, now: Date) => agencyCredit(db, agency, now);
export const balanceOf = (db: Database, agency: AgencyRow) => ledgerBalance(db, agency.id);

/** Whether each item of a basket reserves credit, in the order added. */
export async function reservations(db: Database, cartId: string): Promise<boolean[]> {
  const rows = await db.select({ id: cartSales.id, reserves: cartSales.reservesCredit }).from(cartSales).where(eq(cartSales.cartId, cartId));
  return rows.sort((a, b) => a.id - b.id).map((row) => row.reserves);
}
