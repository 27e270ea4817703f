import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, sandboxPayments } from '@/provider/db/schema';
import { createTestDatabase, type TestDatabase } from './test-database';
import { card, CARDS, paymentProvider, walk } from './payment-support';

/**
 * Many tabs paying one basket at once, each with its own idempotency key. On PostgreSQL the
 * tabs share two app instances' connection pools and truly run in parallel, so any two
 * payment paths taking their locks in different orders deadlock here.
 */
let database: TestDatabase;
let shops: ReturnType<typeof paymentProvider>[];

beforeAll(async () => {
  database = await createTestDatabase();
  shops = [paymentProvider(database.handle)];
  if (database.openAnother) shops.push(paymentProvider(await database.openAnother()));
});
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.settle()));
  await database.dispose();
});

const TABS = 10;
const ROUNDS = 20;
/** The walking tour runs Monday to Saturday: one departure per round, from 1 September 2027. */
const DAYS = Array.from({ length: ROUNDS + 4 }, (_, i) => new Date(Date.UTC(2027, 8, 1 + i)))
  .filter((day) => day.getUTCDay() !== 0)
  .map((day) => day.toISOString().slice(0, 10));

it(`${TABS} tabs paying one basket with distinct keys, ${ROUNDS} times: one payment per basket, clean refusals, no 5xx`, async () => {
  const db = database.handle.db;
  for (let round = 0; round < ROUNDS; round++) {
    const { token, total, cart } = await shops[0]!.basket(walk(DAYS[round]!));
    const responses = await Promise.all(Array.from({ length: TABS }, (_, tab) => shops[tab % shops.length]!.pay(token, total, card(CARDS.approved))));
    const answers = await Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as { result?: string; orderId?: string; reason?: string } })));

    expect(answers.filter((a) => a.status >= 500), `round ${round}`).toEqual([]);
    const paid = await db.select().from(orders).where(eq(orders.cartId, cart.id!));
    expect(paid.map((o) => o.status), `round ${round}`).toEqual(['paid']);
    // Every tab is shown that purchase, or told a payment is already running.
    for (const { status, body } of answers) {
      if (status === 200) expect(body).toMatchObject({ result: 'paid', orderId: paid[0]!.id });
      else expect({ status, reason: body.reason }).toEqual({ status: 409, reason: 'PAYMENT_IN_PROGRESS' });
    }
    const charges = await db.select().from(sandboxPayments).where(inArray(sandboxPayments.merchantReference, paid.map((o) => o.reference)));
    expect(charges.map((c) => c.status), `round ${round}`).toEqual(['captured']);
  }
}, 300_000);
