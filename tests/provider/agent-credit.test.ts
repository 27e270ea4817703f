import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentLedger, carts, orders } from '@/provider/db/schema';
import { hashToken } from '@/provider/services/cart/session';
import { agentCookie, balanceOf, createAgency, type TestAgency } from './agent-support';
import { memberTestDeps, newMember, registerAndVerify } from './member-support';
import { customer, newKey, paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;
let agency: TestAgency;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, memberTestDeps);
  agency = await createAgency(database.handle.db, { opening: 500_00, agents: 2 });
  cookie = await agentCookie(shop.send, agency.agents[0]!);
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const balance = () => balanceOf(db(), agency.agency);

/** The agent's basket with the items (the session makes it theirs); its token and total. */
async function agentBasket(session: string, ...items: unknown[]) {
  let token = '';
  for (const item of items) {
    const response = await shop.send('POST', '/transaction/addToCart', item, { cookie: session, ...(token ? { authorization: token } : {}) });
    expect(response.status, await response.clone().text()).toBe(200);
    token ||= response.headers.get('authorization')!;
  }
  const cart = await (await shop.send('GET', '/transaction/sale', undefined, { authorization: token })).json();
  return { token, total: cart.total as { amount: number; currency: string } };
}

const payLocal = (token: string, total: { amount: number; currency: string }, headers: Record<string, string> = { cookie }, extra: Record<string, unknown> = {}) =>
  shop.send('POST', '/transaction/payment/local', { customer, amount: { value: total.amount, currency: total.currency }, ...extra }, { authorization: token, 'idempotency-key': newKey(), ...headers });

it('debits a booking once, however often it is retried, and records it for the agency', async () => {
  const before = await balance();
  const { token, total } = await agentBasket(cookie, walk('2027-07-01', 2));
  const key = newKey();
  const body = { customer, amount: { value: total.amount, currency: total.currency }, agencyReference: 'REF 42/A', notifyTraveller: false };
  const headers = { authorization: token, 'idempotency-key': key, cookie };
  // A double click: the same key twice at once, then once more later.
  const [a, b] = await Promise.all([shop.send('POST', '/transaction/payment/local', body, headers), shop.send('POST', '/transaction/payment/local', body, headers)]);
  const answers = [await shop.answer(a), await shop.answer(b), await shop.answer(await shop.send('POST', '/transaction/payment/local', body, headers))];
  expect(answers.map((x) => x.result)).toEqual(['paid', 'paid', 'paid']);
  expect(new Set(answers.map((x) => x.orderId)).size).toBe(1);
  expect(await balance()).toBe(before - total.amount);
  expect(a.headers.get('x-agent-credit')).toBe(`EUR ${before - total.amount}`);
  const debits = await db().select().from(agentLedger).where(eq(agentLedger.orderId, answers[0]!.orderId));
  expect(debits.map((d) => ({ kind: d.kind, amount: d.amount, agentId: d.agentId }))).toEqual([{ kind: 'booking', amount: -total.amount, agentId: agency.agents[0]!.id }]);
  const [order] = await db().select().from(orders).where(eq(orders.id, answers[0]!.orderId));
  expect(order).toMatchObject({
    status: 'paid',
    gateway: 'credit',
    agencyId: agency.agency.id,
    agentId: agency.agents[0]!.id,
    agencyReference: 'REF 42/A',
    notifyTraveller: false,
    agencyCommission: Math.round(total.amount / 10),
    memberId: null,
  });
});

it('debits once when different submissions of one basket race', async () => {
  const before = await balance();
  const { token, total } = await agentBasket(cookie, walk('2027-07-03', 1));
  const responses = await Promise.all([payLocal(token, total), payLocal(token, total), payLocal(token, total)]);
  expect(responses.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
  const [cart] = await db().select({ id: carts.id }).from(carts).where(eq(carts.tokenHash, hashToken(token.replace(/^Bearer /, ''))));
  const ofCart = await db().select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart!.id));
  const debits = await db().select().from(agentLedger).where(inArray(agentLedger.orderId, ofCart.map((o) => o.id)));
  expect(debits.map((d) => d.amount)).toEqual([-total.amount]);
  expect(await balance()).toBe(before - total.amount);
});

it('refuses credit that does not cover the basket with both amounts, and debits nothing', async () => {
  const before = await balance();
  // Twenty adults on the walking tour cost more than the credit left.
  const { token, total } = await agentBasket(cookie, walk('2027-07-02', 20));
  expect(total.amount).toBeGreaterThan(before);
  const response = await payLocal(token, total);
  expect(response.status).toBe(409);
  const error = await response.json();
  expect(error).toMatchObject({ error: 'CONFLICT', reason: 'INSUFFICIENT_CREDIT' });
  expect(error.message).toBe(`Your agency’s credit (${(before / 100).toFixed(2)} EUR) does not cover this booking (${(total.amount / 100).toFixed(2)} EUR).`);
  expect(await balance()).toBe(before);
});

it('refuses a basket in another currency than the credit before anything is debited', async () => {
  const before = await balance();
  const { token } = await agentBasket(cookie, walk('2027-07-08', 1));
  const switched = await shop.send('PUT', '/currency/update', { id: 2 }, { authorization: token, cookie });
  const cart = await switched.json();
  const response = await payLocal(token, cart.total);
  expect(response.status).toBe(422);
  expect((await response.json()).message).toContain('EUR');
  expect(await balance()).toBe(before);
});

it('pays only for the signed-in agent, from their own basket', async () => {
  const { token, total } = await agentBasket(cookie, walk('2027-07-07', 1));
  const none = await payLocal(token, total, {});
  expect(none.status).toBe(401);
  expect(await none.json()).toMatchObject({ reason: 'AGENT_SESSION_EXPIRED' });
  const memberCookie = await registerAndVerify((path, init) => shop.send(init!.method!, path.replace('/api/v2', ''), JSON.parse(init!.body as string), Object.fromEntries(new Headers(init!.headers))), newMember());
  expect((await payLocal(token, total, { cookie: memberCookie })).status).toBe(401);
  const colleague = await agentCookie(shop.send, agency.agents[1]!);
  expect((await payLocal(token, total, { cookie: colleague })).status).toBe(403);
  const guest = await shop.basket(walk('2027-07-07', 1));
  expect((await payLocal(guest.token, guest.total)).status).toBe(403);
});
