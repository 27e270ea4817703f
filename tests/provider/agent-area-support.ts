import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentSettings, ProviderDeps } from '@/provider/api/deps';
import { agencies, agentLedger, memberAccounts, members, orders, type LedgerKind } from '@/provider/db/schema';
import { agencyCredit } from '@/provider/services/agents/credit';
import type { AgencyRow } from '@/provider/services/agents/current';
import { memberAuth } from '@/provider/services/members/auth';
import { memberTestDeps } from './member-support';
import { card, CARDS, customer, newKey, paymentProvider } from './payment-support';
import type { TestDatabase } from './test-database';

export interface TestAgent {
  id: string;
  name: string;
  email: string;
  /** The `cookie` header of the agent's session. */
  cookie: string;
}

const PASSWORD = 'Agency-Desk-2027';
let made = 0;
const unique = () => `${Date.now().toString(36).toUpperCase()}${++made}`;

/**
 * The payment test provider and what the agent-area tests set up for themselves: agencies,
 * agents signed in through better-auth (the same accounts and cookie as members, ADR 0016),
 * ledger entries, and the agency's bookings — paid by card, or on credit as a credit payment
 * leaves them (gateway `credit`, the ledger's debit).
 */
export function agentShop(database: TestDatabase, settings: PaymentSettings = {}) {
  const shop = paymentProvider(database.handle, settings, memberTestDeps);
  const db = () => database.handle.db;
  // better-auth's key lives in the database: a session it signs here opens the app's too.
  const auth = () => memberAuth({ database: async () => database.handle, engine: database.handle.engine } as ProviderDeps, db());

  async function agency(values: Partial<typeof agencies.$inferInsert> = {}): Promise<AgencyRow> {
    const [row] = await db()
      .insert(agencies)
      .values({ name: 'Test Travel', currencyId: 1, reference: `T${unique()}`, commissionBasisPoints: 1000, ...values })
      .returning();
    return row!;
  }

  /** An agent of the agency (a members row with the role `agent` and a password), signed in. */
  async function agent(of: AgencyRow, name = 'Alex Agent'): Promise<TestAgent> {
    const id = randomUUID();
    const email = `agent-${unique().toLowerCase()}@agency.example`;
    await db().insert(members).values({ id, name, email, emailVerified: true, role: 'agent', agencyId: of.id });
    await db().insert(memberAccounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: await hashPassword(PASSWORD) });
    const signedIn = await (await auth()).api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    return { id, name, email, cookie };
  }

  /** A ledger entry written as the shop's services write them, at the shop's clock unless told. */
  async function entry(of: AgencyRow, kind: LedgerKind, amount: number, extra: Partial<typeof agentLedger.$inferInsert> = {}) {
    const [row] = await db()
      .insert(agentLedger)
      .values({ agencyId: of.id, kind, amount, cause: `test ${kind}`, createdAt: shop.clock.now, ...extra })
      .returning();
    return row!;
  }

  /** A call with the agent's session (or none). */
  const as = (who: TestAgent | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    shop.send(method, path, body, { ...(who ? { cookie: who.cookie } : {}), ...headers });

  /** The items bought by card for a traveller, then made the agent's booking for the agency; its row. */
  async function book(of: AgencyRow, by: TestAgent, items: unknown[], traveller: Partial<typeof customer> = {}) {
    const { token, total } = await shop.basket(...items);
    const response = await shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer: { ...customer, ...traveller }, amount: { value: total.amount, currency: total.currency }, paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/payment' },
      { authorization: token, 'idempotency-key': newKey() },
    );
    const paid = await shop.answer(response);
    expect(paid.result).toBe('paid');
    const [order] = await db()
      .update(orders)
      .set({ agencyId: of.id, agentId: by.id, agencyReference: `REF-${unique()}`, agencyCommission: Math.round(total.amount / 10) })
      .where(eq(orders.id, paid.orderId))
      .returning();
    await shop.settle();
    return order!;
  }

  /** A booking paid from the agency's credit, as a credit payment leaves it: gateway `credit` and the ledger's debit. */
  async function bookOnCredit(of: AgencyRow, by: TestAgent, items: unknown[], traveller: Partial<typeof customer> = {}) {
    const booked = await book(of, by, items, traveller);
    const [order] = await db().update(orders).set({ gateway: 'credit', pspReference: null }).where(eq(orders.id, booked.id)).returning();
    await entry(of, 'booking', -booked.amount, { agentId: by.id, orderId: booked.id, cause: `booking ${booked.reference}` });
    return order!;
  }

  const credit = (of: AgencyRow) => agencyCredit(db(), of, shop.clock.now);

  return { shop, db, agency, agent, entry, as, book, bookOnCredit, credit };
}
