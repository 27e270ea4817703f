import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '@/provider/api/errors';
import { tickets } from '@/provider/db/schema';
import { lineShares } from '@/provider/domain/cancellation';
import { ticketStates } from '@/provider/services/orders/ticket-state';
import { TEST_NOW } from './fixtures';
import { afternoonWalk, orderShop, setPolicy } from './cancel-support';
import { card, CARDS, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof orderShop>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = orderShop(database);
});
beforeEach(() => {
  shop.shop.clock.now = TEST_NOW;
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;

/** The refusal a call ends in: its code and reason. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const { code, reason } = error as ProviderError;
  return { code, reason };
}

/** Everything a refused cancellation must leave as it was. */
async function snapshot(orderId: string) {
  // The purchase's confirmation email writes its own history row when it goes out: let it go first.
  await shop.settle();
  const order = await shop.orderOf(orderId);
  return {
    refunded: order!.refundedAmount,
    tickets: (await shop.ticketsOf(orderId)).map((t) => ({ status: t.status, cancelledAt: t.cancelledAt })),
    refunds: (await shop.refundsOf(orderId)).length,
    events: (await shop.eventsOf(orderId)).length,
  };
}

describe('cancelling a whole order before the cut-off', () => {
  it('gives back everything paid, puts the places back on sale, cancels the tickets, refunds at the gateway, keeps the history and emails the customer', async () => {
    const order = await shop.buy([walk('2027-04-05'), walk('2027-04-06', 1)]);
    expect(await shop.soldOn(41031, '2027-04-05', '10:00')).toBe(2);

    const result = await shop.cancel(order.id);
    expect(result.lines).toEqual([0, 1]);
    expect(result.refunded).toBe(order.amount);
    expect(result.order).toMatchObject({ status: 'paid', refundedAmount: order.amount });

    expect(await shop.soldOn(41031, '2027-04-05', '10:00')).toBe(0);
    expect(await shop.soldOn(41031, '2027-04-06', '10:00')).toBe(0);
    const cancelled = await shop.ticketsOf(order.id);
    expect(cancelled.map((t) => t.status)).toEqual(['cancelled', 'cancelled']);
    expect(cancelled.every((t) => t.cancelledAt?.getTime() === TEST_NOW.getTime())).toBe(true);

    const rows = await shop.refundsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lines: [0, 1], amount: order.amount, method: 'refund', status: 'succeeded', paymentReference: order.pspReference });
    const books = await shop.sandboxRefundsOf(order.pspReference!);
    expect(books.map((b) => ({ amount: b.amount, psp: b.pspReference }))).toEqual([{ amount: order.amount, psp: rows[0]!.pspReference }]);

    const events = await shop.eventsOf(order.id);
    const cancel = events.find((e) => e.cause.startsWith('cancelled lines 0,1;'));
    expect(cancel).toMatchObject({ actor: 'customer', amount: order.amount, fromStatus: 'paid', toStatus: 'paid' });
    expect(cancel!.cause).toContain(`refund ${order.amount} pending`);
    expect(events.find((e) => e.cause.startsWith(`refund #${rows[0]!.id} of ${order.amount} for lines 0,1 succeeded`))).toMatchObject({ actor: 'gateway', amount: order.amount });

    await shop.settle();
    // The confirmation and the cancellation.
    expect(shop.mailsOf(order.reference)).toHaveLength(2);
    const [mail] = shop.cancellationMailsOf(order.reference);
    expect(mail).toContain(`Subject: Cancellation confirmed for order ${order.reference}`);
    expect(mail).toContain(`${order.reference}-1`);
    expect(mail).toContain(`${order.reference}-2`);
    expect(mail).toContain(`We are refunding €${(order.amount / 100).toFixed(2)} to the card you paid with. It usually reaches your card within 5–10 days.`);
    expect(mail).not.toContain('remain valid');
    expect(events.some((e) => e.cause.startsWith('cancellation email failed'))).toBe(false);

    // Nothing is left to cancel: the first ticket's reason says why.
    expect(await refusal(shop.cancel(order.id))).toEqual({ code: 'CONFLICT', reason: 'TICKET_CANCELLED' });
  });

  it('writes the email in the language the order was booked in', async () => {
    const order = await shop.buy([walk('2027-04-07', 1)], { language: 'de' });
    await shop.cancel(order.id);
    await shop.settle();
    const [mail] = shop.cancellationMailsOf(order.reference);
    expect(mail).toContain('Stornierte Tickets');
    expect(mail).toContain('innerhalb von 5–10 Tagen');
    expect(mail).toContain('Content-Language: de-DE');
  });
});

