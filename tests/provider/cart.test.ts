import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema, UpsellSchema, type Cart } from '@/provider/api/contract/cart';
import { TimeSlotsSchema } from '@/provider/api/contract/availability';
import { cartSales, inventoryAllocations } from '@/provider/db/schema';
import { TEST_NOW } from './fixtures';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let clock = TEST_NOW;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle, () => clock).call;
});
afterAll(() => database.dispose());

// Paris's guided walking tour: a 10:00 departure for 20 (option 41031) and a 15:00 one for 25
// (41032), each asking for a tour language (choices 4103111/4103112, 4103211/4103212).
const TOUR = 4103;
const MORNING = 41031;
const AFTERNOON = 41032;
const ENGLISH_MORNING = 4103111;
/** Days beyond the weeks the seed has sold places on; each describe block takes its own. */
const DAY = { holds: '2027-04-14', expiry: '2027-04-15', edits: '2027-04-16', upsell: '2027-04-20', bad: '2027-04-21' };

const item = (date: string, adults = 2, extra: Record<string, unknown> = {}) => ({
  productId: TOUR,
  optionId: MORNING,
  date,
  time: '10:00',
  units: [{ type: 'adult', quantity: adults }],
  packageChoices: [ENGLISH_MORNING],
  ...extra,
});

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return call(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Adds an item as a visitor (a new one without a token) and returns the basket and the visitor's token. */
async function add(body: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await send('POST', '/transaction/addToCart', body, token ? { authorization: token, ...headers } : headers);
  const json = await response.json();
  return { response, json, token: token ?? response.headers.get('authorization') ?? '' };
}

async function cartOf(token: string, headers: Record<string, string> = {}): Promise<Cart> {
  const response = await call('/api/v2/transaction/sale', { headers: { authorization: token, ...headers } });
  expect(response.status).toBe(200);
  return CartSchema.parse(await response.json());
}

async function remaining(date: string, optionId = MORNING) {
  const response = await call(`/api/v2/option/${optionId}/availability/times?day=${date}`);
  return TimeSlotsSchema.parse(await response.json()).times[0]!.remaining;
}

describe('add to cart holds places', () => {
  it('creates a basket for a new visitor, answers a token once and holds the places', async () => {
    const { response, json, token } = await add(item(DAY.holds));
    expect(response.status).toBe(200);
    expect(token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('x-cart-count')).toBe('1');
    const cart = CartSchema.parse(json);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ optionId: MORNING, time: '10:00', timeZone: 'Europe/Paris', status: 'held', packageChoices: [{ choice: 'English' }] });
    // 2 adults at the morning tour's price, in minor units.
    expect(cart.items[0]!.amount.amount).toBe(2 * cart.items[0]!.units[0]!.unitPrice.amount);
    expect(cart.total).toEqual(cart.subtotal);
    expect(cart.heldUntil).toBe(new Date(TEST_NOW.getTime() + 20 * 60_000).toISOString());
    expect(await remaining(DAY.holds)).toBe(18);

    const again = await add(item(DAY.holds, 3), token);
    expect(again.response.headers.get('authorization')).toBeNull();
    expect(CartSchema.parse(again.json).count).toBe(2);
    expect(await remaining(DAY.holds)).toBe(15);
  });

  it('refuses more than is left with the number left, and a full departure as sold out', async () => {
    const { response, json } = await add(item(DAY.holds, 16));
    expect(response.status).toBe(409);
    expect(json).toMatchObject({ error: 'CONFLICT', reason: 'NOT_ENOUGH_PLACES', message: 'Only 15 places are left on this departure.' });
    expect((await add(item(DAY.holds, 15))).response.status).toBe(200);
    const full = await add(item(DAY.holds, 1));
    expect(full.response.status).toBe(409);
    expect(full.json.reason).toBe('SOLD_OUT');
    expect(await remaining(DAY.holds)).toBe(0);
  });

  it('adds nothing twice when the same request is retried with its idempotency key', async () => {
    const first = await add(item(DAY.edits, 1));
    const key = { 'idempotency-key': 'press-0001-book-now' };
    const before = await remaining(DAY.edits);
    const retries = await Promise.all([1, 2, 3].map(() => add(item(DAY.edits, 2), first.token, key)));
    expect(retries.map((r) => r.response.status)).toEqual([200, 200, 200]);
    expect((await cartOf(first.token)).count).toBe(2);
    expect(await remaining(DAY.edits)).toBe(before - 2);
  });
});

