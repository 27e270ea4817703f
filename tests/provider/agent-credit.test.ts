import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentLedger, agents, orders } from '@/provider/db/schema';
import { creditBalance } from '@/provider/services/payment/credit';
import { DEMO_AGENT } from '@/provider/seed/demo-agent';
import { createTestDatabase, type TestDatabase } from './test-database';
import { customer, newKey, paymentProvider, walk } from './payment-support';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;
let agentId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle);
  [{ id: agentId }] = (await database.handle.db.select({ id: agents.id }).from(agents).where(eq(agents.email, DEMO_AGENT.email))) as [{ id: number }];
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const balance = () => creditBalance(database.handle.db, agentId);
const payLocal = (token: string, total: { amount: number; currency: string }, headers: Record<string, string> = { 'x-agent-token': DEMO_AGENT.token }) =>
  shop.send('POST', '/transaction/payment/local', { customer, amount: { value: total.amount, currency: total.currency } }, { authorization: token, 'idempotency-key': newKey(), ...headers });

it('the demo agent opens with its credit; a booking on credit debits it once and sells the places', async () => {
  expect(await balance()).toBe(DEMO_AGENT.credit);
  const { token, total } = await shop.basket(walk('2027-07-01', 2));
  const key = newKey();
  const body = { customer, amount: { value: total.amount, currency: total.currency } };
  const headers = { authorization: token, 'idempotency-key': key, 'x-agent-token': DEMO_AGENT.token };
  // A double click: the same key twice at once.
  const [a, b] = await Promise.all([shop.send('POST', '/transaction/payment/local', body, headers), shop.send('POST', '/transaction/payment/local', body, headers)]);
  const answers = [await shop.answer(a), await shop.answer(b)];
  expect(answers.map((x) => x.result)).toEqual(['paid', 'paid']);
  expect(await balance()).toBe(DEMO_AGENT.credit - total.amount);
  const debits = await database.handle.db.select().from(agentLedger).where(eq(agentLedger.orderId, answers[0]!.orderId));
  expect(debits.map((d) => d.amount)).toEqual([-total.amount]);
  const [order] = await database.handle.db.select().from(orders).where(eq(orders.id, answers[0]!.orderId));
  expect(order).toMatchObject({ status: 'paid', gateway: 'credit', agentId });
});

it('credit that does not cover the basket is a clear refusal that debits nothing', async () => {
  const before = await balance();
  // Twenty adults on the walking tour cost more than the demo credit left.
  const { token, total } = await shop.basket(walk('2027-07-02', 20));
  expect(total.amount).toBeGreaterThan(before);
  const response = await payLocal(token, total);
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({ reason: 'INSUFFICIENT_CREDIT' });
  expect(await balance()).toBe(before);
});

it('two bookings racing for credit that covers one: one is paid, the other refused, the balance never below zero', async () => {
  const before = await balance();
  const baskets = await Promise.all([shop.basket(walk('2027-07-05', 1)), shop.basket(walk('2027-07-06', 1))]);
  // Leave exactly enough for one of them.
  await database.handle.db.insert(agentLedger).values({ agentId, amount: -(before - baskets[0]!.total.amount), cause: 'test: spend down' });
  const responses = await Promise.all(baskets.map(({ token, total }) => payLocal(token, total)));
  expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(await balance()).toBe(0);
});

it('a basket in another currency than the credit is refused before anything is debited', async () => {
  const before = await balance();
  const { token } = await shop.basket(walk('2027-07-08', 1));
  const switched = await shop.send('PUT', '/currency/update', { id: 2 }, { authorization: token });
  const cart = await switched.json();
  const response = await payLocal(token, cart.total);
  expect(response.status).toBe(422);
  expect((await response.json()).message).toContain('EUR');
  expect(await balance()).toBe(before);
});

it('without an agent token there is no credit to pay from', async () => {
  const { token, total } = await shop.basket(walk('2027-07-07', 1));
  expect((await payLocal(token, total, {})).status).toBe(401);
  expect((await payLocal(token, total, { 'x-agent-token': 'not-an-agent' })).status).toBe(401);
});
