import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { enquiries, inventoryAllocations, orders, paymentAttempts, sandboxPayments } from '@/provider/db/schema';
import { DEMO_AGENCIES, DEMO_AGENT_PASSWORD } from '@/provider/seed/demo-agencies';
import { ledgerBalance } from '@/provider/services/agents/credit';
import { agentCookie } from './agent-support';
import { createTestDatabase, type TestDatabase } from './test-database';
import { card, CARDS, customer, newKey, paymentProvider, walk } from './payment-support';

/**
 * An idempotency key names one request: sent again with the same body it replays the first
 * answer; with another body it is refused (422 IDEMPOTENCY_KEY_REUSED, as Stripe does) and
 * nothing changes.
 */
let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle);
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;

async function expectReused(response: Response) {
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ error: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('different request') });
}

describe('a reused idempotency key with another body is refused and changes nothing', () => {
  it('on transaction/payment/adyen', async () => {
    const { token, total } = await shop.basket(walk('2027-11-02'));
    const key = newKey();
    const paid = await shop.answer(await shop.pay(token, total, card(CARDS.approved), key));
    expect(paid.result).toBe('paid');
    expect(await shop.answer(await shop.pay(token, total, card(CARDS.approved), key))).toMatchObject({ result: 'paid', orderId: paid.orderId });

    await expectReused(await shop.pay(token, total, card(CARDS.approved, { holderName: 'Someone Else' }), key));
    await expectReused(await shop.pay(token, { ...total, amount: total.amount + 100 }, card(CARDS.approved), key));
    const charges = await db().select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, paid.reference));
    expect(charges.map((c) => c.status)).toEqual(['captured']);
    expect(await db().select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, paid.orderId))).toEqual([{ n: 1 }]);
  });

  it('on transaction/payment/local', async () => {
    const cookie = await agentCookie(shop.send, { email: DEMO_AGENCIES[0]!.agents[0]!.email, password: DEMO_AGENT_PASSWORD });
    const added = await shop.send('POST', '/transaction/addToCart', walk('2027-11-03'), { cookie });
    const token = added.headers.get('authorization')!;
    const { total } = CartSchema.parse(await added.json());
    const key = newKey();
    const local = (body: unknown) => shop.send('POST', '/transaction/payment/local', body, { authorization: token, 'idempotency-key': key, cookie });
    const body = { customer, amount: { value: total.amount, currency: total.currency } };
    const paid = await shop.answer(await local(body));
    expect(paid.result).toBe('paid');
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    const balance = await ledgerBalance(db(), order!.agencyId!);

    expect(await shop.answer(await local(body))).toMatchObject({ result: 'paid', orderId: paid.orderId });
    await expectReused(await local({ ...body, customer: { ...customer, email: 'other@example.com' } }));
    await expectReused(await local({ ...body, agencyReference: 'ANOTHER-1' }));
    expect(await ledgerBalance(db(), order!.agencyId!)).toBe(balance);
  });

  it('on transaction/addToCart', async () => {
    const date = '2027-11-04';
    const first = await shop.basket(walk(date, 1));
    const key = { authorization: first.token, 'idempotency-key': 'press-0002-book-now' };
    const added = await shop.send('POST', '/transaction/addToCart', walk(date, 2), key);
    expect(added.status).toBe(200);
    const again = await shop.send('POST', '/transaction/addToCart', walk(date, 2), key);
    expect(CartSchema.parse(await again.json()).count).toBe(2);

    await expectReused(await shop.send('POST', '/transaction/addToCart', walk(date, 3), key));
    const cart = CartSchema.parse(await (await shop.send('GET', '/transaction/sale', undefined, { authorization: first.token })).json());
    expect(cart.items.map((i) => i.units[0]!.quantity)).toEqual([1, 2]);
    const held = await db().select().from(inventoryAllocations).where(inArray(inventoryAllocations.reference, cart.items.map((i) => `sale:${i.id}`)));
    expect(held.map((h) => h.quantity).sort()).toEqual([1, 2]);
  });

  it('on contact/sendEnquiry', async () => {
    const enquiry = { name: 'Ana García', email: 'ana@example.com', city: 'Sevilla', queryType: 'information', message: '¿Hay audioguía en español?' };
    const key = { 'idempotency-key': 'b81f-contact-0001' };
    const first = await shop.send('POST', '/contact/sendEnquiry', enquiry, key);
    expect(first.status).toBe(201);
    const { reference } = await first.json();
    const again = await shop.send('POST', '/contact/sendEnquiry', { ...enquiry }, key);
    expect({ status: again.status, body: await again.json() }).toEqual({ status: 200, body: { reference } });

    await expectReused(await shop.send('POST', '/contact/sendEnquiry', { ...enquiry, message: 'Another question entirely.' }, key));
    const stored = await db().select().from(enquiries).where(eq(enquiries.idempotencyKey, key['idempotency-key']));
    expect(stored.map((e) => e.message)).toEqual([enquiry.message]);
  });
});
