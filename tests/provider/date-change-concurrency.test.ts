import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '@/provider/api/errors';
import { inventoryAllocations, sandboxPayments } from '@/provider/db/schema';
import type { DatabaseHandle } from '@/provider/db/types';
import type { PaymentDeps } from '@/provider/services/payment/deps';
import type { Gateway } from '@/provider/services/payment/gateway';
import { card, CARDS, newKey, walk } from './payment-support';
import { changeShop, DEARER, moveTo } from './date-change-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: Awaited<ReturnType<typeof changeShop>>;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  shop = await changeShop(database);
  handles.push(database.handle);
  // On PostgreSQL a second connection pool plays a second app instance; PGlite is one process's database.
  if (database.openAnother) handles.push(await database.openAnother());
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
/** The i-th request's database: the app instances take turns. */
const on = (i: number): Partial<PaymentDeps> => ({ db: handles[i % handles.length]!.db });
const approved = { paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/booking' };

/** Places an order holds as sold, per departure day. */
async function soldBy(reference: string) {
  const rows = await db()
    .select({ date: inventoryAllocations.travelDate, places: sql<number>`cast(sum(${inventoryAllocations.quantity}) as integer)` })
    .from(inventoryAllocations)
    .where(and(eq(inventoryAllocations.reference, `order:${reference}`), eq(inventoryAllocations.kind, 'sold')))
    .groupBy(inventoryAllocations.travelDate);
  return Object.fromEntries(rows.map((r) => [r.date, Number(r.places)]));
}

/** The sandbox's books for an order: its own authorisation and its supplements' (`{reference}-S…`). */
const paymentsOf = (reference: string) => db().select().from(sandboxPayments).where(like(sandboxPayments.merchantReference, `${reference}%`));

function outcomes<T>(settled: PromiseSettledResult<T>[]) {
  const done = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  for (const error of refused) expect(error).toBeInstanceOf(ProviderError);
  return { done, refused: refused as ProviderError[] };
}

describe('changes racing each other', () => {
  it('lets one of several changes of a line (different keys) win; the others are refused and the places add up', async () => {
    const order = await shop.buy([walk('2027-05-04')]);
    const [from, to] = [await shop.soldOn(41031, '2027-05-04', '10:00'), await shop.soldOn(41031, '2027-05-05', '10:00')];

    const { done, refused } = outcomes(await Promise.allSettled(Array.from({ length: 8 }, (_, i) => shop.change(order, moveTo('2027-05-05', 0), { deps: on(i) }))));
    expect(done.map((a) => a.result)).toEqual(['changed']);
    expect(refused).toHaveLength(7);
    // Refused before the change (the ticket is already there) or under the lock (its ticket was replaced meanwhile).
    for (const error of refused) expect(['SAME_DATE', 'DATE_NOT_CHANGEABLE']).toContain(error.reason);

    expect(await shop.soldOn(41031, '2027-05-04', '10:00')).toBe(from - 2);
    expect(await shop.soldOn(41031, '2027-05-05', '10:00')).toBe(to + 2);
    expect(await soldBy(order.reference)).toEqual({ '2027-05-05': 2 });
    expect((await shop.ticketsOf(order.id)).map((t) => `${t.code} ${t.status}`)).toEqual([`${order.reference}-1 replaced`, `${order.reference}-1-2 valid`]);
    expect((await shop.eventsOf(order.id)).filter((e) => e.cause.startsWith('date changed'))).toHaveLength(1);
  });

  it('refuses a change whose ticket was moved by another request while its card was asked, and gives the authorisation back', async () => {
    const order = await shop.buy([walk('2027-06-16')]);
    const extra = (await shop.listPrice(DEARER.from)) - order.amount;
    let other: Promise<unknown> | undefined;
    // While the supplement is authorised, another tab moves the ticket to a day at the same price.
    const racing: Gateway = {
      ...shop.gateway,
      authorise: async (request) => {
        const outcome = await shop.gateway.authorise(request);
        other = shop.change(order, moveTo('2027-06-17', 0), { deps: on(1) });
        await other;
        return outcome;
      },
    };

    const refused = await shop.change(order, moveTo(DEARER.from, extra, approved), { deps: { ...on(0), gateway: racing } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ code: 'CONFLICT', reason: 'DATE_NOT_CHANGEABLE' });
    await other;

    expect(await soldBy(order.reference)).toEqual({ '2027-06-17': 2 });
    expect((await shop.ticketsOf(order.id)).map((t) => `${t.code} ${t.status}`)).toEqual([`${order.reference}-1 replaced`, `${order.reference}-1-2 valid`]);
    expect((await shop.supplementsOf(order.id)).map((s) => s.status)).toEqual(['voided']);
    const books = await paymentsOf(order.reference);
    expect(books.map((p) => p.status).sort()).toEqual(['cancelled', 'captured']);
    expect((await shop.orderOf(order.id))!.extraPaid).toBe(0);
  });

  it('charges one supplement when dearer changes race, and gives back every other authorisation', async () => {
    const order = await shop.buy([walk('2027-05-11')]);
    const extra = (await shop.listPrice(DEARER.from)) - order.amount;

    const { done } = outcomes(await Promise.allSettled(Array.from({ length: 4 }, (_, i) => shop.change(order, moveTo(DEARER.from, extra, approved), { deps: on(i) }))));
    expect(done.map((a) => a.result)).toEqual(['changed']);
    await shop.settle();

    const supplements = await shop.supplementsOf(order.id);
    expect(supplements.filter((s) => s.status === 'captured')).toHaveLength(1);
    expect(supplements.filter((s) => s.status !== 'captured').every((s) => s.status === 'voided')).toBe(true);
    const books = await paymentsOf(order.reference);
    expect(books.filter((p) => p.status === 'captured').map((p) => p.amount).sort()).toEqual([order.amount, extra].sort());
    expect(books.filter((p) => p.status !== 'captured').every((p) => p.status === 'cancelled')).toBe(true);
    expect((await shop.orderOf(order.id))!.extraPaid).toBe(extra);
    expect(await soldBy(order.reference)).toEqual({ [DEARER.from]: 2 });
  });

  it('makes one change of a double click (the same key), and answers every copy with it', async () => {
    const order = await shop.buy([walk('2027-05-12')]);
    const extra = (await shop.listPrice(DEARER.to)) - order.amount;
    const key = newKey();

    const { done, refused } = outcomes(await Promise.allSettled(Array.from({ length: 5 }, (_, i) => shop.change(order, moveTo(DEARER.to, extra, approved), { key, deps: on(i) }))));
    expect(refused).toEqual([]);
    expect(done.map((a) => a.result)).toEqual(Array(5).fill('changed'));
    expect(new Set(done.map((a) => a.difference.amount))).toEqual(new Set([extra]));

    expect(await shop.ticketsOf(order.id)).toHaveLength(2);
    expect((await shop.supplementsOf(order.id)).map((s) => s.status)).toEqual(['captured']);
    const books = await paymentsOf(order.reference);
    expect(books).toHaveLength(2);
    expect((await shop.orderOf(order.id))!.extraPaid).toBe(extra);
  });

  it('never sells more than the departure holds when two bookings race for its last places', async () => {
    const [first, second] = [await shop.buy([walk('2027-06-07')]), await shop.buy([walk('2027-06-08')])];
    const target = '2027-06-09';
    const taken = await shop.soldOn(41031, target, '10:00');
    await db().insert(inventoryAllocations).values({ optionId: 41031, travelDate: target, startTime: '10:00', quantity: 18 - taken, kind: 'sold', expiresAt: null, reference: 'order:elsewhere' });

    const { done, refused } = outcomes(await Promise.allSettled([first, second].map((order, i) => shop.change(order, moveTo(target, 0), { deps: on(i) }))));
    expect(done).toHaveLength(1);
    expect(refused.map((e) => e.code)).toEqual(['CONFLICT']);
    expect(await shop.soldOn(41031, target, '10:00')).toBe(20);
  });

  it('leaves nothing sold and nothing valid when a change and a cancellation of the line race', async () => {
    const order = await shop.buy([walk('2027-06-14')]);
    const results = await Promise.allSettled([shop.change(order, moveTo('2027-06-15', 0), { deps: on(0) }), shop.cancel(order.id)]);
    // Whichever came first, the cancellation stands: it either cancelled the new ticket or refused the change.
    expect(results[1]!.status).toBe('fulfilled');
    outcomes([results[0]!]);

    expect(await soldBy(order.reference)).toEqual({});
    expect((await shop.ticketsOf(order.id)).filter((t) => t.status === 'valid')).toEqual([]);
    expect((await shop.orderOf(order.id))!.refundedAmount).toBe(order.amount);
  });
});
