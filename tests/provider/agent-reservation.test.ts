import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentLedger, carts } from '@/provider/db/schema';
import { ledgerBalance, reservedCredit } from '@/provider/services/agents/credit';
import { hashToken } from '@/provider/services/cart/session';
import { agentCookie, createAgency, creditOf, reservations } from './agent-support';
import { memberTestDeps } from './member-support';
import { customer, newKey, paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, memberTestDeps);
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const ADULT = 2550;
const cartIdOf = async (token: string) => (await db().select({ id: carts.id }).from(carts).where(eq(carts.tokenHash, hashToken(token.replace(/^Bearer /, '')))))[0]!.id;

const add = (cookie: string, item: unknown, token?: string) => shop.send('POST', '/transaction/addToCart', item, { cookie, ...(token ? { authorization: token } : {}) });
const payLocal = (cookie: string, token: string, amount: number) =>
  shop.send('POST', '/transaction/payment/local', { customer, amount: { value: amount, currency: 'EUR' } }, { cookie, authorization: token, 'idempotency-key': newKey() });

describe('fifty agents of one agency, each adding an item and paying from credit at once', () => {
  it('never spend more than the balance and the limit: available never negative, debits within opening + limit', async () => {
    const opening = 300_00;
    const creditLimit = 200_00;
    const { agency, agents } = await createAgency(db(), { opening, creditLimit, agents: 50 });
    const cookies = await Promise.all(agents.map((agent) => agentCookie(shop.send, agent)));
    // Twenty places a departure: three days hold the fifty baskets.
    const dates = ['2027-09-06', '2027-09-07', '2027-09-08'];
    const added = await Promise.all(cookies.map((cookie, index) => add(cookie, walk(dates[index % 3]!, 1))));
    expect(added.map((r) => r.status)).toEqual(cookies.map(() => 200));
    const tokens = added.map((r) => r.headers.get('authorization')!);

    const credit = await creditOf(db(), agency, shop.clock.now);
    // €500 covers nineteen tickets at €25.50: those reserve, the others are held unreserved.
    expect(credit.reserved).toBe(19 * ADULT);
    expect(opening + creditLimit - credit.reserved).toBeGreaterThanOrEqual(0);
    const reserved = (await Promise.all(tokens.map(async (token) => (await reservations(db(), await cartIdOf(token)))[0]))).filter(Boolean);
    expect(reserved).toHaveLength(19);

    const paid = await Promise.all(cookies.map((cookie, index) => payLocal(cookie, tokens[index]!, ADULT)));
    const statuses = paid.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    for (const response of paid.filter((r) => r.status !== 200)) expect(await response.json()).toMatchObject({ reason: 'INSUFFICIENT_CREDIT' });

    const balance = await ledgerBalance(db(), agency.id);
    expect(balance).toBeGreaterThanOrEqual(-creditLimit);
    const debits = await db().select().from(agentLedger).where(eq(agentLedger.agencyId, agency.id));
    const spent = -debits.filter((d) => d.kind === 'booking').reduce((sum, d) => sum + d.amount, 0);
    expect(spent).toBe(19 * ADULT);
    expect(spent).toBeLessThanOrEqual(opening + creditLimit);
    const after = await creditOf(db(), agency, shop.clock.now);
    expect(balance + creditLimit - (await reservedCredit(db(), agency.id, shop.clock.now))).toBeGreaterThanOrEqual(0);
    expect(after.available).toBe(opening + creditLimit - 19 * ADULT);
  });
});

describe('a reservation', () => {
  it('keeps what one agent reserved from a colleague, and gives it back the moment its hold lapses', async () => {
    const { agency, agents } = await createAgency(db(), { opening: 30_00, agents: 2 });
    const [first, second] = await Promise.all(agents.map((agent) => agentCookie(shop.send, agent)));
    const start = shop.clock.now;
    try {
      const mine = await add(first!, walk('2027-09-13', 1));
      expect(mine.headers.get('x-agent-credit')).toBe(`EUR ${30_00 - ADULT}`);
      expect(await reservations(db(), await cartIdOf(mine.headers.get('authorization')!))).toEqual([true]);

      shop.clock.now = new Date(start.getTime() + 15 * 60_000);
      const theirs = await add(second!, walk('2027-09-13', 1));
      const token = theirs.headers.get('authorization')!;
      expect(await reservations(db(), await cartIdOf(token))).toEqual([false]);
      const refused = await payLocal(second!, token, ADULT);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ reason: 'INSUFFICIENT_CREDIT' });

      // Twenty minutes after it was added, the first hold lapses and its credit is free at once.
      shop.clock.now = new Date(start.getTime() + 21 * 60_000);
      expect((await creditOf(db(), agency, shop.clock.now)).reserved).toBe(0);
      expect((await shop.answer(await payLocal(second!, token, ADULT))).result).toBe('paid');
      expect((await creditOf(db(), agency, shop.clock.now)).balance).toBe(30_00 - ADULT);
    } finally {
      shop.clock.now = start;
    }
  });

  it('held again after it lapsed reserves only what the credit covers then', async () => {
    const { agency, agents } = await createAgency(db(), { opening: 30_00, agents: 2 });
    const [first, second] = await Promise.all(agents.map((agent) => agentCookie(shop.send, agent)));
    const start = shop.clock.now;
    try {
      const mine = await add(first!, walk('2027-09-14', 1));
      const token = mine.headers.get('authorization')!;
      shop.clock.now = new Date(start.getTime() + 21 * 60_000);
      await add(second!, walk('2027-09-14', 1));
      // The colleague holds the credit now: renewing the lapsed hold keeps the places, not the credit.
      const renewed = await shop.send('POST', '/transaction/sale/renew', undefined, { cookie: first!, authorization: token });
      expect(renewed.status).toBe(200);
      expect(await reservations(db(), await cartIdOf(token))).toEqual([false]);
      expect((await creditOf(db(), agency, shop.clock.now)).reserved).toBe(ADULT);
    } finally {
      shop.clock.now = start;
    }
  });
});