describe('holds expire by the clock, not by a sweeper', () => {
  it('frees the places the moment the hold ends and marks the item expired; recovering holds them again', async () => {
    const { token } = await add(item(DAY.expiry, 4));
    expect(await remaining(DAY.expiry)).toBe(16);
    try {
      clock = new Date(TEST_NOW.getTime() + 20 * 60_000 + 1);
      expect(await remaining(DAY.expiry)).toBe(20);
      const expired = await cartOf(token);
      expect(expired.items[0]).toMatchObject({ status: 'expired', heldUntil: null });
      expect(expired.heldUntil).toBeNull();

      const renewed = CartSchema.parse(await (await send('POST', '/transaction/sale/renew', undefined, { authorization: token })).json());
      expect(renewed.items[0]!.status).toBe('held');
      expect(await remaining(DAY.expiry)).toBe(16);
    } finally {
      clock = TEST_NOW;
    }
  });

  it('cannot recover places someone else took meanwhile: the item stays expired', async () => {
    const { token } = await add(item(DAY.expiry, 10));
    try {
      clock = new Date(TEST_NOW.getTime() + 21 * 60_000);
      // Now 16 free (the 4 of the test before are held again until +20 min… which has passed too): take all but 5.
      const left = await remaining(DAY.expiry);
      expect((await add(item(DAY.expiry, left - 5))).response.status).toBe(200);
      const renewed = CartSchema.parse(await (await send('POST', '/transaction/sale/renew', undefined, { authorization: token })).json());
      expect(renewed.items[0]!.status).toBe('expired');
      expect(await remaining(DAY.expiry)).toBe(5);
    } finally {
      clock = TEST_NOW;
    }
  });
});

describe('editing the basket', () => {
  it('removes an item and frees its places at once', async () => {
    const { token, json } = await add(item(DAY.edits, 3));
    const before = await remaining(DAY.edits);
    const saleId = CartSchema.parse(json).items.at(-1)!.id;
    const response = await send('DELETE', `/sale/delete/${saleId}`, undefined, { authorization: token });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cart-count')).toBe('0');
    expect(await remaining(DAY.edits)).toBe(before + 3);
  });

  it('applies a coupon case-insensitively and tells invalid from expired codes', async () => {
    const { token } = await add(item(DAY.edits, 2));
    const invalid = await send('POST', '/coupon/apply', { code: 'NOPE' }, { authorization: token });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).reason).toBe('COUPON_INVALID');
    const expired = await send('POST', '/coupon/apply', { code: 'summer15' }, { authorization: token });
    expect((await expired.json()).reason).toBe('COUPON_EXPIRED');
    const applied = CartSchema.parse(await (await send('POST', '/coupon/apply', { code: ' welcome10 ' }, { authorization: token })).json());
    expect(applied.coupon).toMatchObject({ code: 'WELCOME10', percent: 10 });
    expect(applied.coupon!.discount.amount).toBe(Math.floor((applied.subtotal.amount * 10 + 50) / 100));
    expect(applied.total.amount).toBe(applied.subtotal.amount - applied.coupon!.discount.amount);
  });

  it('re-prices every item when the currency changes', async () => {
    const { token } = await add(item(DAY.edits, 2));
    const euros = await cartOf(token);
    const pounds = CartSchema.parse(await (await send('PUT', '/currency/update', { id: 2 }, { authorization: token })).json());
    expect(pounds.currencyId).toBe(2);
    expect(pounds.total.currency).toBe('GBP');
    expect(pounds.items[0]!.amount.currency).toBe('GBP');
    expect(pounds.items[0]!.amount.amount).toBe(2 * pounds.items[0]!.units[0]!.unitPrice.amount);
    expect(pounds.items[0]!.amount.amount).not.toBe(euros.items[0]!.amount.amount);
  });

  it('keeps the traveller’s details and refuses non-latin names with the field named', async () => {
    const { token } = await add(item(DAY.edits, 1));
    const bad = await send('PUT', '/transaction/traveller', { firstName: 'Анна', lastName: 'Müller', phone: '612345678', document: 'X1234567' }, { authorization: token });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('firstName: must only contain latin script');
    const saved = CartSchema.parse(
      await (await send('PUT', '/transaction/traveller', { firstName: 'Anna', lastName: 'Müller', phone: '612345678', document: 'X1234567', guardian: true }, { authorization: token })).json(),
    );
    // The walking tour checks no IDs: the document is not kept (tests/provider/sales-conditions.test.ts).
    expect(saved.traveller).toEqual({ firstName: 'Anna', lastName: 'Müller', phone: '612345678', document: '', guardian: false });
  });

  it('suggests cities’ other products, not those already in the basket', async () => {
    const { token } = await add(item(DAY.edits, 1));
    const cards = (await (await call('/api/v2/transaction/crossSellingProducts', { headers: { authorization: token } })).json()) as { id: number; locationId: number }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.locationId === 41 && card.id !== TOUR)).toBe(true);
  });
});

