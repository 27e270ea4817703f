import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryAllocations, orderEvents, orders, sandboxPayments, tickets } from '@/provider/db/schema';
import { createTestDatabase, type TestDatabase } from './test-database';
import { card, CARDS, customer, newKey, paymentProvider, walk } from './payment-support';

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
const count = async (table: typeof tickets | typeof sandboxPayments, where: ReturnType<typeof eq>) =>
  Number((await db().select({ n: sql<number>`count(*)` }).from(table).where(where))[0]!.n);
const soldOn = async (date: string) =>
  Number(
    (
      await db()
        .select({ n: sql<number>`coalesce(sum(${inventoryAllocations.quantity}), 0)` })
        .from(inventoryAllocations)
        .where(and(eq(inventoryAllocations.travelDate, date), eq(inventoryAllocations.optionId, 41031), eq(inventoryAllocations.kind, 'sold')))
    )[0]!.n,
  );

describe('paying with the approved test card', () => {
  it('sells the held places, makes one ticket per item, captures once, empties the basket and writes the email to the outbox', async () => {
    const { token, total } = await shop.basket(walk('2027-05-03'), walk('2027-05-04', 1));
    const response = await shop.pay(token, total, card(CARDS.approved));
    const answer = await shop.answer(response);
    expect(answer).toMatchObject({ result: 'paid', status: 'paid', amount: total, refusal: null });
    expect(answer.voucherToken).toBeTruthy();
    expect(response.headers.get('x-cart-count')).toBe('0');

    const [order] = await db().select().from(orders).where(eq(orders.id, answer.orderId));
    expect(order).toMatchObject({ amount: total.amount, status: 'paid' });
    expect(order!.capturedAt).not.toBeNull();
    expect(await count(tickets, eq(tickets.orderId, answer.orderId))).toBe(2);
    expect(await soldOn('2027-05-03')).toBe(2);
    const held = await db().select().from(inventoryAllocations).where(eq(inventoryAllocations.kind, 'held'));
    expect(held.filter((h) => h.travelDate === '2027-05-03')).toEqual([]);
    const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, answer.reference));
    expect(payment).toMatchObject({ status: 'captured', amount: total.amount, cardLast4: '1111' });

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, answer.orderId)).orderBy(orderEvents.id);
    expect(events.filter((e) => e.fromStatus !== e.toStatus).map((e) => `${e.fromStatus}→${e.toStatus}`)).toEqual(['null→pending', 'pending→authorised', 'authorised→paid']);

    await shop.settle();
    const failures = await db().select().from(orderEvents).where(sql`${orderEvents.cause} like 'confirmation failed%'`);
    expect(failures.map((f) => f.cause)).toEqual([]);
    const mails = readdirSync(shop.outboxDir).filter((f) => f.includes(answer.reference));
    expect(mails).toHaveLength(1);
    expect(readFileSync(join(shop.outboxDir, mails[0]!), 'utf8')).toContain(`voucher-${answer.reference}.pdf`);

    const cart = await (await shop.send('GET', '/transaction/sale', undefined, { authorization: token })).json();
    expect(cart.count).toBe(0);
  });

  it('makes a dated ticket valid on its day, and names the meeting place without repeating its label', async () => {
    const { token, total } = await shop.basket(walk('2027-06-22'));
    const response = await shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer, amount: { value: total.amount, currency: total.currency }, paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/de/zahlung' },
      { authorization: token, 'idempotency-key': newKey(), 'x-language': 'de' },
    );
    const answer = await shop.answer(response);
    const voucher = await (await shop.send('GET', `/transaction/voucher?token=${answer.voucherToken}`)).json();
    expect(voucher.language).toBe('de');
    expect(voucher.tickets[0]).toMatchObject({ date: '2027-06-22', time: '10:00', validUntil: '2027-06-22' });
    expect(voucher.tickets[0].meetingPoint.address).toMatch(/^[^:]+, Paris$/);
  });

  it('sends the email from the site that sold the order, with links to its public address when SHOP_URL is unset', async () => {
    const { token, total } = await shop.basket(walk('2027-06-21'));
    const response = await shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer, amount: { value: total.amount, currency: total.currency }, paymentMethod: card(CARDS.approved), returnUrl: 'https://paris.opentoptours.example/fr/paiement' },
      { authorization: token, 'idempotency-key': newKey(), 'x-site': 'paris' },
    );
    const answer = await shop.answer(response);
    await shop.settle();
    const [mail] = readdirSync(shop.outboxDir).filter((f) => f.includes(answer.reference));
    const eml = readFileSync(join(shop.outboxDir, mail!), 'utf8');
    expect(eml).toContain('From: Open Top Tours Paris <tickets@paris.opentoptours.example>');
    expect(eml).toContain('Reply-To: paris@opentoptours.example');
    // The text parts are quoted-printable: soft line breaks and '=' written as '=3D'.
    const body = eml.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`https://paris.opentoptours.example/en/voucher?token=${answer.voucherToken}`);
    expect(body).toContain('Thank you for booking with Open Top Tours Paris.');
    expect(body).not.toMatch(/localhost|Sightseeing Tours|sightseeing\.example/);

    const pdf = await shop.send('GET', `/transaction/voucher?token=${answer.voucherToken}&format=pdf`, undefined, { 'x-site': 'paris' });
    expect(pdf.status).toBe(200);
    const json = await (await shop.send('GET', `/transaction/voucher?token=${answer.voucherToken}`, undefined, { 'x-site': 'mars' })).json();
    expect(json).toMatchObject({ brand: 'Open Top Tours', mobileUrl: `https://www.opentoptours.example/en/voucher?token=${answer.voucherToken}` });
  });

  it('opens the vouchers by the order’s token, as JSON and as a PDF, and nothing by a wrong one', async () => {
    const { token, total } = await shop.basket(walk('2027-05-05'));
    const paid = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
    const voucher = await shop.send('GET', `/transaction/voucher?token=${paid.voucherToken}`);
    expect(voucher.status).toBe(200);
    const doc = await voucher.json();
    expect(doc).toMatchObject({ reference: paid.reference, customer: { email: customer.email } });
    expect(doc.tickets[0]).toMatchObject({ code: `${paid.reference}-1`, date: '2027-05-05', time: '10:00', timeZone: 'Europe/Paris', validityMonths: 12, validUntil: '2027-05-05' });
    expect(doc.tickets[0].qr.startsWith(`${paid.reference}-1.`)).toBe(true);

    const pdf = await shop.send('GET', `/transaction/voucher?token=${paid.voucherToken}&format=pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    expect((await shop.send('GET', `/transaction/voucher?token=${'x'.repeat(32)}`)).status).toBe(404);
    expect((await shop.send('GET', '/transaction/voucher?token=<script>')).status).toBe(400);
  });
});

describe('never twice', () => {
  it('a double click (the same key twice at once) charges once and makes one set of tickets', async () => {
    const { token, total } = await shop.basket(walk('2027-05-06'));
    const key = newKey();
    const [a, b] = await Promise.all([shop.pay(token, total, card(CARDS.approved), key), shop.pay(token, total, card(CARDS.approved), key)]);
    const answers = [await shop.answer(a), await shop.answer(b)];
    expect(answers.map((x) => x.result)).toEqual(['paid', 'paid']);
    expect(answers[0]!.orderId).toBe(answers[1]!.orderId);
    expect(await count(sandboxPayments, eq(sandboxPayments.merchantReference, answers[0]!.reference))).toBe(1);
    expect(await count(tickets, eq(tickets.orderId, answers[0]!.orderId))).toBe(1);
    expect(await soldOn('2027-05-06')).toBe(2);
  });

  it('two tabs paying one basket with different keys: one charge; the other tab is told, then shown the purchase', async () => {
    const { token, total } = await shop.basket(walk('2027-05-07'));
    const responses = await Promise.all([shop.pay(token, total, card(CARDS.approved)), shop.pay(token, total, card(CARDS.approved))]);
    const statuses = responses.map((r) => r.status).sort();
    const bodies = await Promise.all(responses.map((r) => r.json()));
    const paid = bodies.find((b) => b.result === 'paid');
    expect(paid).toBeTruthy();
    // The second tab either waited behind the first and found the basket paid, or was told a payment is running.
    for (const body of bodies) if (body !== paid) expect(body.result === 'paid' ? body.orderId : body.reason).toBe(body.result === 'paid' ? paid.orderId : 'PAYMENT_IN_PROGRESS');
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const charged = await db().select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, paid.reference));
    expect(charged.map((p) => p.status)).toEqual(['captured']);
    const again = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
    expect(again).toMatchObject({ result: 'paid', orderId: paid.orderId });
    expect(await count(sandboxPayments, eq(sandboxPayments.merchantReference, paid.reference))).toBe(1);
  });

  it('a retry after a timeout (same key) finds the first authorisation: one charge', async () => {
    const { token, total } = await shop.basket(walk('2027-05-10'));
    const key = newKey();
    const first = await shop.answer(await shop.pay(token, total, card(CARDS.timeout), key));
    expect(first).toMatchObject({ result: 'pending', status: 'pending' });
    const retry = await shop.answer(await shop.pay(token, total, card(CARDS.timeout), key));
    expect(retry).toMatchObject({ result: 'paid', orderId: first.orderId });
    expect(await count(sandboxPayments, eq(sandboxPayments.merchantReference, first.reference))).toBe(1);
    expect(await count(tickets, eq(tickets.orderId, first.orderId))).toBe(1);
  });
});

describe('refusals and the 3-D Secure step', () => {
  it('a refused card and one without funds say why, sell nothing and keep the basket for another card', async () => {
    const { token, total } = await shop.basket(walk('2027-05-11'));
    const refused = await shop.answer(await shop.pay(token, total, card(CARDS.refused)));
    expect(refused).toMatchObject({ result: 'refused', status: 'refused', refusal: 'REFUSED', voucherToken: null });
    const broke = await shop.answer(await shop.pay(token, total, card(CARDS.insufficientFunds)));
    expect(broke).toMatchObject({ result: 'refused', refusal: 'INSUFFICIENT_FUNDS' });
    expect(broke.orderId).not.toBe(refused.orderId);
    expect(await soldOn('2027-05-11')).toBe(0);
    const cart = await (await shop.send('GET', '/transaction/sale', undefined, { authorization: token })).json();
    expect(cart.items[0].status).toBe('held');
    expect(await shop.answer(await shop.pay(token, total, card(CARDS.approved)))).toMatchObject({ result: 'paid' });
  });

  it('the challenge card asks for the 3-D Secure step: a wrong code refuses, the right one pays', async () => {
    const { token, total } = await shop.basket(walk('2027-05-12'));
    const step = await shop.answer(await shop.pay(token, total, card(CARDS.challenge)));
    expect(step).toMatchObject({ result: 'action', status: 'pending' });
    expect(step.action).toMatchObject({ type: 'sandbox-challenge' });
    const wrong = await shop.answer(await shop.send('POST', '/transaction/payment/adyen/details', { orderId: step.orderId, details: { code: '0000' } }, { authorization: token }));
    expect(wrong).toMatchObject({ result: 'refused', refusal: 'AUTHENTICATION_FAILED' });

    const again = await shop.answer(await shop.pay(token, total, card(CARDS.challenge)));
    const details = { orderId: again.orderId, details: { code: '1234' } };
    const [a, b] = await Promise.all([
      shop.send('POST', '/transaction/payment/adyen/details', details, { authorization: token }),
      shop.send('POST', '/transaction/payment/adyen/details', details, { authorization: token }),
    ]);
    expect([(await shop.answer(a)).result, (await shop.answer(b)).result]).toContain('paid');
    expect(await count(tickets, eq(tickets.orderId, again.orderId))).toBe(1);
  });

  it('a place lost during the 3-D Secure step voids the authorisation, cancels the order and tells the visitor', async () => {
    const date = '2027-05-13';
    const { token, total } = await shop.basket(walk(date, 2));
    const step = await shop.answer(await shop.pay(token, total, card(CARDS.challenge)));
    // The visitor takes 40 minutes at the bank; meanwhile the departure sells out.
    shop.clock.now = new Date(shop.clock.now.getTime() + 40 * 60_000);
    await db().insert(inventoryAllocations).values({ optionId: 41031, travelDate: date, startTime: '10:00', quantity: 20, kind: 'sold', expiresAt: null, reference: 'order:elsewhere' });
    const lost = await shop.answer(await shop.send('POST', '/transaction/payment/adyen/details', { orderId: step.orderId, details: { code: '1234' } }, { authorization: token }));
    shop.clock.now = new Date(shop.clock.now.getTime() - 40 * 60_000);
    expect(lost).toMatchObject({ result: 'cancelled', status: 'cancelled', refusal: 'PLACE_LOST', voucherToken: null });
    const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, step.reference));
    expect(payment!.status).toBe('cancelled');
    expect(await count(tickets, eq(tickets.orderId, step.orderId))).toBe(0);
    expect(await soldOn(date)).toBe(20);
  });
});

describe('bad input changes nothing', () => {
  it('a tampered amount or currency is refused: the provider prices the basket itself', async () => {
    const { token, total } = await shop.basket(walk('2027-05-14'));
    for (const shown of [{ ...total, amount: 1 }, { ...total, currency: 'USD' }]) {
      const response = await shop.pay(token, shown, card(CARDS.approved));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ reason: 'PRICE_CHANGED' });
    }
    expect(await count(sandboxPayments, eq(sandboxPayments.amount, 1))).toBe(0);
  });

  it('a garbage card number, a past expiry or a bad security code: 422 naming the field, nothing charged', async () => {
    const { token, total } = await shop.basket(walk('2027-05-17'));
    const cases: [unknown, string][] = [
      [card('1234 5678 9012 3456'), 'CARD_NUMBER'],
      [card(CARDS.approved, { expiryMonth: '01', expiryYear: '2026' }), 'CARD_EXPIRY'],
      [card(CARDS.approved, { expiryMonth: '13' }), 'CARD_EXPIRY'],
      [card(CARDS.approved, { cvc: '7a' }), 'CARD_CVC'],
      [{ type: 'scheme' }, 'CARD_INVALID'],
    ];
    for (const [method, reason] of cases) {
      const response = await shop.pay(token, total, method);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ reason });
    }
    expect(await soldOn('2027-05-17')).toBe(0);
    expect(await shop.answer(await shop.pay(token, total, card(CARDS.approved)))).toMatchObject({ result: 'paid' });
  });

  it('an expired basket, an empty one, a missing key and another visitor’s order are refused with a clear answer', async () => {
    const { token, total } = await shop.basket(walk('2027-05-18'));
    shop.clock.now = new Date(shop.clock.now.getTime() + 25 * 60_000);
    const expired = await shop.pay(token, total, card(CARDS.approved));
    shop.clock.now = new Date(shop.clock.now.getTime() - 25 * 60_000);
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ reason: 'HOLD_EXPIRED' });

    const empty = await shop.send('POST', '/transaction/payment/adyen', { customer, amount: { value: 0, currency: 'EUR' }, paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/payment' }, { 'idempotency-key': newKey() });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ reason: 'CART_EMPTY' });

    const keyless = await shop.send('POST', '/transaction/payment/adyen', { customer, amount: { value: total.amount, currency: total.currency }, paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/payment' }, { authorization: token });
    expect(keyless.status).toBe(400);

    const other = await shop.basket(walk('2027-05-19'));
    const paid = await shop.answer(await shop.pay(other.token, other.total, card(CARDS.approved)));
    for (const path of ['/transaction/payment/resume', '/transaction/payment/creditcard/confirm', '/transaction/payment/adyen/cancel']) {
      const foreign = await shop.send('POST', path, { orderId: paid.orderId }, { authorization: token });
      expect(foreign.status, path).toBe(404);
    }
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    expect(order!.status).toBe('paid');
  });
});
