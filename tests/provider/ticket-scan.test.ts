import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanAnswerSchema } from '@/provider/api/contract/booking';
import { VoucherSchema } from '@/provider/api/contract/payment';
import { orderEvents, tickets } from '@/provider/db/schema';
import { ticketSecret } from '@/provider/services/payment/voucher-data';
import { signTicket } from '@/provider/services/voucher/signature';
import { card, CARDS, paymentProvider, walk } from './payment-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

/**
 * The entrance's scanner (GET ticket/{code}/check): every answer of the contract, the first scan
 * recording the redemption once, two scanners at once, and the operator's key.
 */
const KEY = 'operator-key-for-the-tests-0123456789';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, { tickets: { operatorKey: KEY } });
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const at = (iso: string) => (shop.clock.now = new Date(iso));

/** A paid order of the items, bought at the tests' clock; its reference, id and its tickets' QR payloads. */
async function bought(...items: unknown[]) {
  at('2027-03-01T08:00:00Z');
  const { token, total } = await shop.basket(...items);
  const paid = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
  expect(paid.result).toBe('paid');
  const voucher = VoucherSchema.parse(await (await shop.send('GET', `/transaction/voucher?token=${paid.voucherToken}`)).json());
  return { reference: paid.reference, orderId: paid.orderId, qr: voucher.tickets.map((t) => t.qr), codes: voucher.tickets.map((t) => t.code) };
}

async function scan(code: string, key: string | null = KEY) {
  const response = await shop.send('GET', `/ticket/${encodeURIComponent(code)}/check`, undefined, key === null ? {} : { 'x-operator-key': key });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ScanAnswerSchema.parse(await response.json());
}

const redemptions = (orderId: string) =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.actor, 'staff')));

describe('a valid ticket', () => {
  it('is admitted on its day on the venue’s clocks, once: the first scan is VALID and recorded, every later one ALREADY_USED with its time', async () => {
    const order = await bought(walk('2027-03-05', 2));
    // 23:30 UTC on the 4th is already 00:30 on the 5th in Paris.
    at('2027-03-04T23:30:00Z');
    const first = await scan(order.qr[0]!);
    expect(first).toEqual({
      result: 'VALID',
      code: `${order.reference}-1`,
      reference: order.reference,
      productName: expect.any(String),
      date: '2027-03-05',
      time: '10:00',
      passengers: [{ type: 'adult', quantity: 2 }],
      redeemedAt: '2027-03-04T23:30:00.000Z',
    });
    expect(first.productName!.length).toBeGreaterThan(0);
    const [ticket] = await db().select().from(tickets).where(eq(tickets.code, `${order.reference}-1`));
    expect(ticket!.redeemedAt?.toISOString()).toBe('2027-03-04T23:30:00.000Z');
    const events = await redemptions(order.orderId);
    expect(events.map((e) => ({ cause: e.cause, actor: e.actor, from: e.fromStatus, to: e.toStatus }))).toEqual([
      { cause: `ticket ${order.reference}-1 redeemed`, actor: 'staff', from: 'paid', to: 'paid' },
    ]);

    at('2027-03-05T09:00:00Z');
    expect(await scan(order.qr[0]!)).toMatchObject({ result: 'ALREADY_USED', reference: order.reference, redeemedAt: '2027-03-04T23:30:00.000Z' });
    // Staff typing the printed code, in any case, meet the same ticket.
    expect(await scan(`${order.reference.toLowerCase()}-1`)).toMatchObject({ result: 'ALREADY_USED', code: `${order.reference}-1` });
    expect(await redemptions(order.orderId)).toHaveLength(1);
  });

  it('admitted by two scanners at the same moment: one answers VALID, the other ALREADY_USED, and one redemption is recorded', async () => {
    const order = await bought(walk('2027-03-05', 1));
    at('2027-03-05T08:30:00Z');
    const answers = await Promise.all([scan(order.qr[0]!), scan(order.codes[0]!)]);
    expect(answers.map((a) => a.result).sort()).toEqual(['ALREADY_USED', 'VALID']);
    expect(new Set(answers.map((a) => a.redeemedAt))).toEqual(new Set(['2027-03-05T08:30:00.000Z']));
    expect(await redemptions(order.orderId)).toHaveLength(1);
  });

  it('typed by staff as its printed code is admitted like its QR code', async () => {
    const order = await bought(walk('2027-03-05', 1));
    at('2027-03-05T08:00:00Z');
    expect(await scan(order.codes[0]!)).toMatchObject({ result: 'VALID', reference: order.reference });
  });
});