describe('upselling and downselling', () => {
  // Paris's hop-on hop-off bus: open-dated 24-hour (41011: adult €25.50), 48-hour (41012: €33.50) and 72-hour (41013: €40.00) tickets.
  const bus = (optionId: number) => ({ productId: 4101, optionId, date: DAY.upsell, units: [{ type: 'adult', quantity: 2 }], packageChoices: [] });

  it('offers the other tickets with the difference in price, and moves the item to one', async () => {
    const { token, json } = await add(bus(41012));
    const sale = CartSchema.parse(json).items[0]!;
    const offer = UpsellSchema.parse(await (await call(`/api/v2/sale/${sale.id}/upselling`, { headers: { authorization: token } })).json());
    expect(offer.options.find((o) => o.optionId === 41011)).toMatchObject({ kind: 'downgrade', difference: { amount: -1600, currency: 'EUR' } });
    expect(offer.options.find((o) => o.optionId === 41013)).toMatchObject({ kind: 'upgrade', difference: { amount: 1300, currency: 'EUR' } });
    const only = UpsellSchema.parse(await (await call(`/api/v2/sale/${sale.id}/upselling?toOptionId=41013`, { headers: { authorization: token } })).json());
    expect(only.options.map((o) => o.optionId)).toEqual([41013]);
    expect((await call(`/api/v2/sale/${sale.id}/upselling?fromOptionId=41011`, { headers: { authorization: token } })).status).toBe(409);

    const moved = CartSchema.parse(await (await send('POST', `/sale/${sale.id}/upselling`, { toOptionId: 41013 }, { authorization: token })).json());
    expect(moved.items[0]).toMatchObject({ id: sale.id, optionId: 41013, amount: { amount: 8000, currency: 'EUR' } });
  });

  it('offers the other option with its price difference and moves the item, holding the new places and freeing the old', async () => {
    const { token, json } = await add(item(DAY.upsell, 2));
    const sale = CartSchema.parse(json).items[0]!;
    const offer = UpsellSchema.parse(await (await call(`/api/v2/sale/${sale.id}/upselling`, { headers: { authorization: token } })).json());
    const afternoon = offer.options.find((o) => o.optionId === AFTERNOON);
    // The 15:00 departure differs from 10:00: same time is not possible, so it is not offered…
    expect(afternoon).toBeUndefined();
    expect((await send('POST', `/sale/${sale.id}/upselling`, { toOptionId: AFTERNOON }, { authorization: token })).status).toBe(422);
    expect(await remaining(DAY.upsell)).toBe(18);
  });
});

