import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingTokenSchema } from '@/provider/api/contract/booking';
import { bookingLookups, orders } from '@/provider/db/schema';
import { TEST_NOW } from './fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';
import { card, CARDS, customer, paymentProvider, walk } from './payment-support';
import { buy, lookup, newAddress } from './booking-support';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;
let order: Awaited<ReturnType<typeof buy>>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle);
  order = await buy(shop, database.handle, walk('2027-05-03'));
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const wrongPin = () => (order.pin === '000000' ? '000001' : '000000');
const NOT_FOUND = { error: 'NOT_FOUND', reason: 'BOOKING_NOT_FOUND', message: 'We could not find a booking with these details.' };

describe('finding a booking', () => {
  it('by its reference and email, in any case, gives a two-hour token that opens it', async () => {
    const response = await lookup(shop, { reference: ` ${order.reference.toLowerCase()} `, email: ' ANNA@Example.com ' }, newAddress());
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { token, expiresAt } = BookingTokenSchema.parse(await response.json());
    expect(expiresAt).toBe(new Date(TEST_NOW.getTime() + 2 * 3600_000).toISOString());

    const view = await shop.send('GET', '/booking', undefined, { 'x-booking-token': token });
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ reference: order.reference, customer: { email: customer.email } });
  });

  it('by its reference and PIN', async () => {
    const response = await lookup(shop, { reference: order.reference, pin: order.pin }, newAddress());
    expect(response.status).toBe(200);
    const { token } = BookingTokenSchema.parse(await response.json());
    expect((await shop.send('GET', '/booking', undefined, { 'x-booking-token': token })).status).toBe(200);
  });

  it('answers an unknown reference, a wrong email and a wrong PIN alike, saying nothing of which', async () => {
    const ip = newAddress();
    const answers = [
      await lookup(shop, { reference: 'SSZZZZZZZZ', email: customer.email }, ip),
      await lookup(shop, { reference: 'SSZZZZZZZZ', pin: order.pin }, ip),
      await lookup(shop, { reference: order.reference, email: 'someone@example.com' }, ip),
      await lookup(shop, { reference: order.reference, pin: wrongPin() }, ip),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(NOT_FOUND);
    }
  });

  it('does not find an order that was never paid', async () => {
    const { token, total } = await shop.basket(walk('2027-05-04'));
    const refused = await shop.answer(await shop.pay(token, total, card(CARDS.refused)));
    expect(refused.result).toBe('refused');
    const [unpaid] = await database.handle.db.select().from(orders).where(eq(orders.id, refused.orderId));
    const answer = await lookup(shop, { reference: unpaid!.reference, pin: unpaid!.pin }, newAddress());
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual(NOT_FOUND);
  });

  it('refuses a body that names neither or both of email and PIN, or no reference', async () => {
    for (const body of [{ reference: order.reference }, { reference: order.reference, email: customer.email, pin: order.pin }, { pin: order.pin }, { reference: 'nope', pin: order.pin }]) {
      const answer = await lookup(shop, body, newAddress());
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('too many wrong tries', () => {
  it('lock a reference after ten wrong PINs for 30 minutes, even for the right PIN, then let it in again', async () => {
    const locked = await buy(shop, database.handle, walk('2027-05-05'));
    const wrong = locked.pin === '000000' ? '000001' : '000000';
    const ip = newAddress();
    for (let i = 0; i < 10; i++) expect((await lookup(shop, { reference: locked.reference, pin: wrong }, ip)).status).toBe(404);

    const refused = await lookup(shop, { reference: locked.reference, pin: locked.pin }, newAddress());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1800');
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.json()).toEqual({ error: 'TOO_MANY_REQUESTS', reason: 'LOOKUP_LOCKED', message: 'Too many attempts for this booking. Please try again in 30 minutes.' });

    shop.clock.now = new Date(TEST_NOW.getTime() + 20 * 60_000);
    const later = await lookup(shop, { reference: locked.reference, email: customer.email }, newAddress());
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('600');

    shop.clock.now = new Date(TEST_NOW.getTime() + 31 * 60_000);
    try {
      expect((await lookup(shop, { reference: locked.reference, pin: locked.pin }, newAddress())).status).toBe(200);
      // A success starts the count again: nine more wrong PINs do not lock it.
      expect(await database.handle.db.select().from(bookingLookups).where(eq(bookingLookups.reference, locked.reference))).toEqual([]);
      for (let i = 0; i < 9; i++) expect((await lookup(shop, { reference: locked.reference, pin: wrong }, ip)).status).toBe(404);
      expect((await lookup(shop, { reference: locked.reference, pin: locked.pin }, newAddress())).status).toBe(200);
    } finally {
      shop.clock.now = TEST_NOW;
    }
  });

  it('count wrong tries for a reference that does not exist the same way', async () => {
    const ip = newAddress();
    for (let i = 0; i < 10; i++) expect((await lookup(shop, { reference: 'SSYYYYYYYY', pin: '123456' }, ip)).status).toBe(404);
    const answer = await lookup(shop, { reference: 'SSYYYYYYYY', pin: '123456' }, newAddress());
    expect(answer.status).toBe(429);
    expect((await answer.json()).reason).toBe('LOOKUP_LOCKED');
  });

  it('forget failures older than an hour', async () => {
    const ip = newAddress();
    for (let i = 0; i < 9; i++) expect((await lookup(shop, { reference: 'SSXXXXXXXX', pin: '123456' }, ip)).status).toBe(404);
    shop.clock.now = new Date(TEST_NOW.getTime() + 61 * 60_000);
    try {
      // The window started again: these are the first and second failures, not the tenth and eleventh.
      expect((await lookup(shop, { reference: 'SSXXXXXXXX', pin: '123456' }, ip)).status).toBe(404);
      expect((await lookup(shop, { reference: 'SSXXXXXXXX', pin: '123456' }, ip)).status).toBe(404);
      const [row] = await database.handle.db.select().from(bookingLookups).where(eq(bookingLookups.reference, 'SSXXXXXXXX'));
      expect(row).toMatchObject({ failures: 2, lockedUntil: null });
    } finally {
      shop.clock.now = TEST_NOW;
    }
  });

  it('lock parallel guesses past the tenth, however they interleave', async () => {
    const target = await buy(shop, database.handle, walk('2027-05-06'));
    const wrong = target.pin === '000000' ? '000001' : '000000';
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => lookup(shop, { reference: target.reference, pin: wrong }, ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect((await lookup(shop, { reference: target.reference, pin: target.pin }, newAddress())).status).toBe(429);
  });

  it('limit one address to 30 look-ups in 15 minutes, whatever it looks up', async () => {
    const ip = newAddress();
    for (let i = 0; i < 30; i++) {
      const answer = await lookup(shop, { reference: `SS2345678${'23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[i]}`, email: customer.email }, ip);
      expect(answer.status).toBe(404);
    }
    // An address the client writes into the header itself does not get it past the limit.
    const limited = await lookup(shop, { reference: order.reference, pin: order.pin }, `198.51.100.77, ${ip}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', reason: 'LOOKUP_LOCKED' });
    // Another address is not held back.
    expect((await lookup(shop, { reference: order.reference, pin: order.pin }, newAddress())).status).toBe(200);
  });
});
