import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TimeSlotsSchema } from '@/provider/api/contract/availability';
import { inventoryAllocations, orderEvents, productOptions, products, sandboxPayments } from '@/provider/db/schema';
import { addDays, addMonths } from '@/provider/domain/dates';
import type { Gateway } from '@/provider/services/payment/gateway';
import { TEST_NOW } from './fixtures';
import { card, CARDS, newKey, walk } from './payment-support';
import { CHEAPER, changeShop, DEARER, moveTo, refusal } from './date-change-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: Awaited<ReturnType<typeof changeShop>>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = await changeShop(database);
});
beforeEach(() => {
  shop.shop.clock.now = TEST_NOW;
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const approved = { paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/booking' };

/** Everything a refused change must leave as it was. */
async function snapshot(orderId: string) {
  const order = (await shop.orderOf(orderId))!;
  return {
    lines: order.lines,
    extraPaid: order.extraPaid,
    refunded: order.refundedAmount,
    tickets: (await shop.ticketsOf(orderId)).map((t) => ({ code: t.code, status: t.status, validUntil: t.validUntil })),
    sold: (
      await db()
        .select({ date: inventoryAllocations.travelDate, time: inventoryAllocations.startTime, quantity: inventoryAllocations.quantity })
        .from(inventoryAllocations)
        .where(and(eq(inventoryAllocations.reference, `order:${order.reference}`), eq(inventoryAllocations.kind, 'sold')))
    ),
    refunds: (await shop.refundsOf(orderId)).length,
    events: (await shop.eventsOf(orderId)).length,
  };
}

/** Whether a visitor could book two on the walking tour's 10:00 that day. */
async function bookableForTwo(date: string) {
  const response = await shop.shop.send('GET', `/option/41031/availability/times?day=${date}`);
  const slot = TimeSlotsSchema.parse(await response.json()).times[0];
  return Boolean(slot && ['available', 'almost_sold_out'].includes(slot.status) && slot.remaining >= 2);
}

/** The sandbox's books for an order: its own authorisation and its supplements' (`{reference}-S…`), oldest first; no refunds. */
const paymentsOf = (reference: string) =>
  db()
    .select()
    .from(sandboxPayments)
    .where(and(like(sandboxPayments.merchantReference, `${reference}%`), isNull(sandboxPayments.originalReference)))
    .orderBy(asc(sandboxPayments.createdAt));

describe('the calendar of new dates', () => {
  it('lists the departures that take the party, each with its price difference, never the ticket’s own, full ones or Sundays', async () => {
    const order = await shop.buy([walk('2027-05-04')]);
    // Thursday has one place left: too few for two.
    await db().insert(inventoryAllocations).values({ optionId: 41031, travelDate: '2027-05-06', startTime: '10:00', quantity: 19, kind: 'sold', expiresAt: null, reference: 'order:elsewhere' });

    const calendar = await shop.calendar(order, 0, '2027-05-03');
    expect(calendar.line).toBe(0);
    const dates = calendar.days.map((d) => d.date);
    expect(dates[0]).toBe('2027-05-03');
    expect(dates.at(-1)).toBe('2027-06-02');
    expect(dates).not.toContain('2027-05-04');
    expect(dates).not.toContain('2027-05-06');
    expect(dates.filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toEqual([]);

    const wednesday = calendar.days.find((d) => d.date === '2027-05-05')!;
    expect(wednesday.slots).toEqual([{ time: '10:00', remaining: await shop.remaining('2027-05-05'), difference: { amount: 0, currency: 'EUR' } }]);
    const dearer = calendar.days.find((d) => d.date === DEARER.from)!.slots[0]!;
    expect(dearer.difference.amount).toBe((await shop.listPrice(DEARER.from)) - order.amount);
    expect(dearer.difference.amount).toBeGreaterThan(0);
    const cheaper = calendar.days.find((d) => d.date === CHEAPER.from)!.slots[0]!;
    expect(cheaper.difference.amount).toBe((await shop.listPrice(CHEAPER.from)) - order.amount);
    expect(cheaper.difference.amount).toBeLessThan(0);
  });

  it('answers only days from today to the voucher’s last valid day', async () => {
    const order = await shop.buy([walk('2027-05-11')]);
    const [product] = await db().select({ months: products.voucherValidityMonths }).from(products).where(eq(products.id, 4103));
    // Bought on 1 March 2027 (Paris): valid until the day before the same date months later.
    const lastDay = addDays(addMonths('2027-03-01', product!.months), -1);

    const end = await shop.calendar(order, 0, addDays(lastDay, -10));
    expect(end.days.length).toBeGreaterThan(0);
    expect(end.days.every((d) => d.date <= lastDay)).toBe(true);
    let lastBookable = lastDay;
    while (!(await bookableForTwo(lastBookable))) lastBookable = addDays(lastBookable, -1);
    expect(end.days.at(-1)!.date).toBe(lastBookable);
    expect((await shop.calendar(order, 0, addDays(lastDay, 1))).days).toEqual([]);

    const past = await shop.calendar(order, 0, '2027-02-20');
    expect(past.days.every((d) => d.date >= '2027-03-01')).toBe(true);
    expect(past.days.every((d) => d.date <= '2027-03-22')).toBe(true);
  });

  it('refuses a line the order does not have, a cancelled ticket, and a ticket past its cut-off', async () => {
    const order = await shop.buy([walk('2027-05-12'), walk('2027-05-13', 1)]);
    expect(await refusal(shop.calendar(order, 2, '2027-05-01'))).toEqual({ code: 'BAD_REQUEST', reason: undefined });

    await shop.cancel(order.id, { lines: [1] });
    expect(await refusal(shop.calendar(order, 1, '2027-05-01'))).toEqual({ code: 'UNPROCESSABLE', reason: 'TICKET_CANCELLED' });

    // 23 hours before the 10:00 departure, past the 24-hour cut-off.
    shop.shop.clock.now = new Date('2027-05-11T09:00:00Z');
    expect(await refusal(shop.calendar(order, 0, '2027-05-01'))).toEqual({ code: 'UNPROCESSABLE', reason: 'CUTOFF_PASSED' });
  });

  it('refuses an open-dated ticket: it is valid on any day already', async () => {
    const order = await shop.buy([walk('2027-05-14')]);
    await db().update(productOptions).set({ kind: 'open', capacity: null }).where(eq(productOptions.id, 41031));
    try {
      expect(await refusal(shop.calendar(order, 0, '2027-05-01'))).toEqual({ code: 'UNPROCESSABLE', reason: 'DATE_NOT_CHANGEABLE' });
    } finally {
      await db().update(productOptions).set({ kind: 'timed', capacity: 20 }).where(eq(productOptions.id, 41031));
    }
  });

  it('keeps a coupon’s discount: the same price costs nothing more, a dearer day the discounted difference', async () => {
    const order = await shop.buy([walk('2027-05-15')], { coupon: 'WELCOME10' });
    const list = await shop.listPrice('2027-05-15');
    expect(order.amount).toBeLessThan(list);
    const calendar = await shop.calendar(order, 0, '2027-05-10');
    expect(calendar.days.find((d) => d.date === '2027-05-10')!.slots[0]!.difference.amount).toBe(0);
    const dearer = calendar.days.find((d) => d.date === DEARER.from)!.slots[0]!.difference.amount;
    expect(dearer).toBe(Math.round(((await shop.listPrice(DEARER.from)) * order.amount) / list) - order.amount);
  });
});

describe('changing to a day at the same price', () => {
  it('re-issues the ticket under a new code, moves the places, rewrites the line, keeps the history and emails the new tickets', async () => {
    const order = await shop.buy([walk('2027-06-01')]);
    const [before, target] = [await shop.remaining('2027-06-01'), await shop.remaining('2027-06-02')];

    const answer = await shop.change(order, moveTo('2027-06-02', 0));
    expect(answer).toMatchObject({ result: 'changed', difference: { amount: 0, currency: 'EUR' }, refusalReason: null });
    expect(answer.booking.tickets[0]).toMatchObject({ line: 0, code: `${order.reference}-1-2`, date: '2027-06-02', time: '10:00', status: 'valid', price: { amount: order.amount } });
    expect(answer.booking.history.map((h) => h.kind)).toContain('dateChanged');

    const tickets = await shop.ticketsOf(order.id);
    expect(tickets.map((t) => ({ code: t.code, status: t.status, issue: t.issue, validUntil: t.validUntil }))).toEqual([
      { code: `${order.reference}-1`, status: 'replaced', issue: 1, validUntil: '2027-06-01' },
      { code: `${order.reference}-1-2`, status: 'valid', issue: 2, validUntil: '2027-06-02' },
    ]);
    expect(await shop.remaining('2027-06-01')).toBe(before + 2);
    expect(await shop.remaining('2027-06-02')).toBe(target - 2);
    expect((await shop.linesOf(order.id))[0]).toMatchObject({ date: '2027-06-02', time: '10:00', amount: order.lines[0]!.amount });

    const changed = (await shop.eventsOf(order.id)).filter((e) => e.cause.startsWith('date changed'));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ actor: 'customer', amount: null, fromStatus: 'paid', toStatus: 'paid' });
    expect(changed[0]!.cause).toMatch(/^date changed line 0: 2027-06-01 10:00 → 2027-06-02 10:00 /);
    expect(await paymentsOf(order.reference)).toHaveLength(1);

    await shop.settle();
    expect((await shop.eventsOf(order.id)).map((e) => e.cause)).toContain('new tickets emailed');
    expect(shop.mailsOf(order.reference)).toHaveLength(2);
  });

  it('answers a retry with the same key as the first time and changes nothing more; the key with another request is refused', async () => {
    const order = await shop.buy([walk('2027-06-03')]);
    const key = newKey();
    const first = await shop.change(order, moveTo('2027-06-04', 0), { key });
    const again = await shop.change(order, moveTo('2027-06-04', 0), { key });
    // The same answer, about the booking as it stands now (the new tickets' email may have gone out meanwhile).
    const { booking, ...result } = first;
    expect(again).toEqual({ ...result, booking: { ...booking, history: expect.arrayContaining(booking.history) } });
    expect(await shop.ticketsOf(order.id)).toHaveLength(2);
    expect((await shop.eventsOf(order.id)).filter((e) => e.cause.startsWith('date changed'))).toHaveLength(1);

    expect(await refusal(shop.change(order, moveTo('2027-06-05', 0), { key }))).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', reason: undefined });
    expect((await shop.linesOf(order.id))[0]!.date).toBe('2027-06-04');

    await shop.settle();

    // A new key moves it again: the third issue of the line.
    const third = await shop.change(order, moveTo('2027-06-03', 0), { actor: 'staff' });
    expect(third.booking.tickets[0]!.code).toBe(`${order.reference}-1-3`);
    expect((await shop.eventsOf(order.id)).filter((e) => e.cause.startsWith('date changed')).map((e) => e.actor)).toEqual(['customer', 'staff']);
  });
});

describe('changing to a cheaper day', () => {
  it('gives the difference back through the gateway, and the ticket costs the new price', async () => {
    const order = await shop.buy([walk('2027-06-08')]);
    const price = await shop.listPrice(CHEAPER.from);
    const answer = await shop.change(order, moveTo(CHEAPER.from, price - order.amount));
    const back = order.amount - price;
    expect(answer).toMatchObject({ result: 'changed', difference: { amount: -back } });
    expect(answer.booking.tickets[0]!.price.amount).toBe(price);
    expect(answer.booking.refunded.amount).toBe(back);

    const [refund] = await shop.refundsOf(order.id);
    expect(refund).toMatchObject({ lines: [0], amount: back, status: 'succeeded', paymentReference: order.pspReference });
    expect(refund!.idempotencyKey.startsWith(`change-${order.id}-`)).toBe(true);
    const [given] = await shop.sandboxRefundsOf(order.pspReference!);
    expect(given).toMatchObject({ amount: back, status: 'refund' });
    expect((await shop.orderOf(order.id))!.refundedAmount).toBe(back);
    expect((await shop.eventsOf(order.id)).find((e) => e.cause.startsWith('date changed'))).toMatchObject({ amount: -back });

    await shop.settle();

    // Cancelling now gives back what the ticket cost in the end, not what it cost first.
    const cancelled = await shop.cancel(order.id);
    expect(cancelled.refunded).toBe(price);
    expect((await shop.orderOf(order.id))!.refundedAmount).toBe(order.amount);
  });
});

describe('changing to a dearer day', () => {
  it('charges the difference to the card first, then moves the ticket; the supplement counts in the ticket’s price', async () => {
    const order = await shop.buy([walk('2027-06-15')]);
    const price = await shop.listPrice(DEARER.from);
    const extra = price - order.amount;
    const answer = await shop.change(order, moveTo(DEARER.from, extra, approved));
    expect(answer).toMatchObject({ result: 'changed', difference: { amount: extra }, refusalReason: null });
    expect(answer.booking.tickets[0]).toMatchObject({ date: DEARER.from, price: { amount: price } });
    expect(answer.booking.paid.amount).toBe(price);
    expect(answer.booking.history.map((h) => h.kind)).toEqual(expect.arrayContaining(['dateChanged', 'supplementPaid']));

    const payments = await paymentsOf(order.reference);
    expect(payments.map((p) => ({ amount: p.amount, status: p.status }))).toEqual([
      { amount: order.amount, status: 'captured' },
      { amount: extra, status: 'captured' },
    ]);
    expect((await shop.orderOf(order.id))!.extraPaid).toBe(extra);
    const [supplement] = await shop.supplementsOf(order.id);
    expect(supplement).toMatchObject({ amount: extra, status: 'captured', pspReference: payments[1]!.pspReference, purpose: { line: 0, date: DEARER.from, time: '10:00' } });
    // Under a reference of its own: the gateway's notification for the order's reference would take it for a second payment of the order.
    expect(payments[1]!.merchantReference).toBe(`${order.reference}-S${supplement!.id}`);

    await shop.settle();

    // Another day at the same dearer price costs nothing more.
    const next = addDays(DEARER.from, 1);
    const again = await shop.change(order, moveTo(next, 0));
    expect(again.booking.tickets[0]).toMatchObject({ date: next, price: { amount: price }, code: `${order.reference}-1-3` });
    expect(await paymentsOf(order.reference)).toHaveLength(2);
    await shop.settle();

    // Cancelling gives back both payments: the purchase and the supplement.
    expect((await shop.cancel(order.id)).refunded).toBe(price);
    expect((await shop.sandboxRefundsOf(order.pspReference!)).map((r) => r.amount)).toEqual([order.amount]);
    expect((await shop.sandboxRefundsOf(supplement!.pspReference!)).map((r) => r.amount)).toEqual([extra]);
  });

  it('changes nothing when the card is refused, and answers a retry the same without asking the card again', async () => {
    const order = await shop.buy([walk('2027-06-22')]);
    const before = await snapshot(order.id);
    const key = newKey();
    const body = moveTo(DEARER.from, (await shop.listPrice(DEARER.from)) - order.amount, { ...approved, paymentMethod: card(CARDS.refused) });
    const answer = await shop.change(order, body, { key });
    expect(answer).toMatchObject({ result: 'refused', refusalReason: 'REFUSED', difference: { amount: 0 } });
    expect(answer.booking.tickets[0]!.code).toBe(`${order.reference}-1`);
    expect(await snapshot(order.id)).toEqual(before);
    expect((await shop.supplementsOf(order.id)).map((s) => s.status)).toEqual(['refused']);

    expect(await shop.change(order, body, { key })).toEqual(answer);
    expect(await paymentsOf(order.reference)).toHaveLength(2);
  });

  it('gives back an authorisation that asks for 3-D Secure: not offered for supplements yet', async () => {
    const order = await shop.buy([walk('2027-06-23')]);
    const before = await snapshot(order.id);
    const body = moveTo(DEARER.from, (await shop.listPrice(DEARER.from)) - order.amount, { ...approved, paymentMethod: card(CARDS.challenge) });
    const answer = await shop.change(order, body);
    expect(answer).toMatchObject({ result: 'refused', refusalReason: 'AUTHENTICATION_REQUIRED' });
    expect(await snapshot(order.id)).toEqual(before);
    expect((await paymentsOf(order.reference)).map((p) => p.status)).toEqual(['captured', 'cancelled']);
    expect((await shop.supplementsOf(order.id)).map((s) => s.status)).toEqual(['voided']);
  });

  it('refuses card details the gateway rejects, naming the field, and changes nothing', async () => {
    const order = await shop.buy([walk('2027-06-25')]);
    const before = await snapshot(order.id);
    const body = moveTo(DEARER.from, (await shop.listPrice(DEARER.from)) - order.amount, { ...approved, paymentMethod: card('4111 1111 1111 1112') });
    expect(await refusal(shop.change(order, body))).toEqual({ code: 'UNPROCESSABLE', reason: 'CARD_NUMBER' });
    expect(await snapshot(order.id)).toEqual(before);
    expect(await paymentsOf(order.reference)).toHaveLength(1);
  });

  it('recovers a supplement whose answer was lost: the retry with the key asks the gateway again and is not charged twice', async () => {
    const order = await shop.buy([walk('2027-06-26')]);
    const key = newKey();
    const extra = (await shop.listPrice(DEARER.from)) - order.amount;
    const body = moveTo(DEARER.from, extra, { ...approved, paymentMethod: card(CARDS.timeout) });
    expect(await refusal(shop.change(order, body, { key }))).toEqual({ code: 'GATEWAY_TIMEOUT', reason: undefined });
    expect((await shop.ticketsOf(order.id)).map((t) => t.code)).toEqual([`${order.reference}-1`]);

    const answer = await shop.change(order, body, { key });
    expect(answer).toMatchObject({ result: 'changed', difference: { amount: extra } });
    const payments = await paymentsOf(order.reference);
    expect(payments.map((p) => ({ amount: p.amount, status: p.status }))).toEqual([
      { amount: order.amount, status: 'captured' },
      { amount: extra, status: 'captured' },
    ]);
  });

  it('asks for the card when the new day costs more', async () => {
    const order = await shop.buy([walk('2027-06-24')]);
    const body = moveTo(DEARER.from, (await shop.listPrice(DEARER.from)) - order.amount);
    expect(await refusal(shop.change(order, body))).toEqual({ code: 'BAD_REQUEST', reason: undefined });
    expect(await shop.supplementsOf(order.id)).toEqual([]);
  });

  it('voids the supplement and changes nothing when the departure fills up while the card is asked', async () => {
    const order = await shop.buy([walk('2027-06-29')]);
    const target = addDays(DEARER.from, 2);
    const before = await snapshot(order.id);
    const taken = 20 - (await shop.remaining(target));
    // Another buyer takes all but one place while the card is being authorised.
    const filling: Gateway = {
      ...shop.gateway,
      authorise: async (request) => {
        const outcome = await shop.gateway.authorise(request);
        await db().insert(inventoryAllocations).values({ optionId: 41031, travelDate: target, startTime: '10:00', quantity: 19 - taken, kind: 'sold', expiresAt: null, reference: 'order:meanwhile' });
        return outcome;
      },
    };
    const key = newKey();
    const body = moveTo(target, (await shop.listPrice(target)) - order.amount, approved);
    expect(await refusal(shop.change(order, body, { key, deps: { gateway: filling } }))).toEqual({ code: 'CONFLICT', reason: 'NOT_ENOUGH_PLACES' });
    expect(await snapshot(order.id)).toEqual(before);
    expect((await paymentsOf(order.reference)).map((p) => p.status)).toEqual(['captured', 'cancelled']);
    expect((await shop.supplementsOf(order.id)).map((s) => s.status)).toEqual(['voided']);
    expect(await shop.remaining(target)).toBe(1);

    // A retry with the key is told the same, and the card is not asked again.
    expect(await refusal(shop.change(order, body, { key }))).toEqual({ code: 'CONFLICT', reason: 'NOT_ENOUGH_PLACES' });
    expect(await paymentsOf(order.reference)).toHaveLength(2);
  });
});

describe('refused changes change nothing', () => {
  it('refuses a difference other than the one computed now', async () => {
    const order = await shop.buy([walk('2027-07-06')]);
    const before = await snapshot(order.id);
    expect(await refusal(shop.change(order, moveTo('2027-07-07', 100)))).toEqual({ code: 'CONFLICT', reason: 'PRICE_CHANGED' });
    expect(await refusal(shop.change(order, moveTo('2027-07-07', 0, { difference: { amount: 0, currency: 'GBP' } })))).toEqual({ code: 'CONFLICT', reason: 'PRICE_CHANGED' });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses after the cut-off', async () => {
    const order = await shop.buy([walk('2027-07-13')]);
    shop.shop.clock.now = new Date('2027-07-12T09:00:00Z');
    const before = await snapshot(order.id);
    expect(await refusal(shop.change(order, moveTo('2027-07-14', 0)))).toEqual({ code: 'UNPROCESSABLE', reason: 'CUTOFF_PASSED' });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses the same departure, a day outside the validity, a day the tour does not run and a line the order does not have', async () => {
    const order = await shop.buy([walk('2027-07-20')]);
    const before = await snapshot(order.id);
    const [product] = await db().select({ months: products.voucherValidityMonths }).from(products).where(eq(products.id, 4103));
    const beyond = addMonths('2027-03-01', product!.months);
    expect(await refusal(shop.change(order, moveTo('2027-07-20', 0)))).toEqual({ code: 'UNPROCESSABLE', reason: 'SAME_DATE' });
    expect(await refusal(shop.change(order, moveTo(beyond, 0)))).toEqual({ code: 'UNPROCESSABLE', reason: 'OUTSIDE_VALIDITY' });
    expect(await refusal(shop.change(order, moveTo('2027-02-26', 0)))).toEqual({ code: 'UNPROCESSABLE', reason: 'OUTSIDE_VALIDITY' });
    expect(await refusal(shop.change(order, moveTo('2027-07-25', 0)))).toEqual({ code: 'UNPROCESSABLE', reason: 'DAY_UNAVAILABLE' });
    expect(await refusal(shop.change(order, moveTo('2027-07-21', 0, { time: '11:00' })))).toEqual({ code: 'UNPROCESSABLE', reason: 'TIME_UNAVAILABLE' });
    expect(await refusal(shop.change(order, moveTo('2027-07-21', 0, { line: 1 })))).toEqual({ code: 'BAD_REQUEST', reason: undefined });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses a departure without room for the party', async () => {
    const order = await shop.buy([walk('2027-07-27', 3)]);
    await db().insert(inventoryAllocations).values({ optionId: 41031, travelDate: '2027-07-28', startTime: '10:00', quantity: 18, kind: 'sold', expiresAt: null, reference: 'order:elsewhere' });
    const before = await snapshot(order.id);
    expect(await refusal(shop.change(order, moveTo('2027-07-28', 0)))).toEqual({ code: 'CONFLICT', reason: 'NOT_ENOUGH_PLACES' });
    expect(await snapshot(order.id)).toEqual(before);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.some((e) => e.cause.startsWith('date changed'))).toBe(false);
  });
});
