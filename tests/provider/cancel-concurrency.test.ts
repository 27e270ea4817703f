import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProviderError } from '@/provider/api/errors';
import type { DatabaseHandle } from '@/provider/db/types';
import { cancelTickets } from '@/provider/services/orders/cancel';
import { ticketStates } from '@/provider/services/orders/ticket-state';
import { createSandboxGateway } from '@/provider/services/payment/sandbox';
import { TEST_NOW } from './fixtures';
import { orderShop } from './cancel-support';
import { walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Double clicks, two tabs and a crowd: cancellations of one order racing each other. On
 * PostgreSQL a second connection pool plays a second app instance; PGlite is one process's database.
 */
let database: TestDatabase;
let shop: ReturnType<typeof orderShop>;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  shop = orderShop(database);
  handles.push(database.handle);
  if (database.openAnother) handles.push(await database.openAnother());
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

/** The services' deps on the i-th app instance: its own pool and its own sandbox over the same books. */
const depsOn = (i: number) => {
  const handle = handles[i % handles.length]!;
  return shop.deps({ db: handle.db, gateway: createSandboxGateway({ db: async () => handle.db, now: () => TEST_NOW, timeoutDelayMs: 0 }) });
};

const outcome = (call: Promise<{ refunded: number }>) =>
  call.then(
    (result) => ({ ok: true as const, refunded: result.refunded, reason: null }),
    (error: unknown) => {
      if (!(error instanceof ProviderError)) throw error;
      return { ok: false as const, refunded: 0, reason: error.reason ?? error.code };
    },
  );

it('50 cancellations of one ticket at once, each with its own key: one refund, the rest told it is cancelled', async () => {
  const order = await shop.buy([walk('2027-05-10', 2), walk('2027-05-11', 1)]);
  const [first] = await ticketStates(database.handle.db, order, TEST_NOW);

  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => outcome(cancelTickets(depsOn(i), { orderId: order.id, lines: [0], actor: 'customer', idempotencyKey: `crowd-${i}` }))),
  );
  expect(results.filter((r) => r.ok)).toEqual([{ ok: true, refunded: first!.refund, reason: null }]);
  expect(new Set(results.filter((r) => !r.ok).map((r) => r.reason))).toEqual(new Set(['TICKET_CANCELLED']));

  const refunds = await shop.refundsOf(order.id);
  expect(refunds.map((r) => ({ amount: r.amount, status: r.status }))).toEqual([{ amount: first!.refund, status: 'succeeded' }]);
  expect((await shop.orderOf(order.id))!.refundedAmount).toBe(first!.refund);
  expect((await shop.sandboxRefundsOf(order.pspReference!)).map((b) => b.amount)).toEqual([first!.refund]);
  expect((await shop.ticketsOf(order.id)).map((t) => t.status)).toEqual(['cancelled', 'valid']);
  expect(await shop.soldOn(41031, '2027-05-10', '10:00')).toBe(0);
  expect(await shop.soldOn(41031, '2027-05-11', '10:00')).toBe(1);
}, 120_000);

it('a double click (one key, 20 requests at once) cancels and refunds once, and every request gets the same answer', async () => {
  const order = await shop.buy([walk('2027-05-12', 1)]);
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => outcome(cancelTickets(depsOn(i), { orderId: order.id, actor: 'customer', idempotencyKey: 'one-click' }))),
  );
  expect(results.every((r) => r.ok && r.refunded === order.amount)).toBe(true);
  expect(await shop.refundsOf(order.id)).toHaveLength(1);
  expect(await shop.sandboxRefundsOf(order.pspReference!)).toHaveLength(1);
  expect((await shop.eventsOf(order.id)).filter((e) => e.cause.startsWith('cancelled lines'))).toHaveLength(1);
}, 120_000);

it('the whole order and each of its tickets cancelled at once never give back more than was paid', async () => {
  const order = await shop.buy([walk('2027-05-13', 1), walk('2027-05-14', 2), walk('2027-05-15', 3)]);
  const asks: (number[] | undefined)[] = [undefined, [0], [1], [2], [0, 1, 2], [2, 0], undefined, [1]];
  const results = await Promise.all(
    asks.flatMap((lines, i) => [0, 1].map((j) => outcome(cancelTickets(depsOn(i + j), { orderId: order.id, lines, actor: 'customer', idempotencyKey: `mixed-${i}-${j}` })))),
  );
  const refunded = results.reduce((sum, r) => sum + r.refunded, 0);
  expect(refunded).toBe(order.amount);
  const after = (await shop.orderOf(order.id))!;
  expect(after.refundedAmount).toBe(order.amount);
  expect((await shop.refundsOf(order.id)).reduce((sum, r) => sum + r.amount, 0)).toBe(order.amount);
  expect((await shop.sandboxRefundsOf(order.pspReference!)).reduce((sum, b) => sum + b.amount, 0)).toBe(order.amount);
  expect((await shop.ticketsOf(order.id)).map((t) => t.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
}, 120_000);
