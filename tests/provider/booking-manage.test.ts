import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingTokenSchema, CancelAnswerSchema, ManagedBookingSchema } from '@/provider/api/contract/booking';
import { orderEvents } from '@/provider/db/schema';
import { bookingTokenFor } from '@/provider/services/booking/access';
import type { Gateway } from '@/provider/services/payment/gateway';
import { createSandboxGateway } from '@/provider/services/payment/sandbox';
import { sendConfirmationAgain } from '@/provider/services/payment/confirmation';
import { ticketSecret } from '@/provider/services/payment/voucher-data';
import { verifyTicket } from '@/provider/services/voucher/signature';
import { TEST_NOW } from './fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';
import { customer, newKey, paymentProvider, walk } from './payment-support';
import { buy, lookup, mailsOf, newAddress } from './booking-support';

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

/** A token for the order, as a look-up by PIN gives it. */
async function tokenOf(order: { reference: string; pin: string }) {
  const response = await lookup(shop, { reference: order.reference, pin: order.pin }, newAddress());
  expect(response.status, await response.clone().text()).toBe(200);
  return BookingTokenSchema.parse(await response.json()).token;
}

const view = async (token: string) => {
  const response = await shop.send('GET', '/booking', undefined, { 'x-booking-token': token });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ManagedBookingSchema.parse(await response.json());
};

describe('the booking as "manage my booking" shows it', () => {
  it('lists each ticket with its names, passengers, price, refund, deadline and QR, and the purchase in the history', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-03'), walk('2027-05-04', 1));
    const booking = await view(await tokenOf(order));

    expect(booking).toMatchObject({
      reference: order.reference,
      status: 'paid',
      paidWith: 'card',
      language: 'en',
      customer: { firstName: 'Anna', lastName: 'Müller', email: customer.email },
      paid: { amount: order.amount, currency: 'EUR' },
      refunded: { amount: 0, currency: 'EUR' },
    });
    expect(booking.tickets).toHaveLength(2);
    const [first, second] = booking.tickets as [(typeof booking.tickets)[0], (typeof booking.tickets)[0]];
    expect(first).toMatchObject({
      line: 0,
      code: `${order.reference}-1`,
      status: 'valid',
      productId: 4103,
      optionId: 41031,
      kind: 'timed',
      locationName: 'Paris',
      date: '2027-05-03',
      time: '10:00',
      timeZone: 'Europe/Paris',
      validUntil: '2027-05-03',
      passengers: [{ type: 'adult', name: 'Adult', quantity: 2 }],
      // The option's terms: everything back until 24 hours before 10:00 in Paris (08:00 UTC in May).
      policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440, deadline: '2027-05-02T08:00:00.000Z' },
      canCancel: true,
      cancelBlock: null,
      canChangeDate: true,
      changeBlock: null,
      wallet: { apple: null, google: null },
    });
    expect(first.productName).not.toBe('');
    expect(first.optionName).not.toBe('');
    expect(first.price.amount + second.price.amount).toBe(order.amount);
    expect(first.refund).toEqual(first.price);
    expect(second.price.amount).toBe(order.lines[1]!.amount);
    expect(verifyTicket(first.qr!, await ticketSecret(db()))).toBe(first.code);
    expect(booking.history.map((h) => h.kind)).toEqual(['booked']);
    expect(booking.history[0]!.lines).toEqual([0, 1]);
    expect(booking.voucher).toEqual({
      mobileUrl: `https://www.opentoptours.example/en/voucher?token=${order.secret}`,
      pdfUrl: `https://www.opentoptours.example/api/v2/transaction/voucher?token=${order.secret}&format=pdf`,
    });
  });

  it('shows a ticket past its day as expired, without a QR code', async () => {
    const order = await buy(shop, database.handle, walk('2027-03-10'));
    const token = bookingTokenFor(order.reference, new Date('2027-06-01T00:00:00Z'), await ticketSecret(db()));
    shop.clock.now = new Date('2027-03-10T23:30:00Z'); // 00:30 on the 11th in Paris
    try {
      const [ticket] = (await view(token)).tickets;
      expect(ticket).toMatchObject({ status: 'expired', qr: null, canCancel: false, refund: { amount: 0 } });
    } finally {
      shop.clock.now = TEST_NOW;
    }
  });
});