describe('bad input changes nothing and leaks nothing', () => {
  const statusOf = async (body: unknown) => (await add(body)).response.status;

  it.each([
    ['a negative quantity', item(DAY.bad, -1)],
    ['a huge quantity', item(DAY.bad, 1_000_000)],
    ['a date that is no date', item('2027-02-30')],
    ['a missing product', { optionId: MORNING, date: DAY.bad, units: [{ type: 'adult', quantity: 1 }] }],
    ['an unknown passenger type', { ...item(DAY.bad), units: [{ type: 'dragon', quantity: 1 }] }],
    ['the same passenger type twice', { ...item(DAY.bad), units: [{ type: 'adult', quantity: 1 }, { type: 'adult', quantity: 1 }] }],
  ])('answers 400 to %s', async (_, body) => {
    expect(await statusOf(body)).toBe(400);
  });

  it.each([
    ['no passengers', item(DAY.bad, 0), 'NO_PASSENGERS'],
    ['no time slot', { ...item(DAY.bad), time: undefined }, 'NO_TIME_SLOT'],
    ['a time it does not leave at', item(DAY.bad, 1, { time: '11:00' }), 'TIME_UNAVAILABLE'],
    ['no package option', item(DAY.bad, 1, { packageChoices: [] }), 'PACKAGE_OPTIONS'],
    ['another option’s package choice', item(DAY.bad, 1, { packageChoices: [4103211] }), 'PACKAGE_OPTIONS'],
    ['a date in the past', item('2027-02-01'), 'DAY_UNAVAILABLE'],
    ['a date beyond availability', item('2029-01-02'), 'DAY_UNAVAILABLE'],
    ['a Sunday, when it does not run', item('2027-04-18'), 'DAY_UNAVAILABLE'],
    ['a passenger type the option does not sell', { ...item(DAY.bad), units: [{ type: 'resident_senior', quantity: 1 }] }, 'OPTION_NOT_SELECTABLE'],
  ])('answers 422 to %s, with the reason for the shop to say', async (_, body, reason) => {
    const { response, json } = await add(body);
    expect(response.status).toBe(422);
    expect(json.reason).toBe(reason);
  });

  it('answers 404 to an option of another product', async () => {
    const { response, json } = await add(item(DAY.bad, 1, { optionId: 41011 }));
    expect(response.status).toBe(404);
    expect(json.error).toBe('NOT_FOUND');
  });

  it('answers 401 to a tampered or unknown token, and never opens another visitor’s basket', async () => {
    for (const token of ['Bearer nope', `Bearer ${'A'.repeat(43)}`]) {
      const response = await call('/api/v2/transaction/sale', { headers: { authorization: token } });
      expect(response.status).toBe(401);
      expect((await response.json()).reason).toBe('SESSION_EXPIRED');
    }
  });

  it('treats a sale id of another visitor’s basket as unknown and leaves it alone', async () => {
    const owner = await add(item(DAY.bad, 1));
    const stranger = await add(item(DAY.bad, 1));
    const saleId = CartSchema.parse(owner.json).items[0]!.id;
    for (const [method, path] of [['DELETE', `/sale/delete/${saleId}`], ['POST', `/sale/delete/${saleId}`], ['GET', `/sale/${saleId}/upselling`]] as const) {
      const response = await send(method, path, undefined, { authorization: stranger.token });
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe(`Your basket has no item ${saleId}.`);
    }
    expect((await cartOf(owner.token)).count).toBe(1);
  });

  it('answers 400 to an oversized body and a coupon code too long', async () => {
    const huge = await send('POST', '/transaction/addToCart', { ...item(DAY.bad), packageChoices: Array.from({ length: 5000 }, (_, i) => i + 1) });
    expect(huge.status).toBe(400);
    const { token } = await add(item(DAY.bad, 1));
    expect((await send('POST', '/coupon/apply', { code: 'X'.repeat(41) }, { authorization: token })).status).toBe(400);
  });

  it('left no stray holds behind any refused request', async () => {
    const rows = await database.handle.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(inventoryAllocations)
      .where(sql`${inventoryAllocations.reference} like 'sale:%' and not exists (select 1 from ${cartSales} where 'sale:' || ${cartSales.id} = ${inventoryAllocations.reference})`);
    expect(rows[0]!.n).toBe(0);
  });
});
