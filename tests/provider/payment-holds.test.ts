import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cartSales, inventoryAllocations, orders, sandboxPayments } from '@/provider/db/schema';
import { createTestDatabase, type TestDatabase } from './test-database';
import { card, CARDS, paymentProvider, walk } from './payment-support';

/**
 * Holds that lapse while the visitor is at the bank, and authorisations that must never be
 * left hanging. Baskets and payments hold places for one minute here; the clock is the test's.
 */
let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, { holdMinutes: 1 }, { holdMinutes: 1 });
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const OPTION = 41031;
const CAPACITY = 20;

/** Places of the 10:00 walk on `date` that count now: sold, and holds not yet expired. */
async function allocated(date: string) {
  const [row] = await db()
    .select({ places: sql<number>`cast(coalesce(sum(${inventoryAllocations.quantity}), 0) as integer)` })
    .from(inventoryAllocations)
    .where(
      and(
        eq(inventoryAllocations.optionId, OPTION),
        eq(inventoryAllocations.travelDate, date),
        or(eq(inventoryAllocations.kind, 'sold'), gt(inventoryAllocations.expiresAt, shop.clock.now)),
      ),
    );
  return row!.places;
}

/** A visitor with one place in the basket, stopped at the 3-D Secure step. */
async function atTheBank(date: string) {
  const { token, total } = await shop.basket(walk(date, 1));
  const step = await shop.answer(await shop.pay(token, total, card(CARDS.challenge)));
  expect(step.result).toBe('action');
  return { token, step };
}

it('finishing 3-D Secure after the hold lapsed takes the places again only where they are free; the others are refused, hold nothing and are voided', async () => {
  const date = '2027-10-04';
  await db().insert(inventoryAllocations).values({ optionId: OPTION, travelDate: date, startTime: '10:00', quantity: 10, kind: 'sold', expiresAt: null, reference: 'order:earlier' });
  const early = [];
  for (let i = 0; i < 10; i++) early.push(await atTheBank(date));
  // The early payers stay at the bank past their hold; five others take five of the places meanwhile.
  shop.clock.now = new Date(shop.clock.now.getTime() + 2 * 60_000);
  const late = [];
  for (let i = 0; i < 5; i++) late.push(await atTheBank(date));

  const payers = [...early, ...late];
  const responses = await Promise.all(
    payers.map(({ token, step }) => shop.send('POST', '/transaction/payment/adyen/details', { orderId: step.orderId, details: { code: '1234' } }, { authorization: token })),
  );
  const answers = await Promise.all(responses.map((r) => shop.answer(r)));

  expect(answers.filter((a) => a.result === 'paid')).toHaveLength(10);
  const refused = answers.filter((a) => a.result !== 'paid');
  expect(refused.map((a) => ({ result: a.result, refusal: a.refusal }))).toEqual(Array(5).fill({ result: 'cancelled', refusal: 'PLACE_LOST' }));
  // The late payers' holds were live: all of them paid.
  expect(answers.slice(10).map((a) => a.result)).toEqual(Array(5).fill('paid'));
  expect(await allocated(date)).toBe(CAPACITY);

  // A refused payer keeps no places: their item is in the basket, expired, with no hold row behind it.
  const refusedOrders = await db().select().from(orders).where(inArray(orders.id, refused.map((a) => a.orderId)));
  const refusedSales = refusedOrders.flatMap((o) => o.lines.map((l) => l.saleId));
  expect(await db().select().from(inventoryAllocations).where(inArray(inventoryAllocations.reference, refusedSales.map((id) => `sale:${id}`)))).toEqual([]);
  expect(await db().select({ id: cartSales.id }).from(cartSales).where(inArray(cartSales.id, refusedSales))).toHaveLength(5);

  // Every authorisation ends captured or voided.
  const charges = await db().select().from(sandboxPayments).where(inArray(sandboxPayments.merchantReference, answers.map((a) => a.reference)));
  expect(charges.map((c) => c.status).sort()).toEqual([...Array(5).fill('cancelled'), ...Array(10).fill('captured')]);
  shop.clock.now = new Date(shop.clock.now.getTime() - 2 * 60_000);
});

it('an authorisation whose settlement fails is voided and its order closed; paying again works', async () => {
  const date = '2027-10-05';
  const { token, total, cart } = await shop.basket(walk(date));
  await db().execute(sql`create function refuse_tickets() returns trigger language plpgsql as $$ begin raise exception 'tickets are broken'; end $$`);
  await db().execute(sql`create trigger refuse_tickets before insert on tickets for each row execute function refuse_tickets()`);
  let failed: Response;
  try {
    failed = await shop.pay(token, total, card(CARDS.approved));
  } finally {
    await db().execute(sql`drop trigger refuse_tickets on tickets`);
    await db().execute(sql`drop function refuse_tickets()`);
  }
  expect(failed.status).toBe(500);
  expect(await failed.json()).toEqual({ error: 'INTERNAL', message: 'The provider could not complete the request. Please try again.' });
  const [closed, ...others] = await db().select().from(orders).where(eq(orders.cartId, cart.id!));
  expect({ status: closed!.status, others }).toEqual({ status: 'cancelled', others: [] });
  const [voided] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, closed!.reference));
  expect(voided!.status).toBe('cancelled');
  expect(await allocated(date)).toBe(2);

  const paid = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
  expect(paid.result).toBe('paid');
  const [captured] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, paid.reference));
  expect(captured!.status).toBe('captured');
  expect(await allocated(date)).toBe(2);
  expect(await db().select({ kind: inventoryAllocations.kind }).from(inventoryAllocations).where(eq(inventoryAllocations.travelDate, date))).toEqual([{ kind: 'sold' }]);
});