describe('the booking token', () => {
  it('is required, and one the provider did not sign opens nothing', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-05'));
    const token = await tokenOf(order);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const headers of [{} as Record<string, string>, { 'x-booking-token': 'nonsense' }, { 'x-booking-token': forged }, { 'x-booking-token': bookingTokenFor('SSZZZZZZZZ', new Date('2028-01-01'), await ticketSecret(db())) }]) {
      const response = await shop.send('GET', '/booking', undefined, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const body = await response.json();
      expect(body.error).toBe('UNAUTHORIZED');
      expect(body.reason).toBeUndefined();
    }
  });

  it('from a look-up expires after two hours, saying so', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-06'));
    const token = await tokenOf(order);
    shop.clock.now = new Date(TEST_NOW.getTime() + 2 * 3600_000 + 1000);
    try {
      const response = await shop.send('GET', '/booking', undefined, { 'x-booking-token': token });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED', reason: 'TOKEN_EXPIRED' });
    } finally {
      shop.clock.now = TEST_NOW;
    }
  });
});

describe('the confirmation email', () => {
  it('carries the booking PIN and a "Manage your booking" link whose token opens the booking for a month after the visit', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-07'));
    const [mail] = mailsOf(shop.outboxDir, order.reference);
    expect(mail).toContain(`Booking PIN: ${order.pin}`);
    const link = /Manage your booking: (https:\/\/www\.opentoptours\.example\/en\/manage-booking\?token=(\S+))/.exec(mail!);
    expect(link, mail).not.toBeNull();
    const token = decodeURIComponent(link![2]!);
    expect((await view(token)).reference).toBe(order.reference);

    shop.clock.now = new Date('2027-06-06T23:00:00Z');
    try {
      expect((await view(token)).reference).toBe(order.reference);
      shop.clock.now = new Date('2027-06-07T00:00:01Z');
      expect((await shop.send('GET', '/booking', undefined, { 'x-booking-token': token })).status).toBe(401);
    } finally {
      shop.clock.now = TEST_NOW;
    }
  });
});

describe('cancelling through the booking', () => {
  it('cancels one ticket with the token, refunds its share and shows both in the booking and its history', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-10'), walk('2027-05-11', 1));
    const token = await tokenOf(order);
    const key = newKey();
    const response = await shop.send('POST', '/booking/cancel', { lines: [1] }, { 'x-booking-token': token, 'idempotency-key': key });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answer = CancelAnswerSchema.parse(await response.json());
    const share = (await view(token)).tickets[1]!.price.amount;
    expect(answer).toMatchObject({ lines: [1], refunded: { amount: share, currency: 'EUR' } });
    expect(answer.booking.status).toBe('partly-cancelled');
    expect(answer.booking.refunded.amount).toBe(share);
    expect(answer.booking.tickets.map((t) => [t.line, t.status, t.qr === null])).toEqual([[0, 'valid', false], [1, 'cancelled', true]]);
    expect(answer.booking.tickets[1]).toMatchObject({ canCancel: false, cancelBlock: 'TICKET_CANCELLED', refund: { amount: 0 } });
    expect(answer.booking.history.map((h) => [h.kind, h.lines, h.amount?.amount ?? null])).toEqual([
      ['booked', [0, 1], null],
      ['cancelled', [1], share],
      ['refunded', [1], share],
    ]);
    await shop.settle();

    // The same key again is the same cancellation, not a second one.
    const again = await shop.send('POST', '/booking/cancel', { lines: [1] }, { 'x-booking-token': token, 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect((await view(token)).refunded.amount).toBe(share);

    const rest = await shop.send('POST', '/booking/cancel', {}, { 'x-booking-token': token, 'idempotency-key': newKey() });
    expect(rest.status, await rest.clone().text()).toBe(200);
    expect(CancelAnswerSchema.parse(await rest.json()).booking).toMatchObject({ status: 'cancelled', refunded: { amount: order.amount } });
    await shop.settle();
  });

  it('sends a refund the gateway did not take again after answering', async () => {
    // The first refund request is lost; the booking's own retry after the answer sends it again.
    let failures = 1;
    const sandbox = createSandboxGateway({ db: async () => database.handle.db, now: () => flaky.clock.now, timeoutDelayMs: 0 });
    const gateway: Gateway = {
      ...sandbox,
      refund: (request) => (failures-- > 0 ? Promise.reject(new Error('gateway unreachable')) : sandbox.refund(request)),
    };
    const flaky = paymentProvider(database.handle, { gateway });
    const order = await buy(flaky, database.handle, walk('2027-05-14'));
    const token = await tokenOf(order);
    const response = await flaky.send('POST', '/booking/cancel', {}, { 'x-booking-token': token, 'idempotency-key': newKey() });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = CancelAnswerSchema.parse(await response.json());
    expect(answer.booking.history.map((h) => h.kind)).toEqual(['booked', 'cancelled']);

    await flaky.settle();
    expect((await view(token)).history.map((h) => [h.kind, h.lines])).toEqual([['booked', [0]], ['cancelled', [0]], ['refunded', [0]]]);
  });

  it('needs an idempotency key and a token, and refuses a ticket already cancelled with its reason', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-12'));
    const token = await tokenOf(order);
    expect((await shop.send('POST', '/booking/cancel', {}, { 'x-booking-token': token })).status).toBe(400);
    expect((await shop.send('POST', '/booking/cancel', {}, { 'idempotency-key': newKey() })).status).toBe(401);
    expect((await shop.send('POST', '/booking/cancel', { lines: [0] }, { 'x-booking-token': token, 'idempotency-key': newKey() })).status).toBe(200);
    const refused = await shop.send('POST', '/booking/cancel', { lines: [0] }, { 'x-booking-token': token, 'idempotency-key': newKey() });
    expect(refused.status).toBe(409);
    expect((await refused.json()).reason).toBe('TICKET_CANCELLED');
    await shop.settle();
  });
});