describe('cancelling some tickets', () => {
  it('gives back a ticket’s exact share of a coupon order, to the cent, and the shares add up to what was paid', async () => {
    await setPolicy(database, 41032, 'full', 100);
    const order = await shop.buy([walk('2027-04-08', 3), afternoonWalk('2027-04-08', 1), walk('2027-04-09', 2)], { coupon: 'WELCOME10' });
    const list = order.lines.map((l) => l.amount);
    expect(order.amount).toBeLessThan(list.reduce((a, b) => a + b, 0));
    // The discount shared in proportion to the list prices, by largest remainder — computed here by hand.
    const sum = list.reduce((a, b) => a + b, 0);
    const exact = list.map((price) => (price * order.amount) / sum);
    const floors = exact.map(Math.floor);
    const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
    for (let left = order.amount - floors.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) floors[byRemainder[k]!.i]! += 1;
    expect(floors).toEqual(lineShares(list, order.amount));

    const second = await shop.cancel(order.id, { lines: [1] });
    expect(second).toMatchObject({ lines: [1], refunded: floors[1] });
    expect((await shop.ticketsOf(order.id)).map((t) => t.status)).toEqual(['valid', 'cancelled', 'valid']);
    expect(await shop.soldOn(41031, '2027-04-08', '10:00')).toBe(3);
    expect(await shop.soldOn(41032, '2027-04-08', '15:00')).toBe(0);

    const rest = await shop.cancel(order.id, { lines: [2, 0] });
    expect(rest).toMatchObject({ lines: [0, 2], refunded: floors[0]! + floors[2]! });
    expect(rest.order.refundedAmount).toBe(order.amount);
    const books = await shop.sandboxRefundsOf(order.pspReference!);
    expect(books.reduce((total, b) => total + b.amount, 0)).toBe(order.amount);

    await shop.settle();
    const mails = shop.cancellationMailsOf(order.reference);
    expect(mails).toHaveLength(2);
    // The first leaves two tickets standing; the second cancels them.
    const partMail = mails.find((mail) => mail.includes('Your other tickets in this order remain valid.'))!;
    const restMail = mails.find((mail) => mail !== partMail)!;
    expect(partMail).toContain(`${order.reference}-2`);
    expect(partMail).not.toMatch(new RegExp(`${order.reference}-[13]`));
    expect(restMail).toMatch(new RegExp(`${order.reference}-1[\\s\\S]*${order.reference}-3`));
    expect(restMail).not.toContain(`${order.reference}-2`);
  });

  it('without lines, cancels every ticket that can still be cancelled and leaves the used one', async () => {
    const order = await shop.buy([walk('2027-04-12', 1), walk('2027-04-13', 1)]);
    await db().update(tickets).set({ redeemedAt: TEST_NOW }).where(eq(tickets.code, `${order.reference}-1`));
    const result = await shop.cancel(order.id);
    expect(result.lines).toEqual([1]);
    expect((await shop.ticketsOf(order.id)).map((t) => t.status)).toEqual(['valid', 'cancelled']);
  });

  it('refunds the policy’s percentage of a partly refundable ticket', async () => {
    await setPolicy(database, 41032, 'partial', 50, 2880);
    const order = await shop.buy([afternoonWalk('2027-04-14', 3)]);
    const result = await shop.cancel(order.id);
    expect(result.refunded).toBe(Math.floor(order.amount / 2));
    expect((await shop.refundsOf(order.id)).map((r) => r.amount)).toEqual([Math.floor(order.amount / 2)]);
    expect(result.order.refundedAmount).toBe(Math.floor(order.amount / 2));
    await shop.settle();
    expect(shop.cancellationMailsOf(order.reference)[0]).toContain(`We are refunding €${(Math.floor(order.amount / 2) / 100).toFixed(2)}`);
    await setPolicy(database, 41032, 'full', 100);
  });
});