describe('a ticket that may not enter', () => {
  it('on another day than its departure’s, on the venue’s clocks, is WRONG_DATE and stays unused', async () => {
    const order = await bought(walk('2027-03-05', 1));
    at('2027-03-04T12:00:00Z');
    expect(await scan(order.qr[0]!)).toMatchObject({ result: 'WRONG_DATE', date: '2027-03-05', time: '10:00', redeemedAt: null });
    // Still the 5th in UTC, already the 6th in Paris.
    at('2027-03-05T23:30:00Z');
    expect(await scan(order.qr[0]!)).toMatchObject({ result: 'WRONG_DATE', redeemedAt: null });
    expect(await redemptions(order.orderId)).toEqual([]);
  });

  it('open-dated, is admitted until the end of its last valid day and EXPIRED after it', async () => {
    // Paris's 24-hour bus ticket: open-dated, valid 12 months from the purchase on 1 March 2027.
    const order = await bought({ productId: 4101, optionId: 41011, date: '2027-03-05', units: [{ type: 'adult', quantity: 1 }], packageChoices: [] });
    const [ticket] = await db().select().from(tickets).where(eq(tickets.code, order.codes[0]!));
    expect(ticket!.validUntil).toBe('2028-02-29');
    // 23:30 UTC on 29 February is 00:30 on 1 March in Paris: a day too late.
    at('2028-02-29T23:30:00Z');
    expect(await scan(order.qr[0]!)).toMatchObject({ result: 'EXPIRED', time: null, redeemedAt: null });
    at('2028-02-29T22:30:00Z');
    expect(await scan(order.qr[0]!)).toMatchObject({ result: 'VALID', time: null });
  });

  it('cancelled is CANCELLED, even on its day', async () => {
    const order = await bought(walk('2027-03-05', 1));
    await db().update(tickets).set({ status: 'cancelled', cancelledAt: new Date('2027-03-02T10:00:00Z') }).where(eq(tickets.code, order.codes[0]!));
    at('2027-03-05T08:00:00Z');
    expect(await scan(order.qr[0]!)).toMatchObject({ result: 'CANCELLED', reference: order.reference, redeemedAt: null });
    expect(await redemptions(order.orderId)).toEqual([]);
  });

  it('replaced by a new date’s ticket is CANCELLED: the old code scans no more', async () => {
    const order = await bought(walk('2027-03-05', 1));
    const secret = await ticketSecret(db());
    const [current] = await db().select().from(tickets).where(eq(tickets.code, order.codes[0]!));
    const oldCode = `${order.reference}-1-9`;
    await db().insert(tickets).values({ orderId: order.orderId, line: 0, code: oldCode, issue: 9, status: 'replaced', validUntil: current!.validUntil });
    at('2027-03-05T08:00:00Z');
    expect(await scan(signTicket(oldCode, secret))).toMatchObject({ result: 'CANCELLED', code: oldCode, reference: order.reference });
    expect(await scan(oldCode)).toMatchObject({ result: 'CANCELLED' });
  });

  it('that the provider never issued is UNKNOWN, and a forged signature is too, with the same 200', async () => {
    const order = await bought(walk('2027-03-05', 1));
    at('2027-03-05T08:00:00Z');
    const secret = await ticketSecret(db());
    expect(await scan('SSZZZZZZZZ-1')).toEqual({ result: 'UNKNOWN', code: 'SSZZZZZZZZ-1', reference: null, productName: null, date: null, time: null, passengers: [], redeemedAt: null });
    expect(await scan(signTicket('SSZZZZZZZZ-1', secret))).toMatchObject({ result: 'UNKNOWN', reference: null });
    // A real ticket's code signed with another key: not admitted, and not used up either.
    const forged = signTicket(order.codes[0]!, 'not the provider’s key');
    expect(await scan(forged)).toMatchObject({ result: 'UNKNOWN', reference: null });
    // One bit of the real signature changed.
    const qr = order.qr[0]!;
    expect(await scan(`${qr.slice(0, -1)}${qr.endsWith('A') ? 'Q' : 'A'}`)).toMatchObject({ result: 'UNKNOWN' });
    expect(await scan('<script>')).toMatchObject({ result: 'UNKNOWN' });
    expect(await redemptions(order.orderId)).toEqual([]);
    expect(await scan(order.qr[0]!)).toMatchObject({ result: 'VALID' });
  });
});

describe('the operator’s key', () => {
  it('is required: none or a wrong one is 401 and changes nothing', async () => {
    const order = await bought(walk('2027-03-05', 1));
    at('2027-03-05T08:00:00Z');
    const attempts: Record<string, string>[] = [{}, { 'x-operator-key': 'wrong' }, { 'x-operator-key': `${KEY}x` }];
    for (const headers of attempts) {
      const response = await shop.send('GET', `/ticket/${order.qr[0]}/check`, undefined, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
    expect(await redemptions(order.orderId)).toEqual([]);
  });

  it('unset, ticket checks are off: 404 saying so', async () => {
    const { call } = providerOn(database.handle);
    const response = await call('/api/v2/ticket/SSZZZZZZZZ-1/check', { headers: { 'x-operator-key': KEY } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NOT_FOUND', message: 'Ticket checks are not configured.' });
  });
});