describe('sending the email again', () => {
  it('sends the booking again to its own address, records it, and refuses a fourth within the hour', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-13'));
    const token = await tokenOf(order);
    expect(mailsOf(shop.outboxDir, order.reference)).toHaveLength(1);

    for (let i = 1; i <= 3; i++) {
      const response = await shop.send('POST', '/booking/resend', undefined, { 'x-booking-token': token });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(ManagedBookingSchema.parse(await response.json()).history.filter((h) => h.kind === 'emailResent')).toHaveLength(i);
    }
    const mails = mailsOf(shop.outboxDir, order.reference);
    expect(mails).toHaveLength(4);
    expect(mails[3]).toContain(`Subject: Your booking ${order.reference} again`);
    expect(mails[3]).toContain('As requested, here is your booking with');
    expect(mails[3]).toMatch(/^To: .*<anna@example\.com>\r?$/m);

    const fourth = await shop.send('POST', '/booking/resend', undefined, { 'x-booking-token': token });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('3600');
    expect((await fourth.json()).error).toBe('TOO_MANY_REQUESTS');
    expect(mailsOf(shop.outboxDir, order.reference)).toHaveLength(4);
    const recorded = await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.cause, 'email resent')));
    expect(recorded.map((e) => e.actor)).toEqual(['customer', 'customer', 'customer']);

    // An hour after the first, one more may go.
    shop.clock.now = new Date(TEST_NOW.getTime() + 3600_000 + 1000);
    try {
      const fresh = BookingTokenSchema.parse(await (await lookup(shop, { reference: order.reference, pin: order.pin }, newAddress())).json()).token;
      expect((await shop.send('POST', '/booking/resend', undefined, { 'x-booking-token': fresh })).status).toBe(200);
    } finally {
      shop.clock.now = TEST_NOW;
    }
  });
});

describe('new tickets after a date change', () => {
  it('are emailed on their own terms and shown in the history, without using up the resends', async () => {
    const order = await buy(shop, database.handle, walk('2027-05-17'));
    await sendConfirmationAgain({ db: db(), mail: { outboxDir: shop.outboxDir }, now: TEST_NOW }, order.id, { reason: 'dateChanged' });
    const mails = mailsOf(shop.outboxDir, order.reference);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain(`Subject: Your new tickets for order ${order.reference}`);
    const token = await tokenOf(order);
    expect((await view(token)).history.map((h) => h.kind)).toEqual(['booked', 'emailResent']);
    for (let i = 0; i < 3; i++) expect((await shop.send('POST', '/booking/resend', undefined, { 'x-booking-token': token })).status).toBe(200);
  });
});