describe('refusals that change nothing', () => {
  it('refuses a non-refundable ticket', async () => {
    await setPolicy(database, 41032, 'none', 0, 0);
    const order = await shop.buy([afternoonWalk('2027-04-15', 1)]);
    const before = await snapshot(order.id);
    expect(await refusal(shop.cancel(order.id))).toEqual({ code: 'UNPROCESSABLE', reason: 'NOT_REFUNDABLE' });
    expect(await refusal(shop.cancel(order.id, { lines: [0] }))).toEqual({ code: 'UNPROCESSABLE', reason: 'NOT_REFUNDABLE' });
    expect(await snapshot(order.id)).toEqual(before);
    expect(await shop.soldOn(41032, '2027-04-15', '15:00')).toBe(1);
    // Its date can still be changed until the departure's cut-off… which is the departure itself here.
    const [state] = await ticketStates(db(), order, TEST_NOW);
    expect(state).toMatchObject({ canCancel: false, cancelBlock: 'NOT_REFUNDABLE', refund: 0, canChangeDate: true, deadline: null });
    await setPolicy(database, 41032, 'full', 100);
  });

  it('refuses after the cut-off on the venue’s clocks, and accepts a minute before it', async () => {
    // 10:00 in Paris on 20 April 2027 is 08:00 UTC; 24 hours before is 08:00 UTC on the 19th.
    const late = await shop.buy([walk('2027-04-20', 1)]);
    const onTime = await shop.buy([walk('2027-04-20', 1)]);
    const [state] = await ticketStates(db(), late, TEST_NOW);
    expect(state!.deadline?.toISOString()).toBe('2027-04-19T08:00:00.000Z');

    shop.shop.clock.now = new Date('2027-04-19T08:00:01Z');
    const before = await snapshot(late.id);
    expect(await refusal(shop.cancel(late.id))).toEqual({ code: 'UNPROCESSABLE', reason: 'CUTOFF_PASSED' });
    expect(await snapshot(late.id)).toEqual(before);

    shop.shop.clock.now = new Date('2027-04-19T07:59:00Z');
    expect((await shop.cancel(onTime.id)).refunded).toBe(onTime.amount);

    // After the departure the ticket is expired, and said to be.
    const [expired] = await ticketStates(db(), late, new Date('2027-04-20T08:00:00Z'));
    expect(expired).toMatchObject({ cancelBlock: 'EXPIRED', changeBlock: 'EXPIRED' });
  });

  it('refuses a ticket already used at the entrance', async () => {
    const order = await shop.buy([walk('2027-04-21', 1)]);
    await db().update(tickets).set({ redeemedAt: TEST_NOW }).where(eq(tickets.orderId, order.id));
    const before = await snapshot(order.id);
    expect(await refusal(shop.cancel(order.id, { lines: [0] }))).toEqual({ code: 'CONFLICT', reason: 'TICKET_USED' });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses lines the order does not have, and orders that were never paid', async () => {
    const order = await shop.buy([walk('2027-04-22', 1)]);
    const before = await snapshot(order.id);
    expect(await refusal(shop.cancel(order.id, { lines: [1] }))).toEqual({ code: 'BAD_REQUEST', reason: undefined });
    expect(await refusal(shop.cancel(order.id, { lines: [-1] }))).toEqual({ code: 'BAD_REQUEST', reason: undefined });
    expect(await refusal(shop.cancel(order.id, { lines: [] }))).toEqual({ code: 'BAD_REQUEST', reason: undefined });
    expect(await snapshot(order.id)).toEqual(before);

    const { token, total } = await shop.shop.basket(walk('2027-04-23', 1));
    const refused = await shop.shop.answer(await shop.shop.pay(token, total, card(CARDS.refused)));
    expect(await refusal(shop.cancel(refused.orderId))).toEqual({ code: 'UNPROCESSABLE', reason: 'ORDER_NOT_PAID' });
    expect(await refusal(shop.cancel('00000000-0000-4000-8000-000000000000'))).toEqual({ code: 'NOT_FOUND', reason: 'BOOKING_NOT_FOUND' });
  });
});

describe('retries', () => {
  it('answers a retry with the same key with the first result, refunding once; another request under that key is refused', async () => {
    const order = await shop.buy([walk('2027-04-26', 1), walk('2027-04-27', 1)]);
    const first = await shop.cancel(order.id, { lines: [0], idempotencyKey: 'double-click' });
    const again = await shop.cancel(order.id, { lines: [0], idempotencyKey: 'double-click' });
    const bare = await shop.cancel(order.id, { idempotencyKey: 'double-click' });
    expect(again).toEqual(first);
    expect(bare).toEqual(first);
    expect(await shop.refundsOf(order.id)).toHaveLength(1);
    expect(await shop.sandboxRefundsOf(order.pspReference!)).toHaveLength(1);
    expect((await shop.eventsOf(order.id)).filter((e) => e.cause.startsWith('cancelled lines'))).toHaveLength(1);
    expect(await refusal(shop.cancel(order.id, { lines: [1], idempotencyKey: 'double-click' }))).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', reason: undefined });
    expect((await shop.ticketsOf(order.id)).map((t) => t.status)).toEqual(['cancelled', 'valid']);
    await shop.settle();
    // One cancellation, one email.
    expect(shop.cancellationMailsOf(order.reference)).toHaveLength(1);
  });
});

describe('the terms a ticket was sold with', () => {
  it('stay with the order when the option’s terms change later', async () => {
    await setPolicy(database, 41032, 'full', 100);
    const order = await shop.buy([afternoonWalk('2027-04-16', 2)]);
    expect(order.lines[0]!.policy).toEqual({ refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 });
    // The operator makes the option non-refundable afterwards: this booking keeps free cancellation.
    await setPolicy(database, 41032, 'none', 0, 0);
    const result = await shop.cancel(order.id);
    expect(result.refunded).toBe(order.amount);
    await setPolicy(database, 41032, 'full', 100);
  });
});
