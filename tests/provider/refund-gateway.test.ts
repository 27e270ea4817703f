import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { agentLedger, orderPayments, orders, sandboxPayments } from '@/provider/db/schema';
import { ledgerBalance } from '@/provider/services/agents/credit';
import { inTransaction } from '@/provider/services/cart/locks';
import { issueRefunds, recordRefund, retryPendingRefunds } from '@/provider/services/orders/refunds';
import { ticketStates } from '@/provider/services/orders/ticket-state';
import { lockOrder } from '@/provider/services/payment/transitions';
import { managedBooking } from '@/provider/services/booking/view';
import { GatewayInvalid, GatewayUnavailable, type Gateway } from '@/provider/services/payment/gateway';
import { createSandboxGateway } from '@/provider/services/payment/sandbox';
import { TEST_NOW } from './fixtures';
import { agentCookie, createAgency } from './agent-support';
import { orderShop } from './cancel-support';
import { customer, newKey, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof orderShop>;
let sandbox: Gateway;
/** Refund calls the gateway fails before it answers again. */
let failRefunds = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = createSandboxGateway({ db: async () => database.handle.db, now: () => TEST_NOW, timeoutDelayMs: 0 });
  // The sandbox, with refunds that can be made to fail as an unreachable gateway does.
  const flaky: Gateway = {
    ...sandbox,
    name: 'sandbox',
    clientKey: null,
    refund: async (request) => {
      if (failRefunds > 0) {
        failRefunds -= 1;
        throw new GatewayUnavailable('The gateway did not answer in time.', true);
      }
      return sandbox.refund(request);
    },
  };
  shop = orderShop(database, { gateway: flaky });
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;

describe('the sandbox’s refunds', () => {
  it('refunds only a captured payment, never more than it, and answers a repeated key with the first refund', async () => {
    const order = await shop.buy([walk('2027-06-01', 2)]);
    const psp = order.pspReference!;
    const amount = (value: number) => ({ value, currency: 'EUR' as const });
    const first = await sandbox.refund({ pspReference: psp, reference: order.reference, amount: amount(1000), idempotencyKey: 'r-1' });
    expect(first.status).toBe('succeeded');
    expect(await sandbox.refund({ pspReference: psp, reference: order.reference, amount: amount(1000), idempotencyKey: 'r-1' })).toEqual(first);
    await expect(sandbox.refund({ pspReference: psp, reference: order.reference, amount: amount(order.amount - 999), idempotencyKey: 'r-2' })).rejects.toBeInstanceOf(GatewayInvalid);
    await sandbox.refund({ pspReference: psp, reference: order.reference, amount: amount(order.amount - 1000), idempotencyKey: 'r-3' });
    await expect(sandbox.refund({ pspReference: psp, reference: order.reference, amount: amount(1), idempotencyKey: 'r-4' })).rejects.toBeInstanceOf(GatewayInvalid);
    expect((await shop.sandboxRefundsOf(psp)).map((r) => r.amount).sort((a, b) => a - b)).toEqual([1000, order.amount - 1000].sort((a, b) => a - b));

    await db().update(sandboxPayments).set({ status: 'authorised' }).where(eq(sandboxPayments.pspReference, psp));
    await expect(sandbox.refund({ pspReference: psp, reference: order.reference, amount: amount(1), idempotencyKey: 'r-5' })).rejects.toThrow(/cannot be refunded \(authorised\)/);
  });
});

describe('how the money goes back', () => {
  /** An order whose capture never went through: the authorisation stands, uncaptured. */
  async function uncaptured(items: unknown[]) {
    const order = await shop.buy(items);
    await db().update(sandboxPayments).set({ status: 'authorised' }).where(eq(sandboxPayments.pspReference, order.pspReference!));
    await db().update(orders).set({ capturedAt: null }).where(eq(orders.id, order.id));
    return order;
  }

  it('voids an uncaptured authorisation when everything goes back', async () => {
    const order = await uncaptured([walk('2027-06-02', 1)]);
    const result = await shop.cancel(order.id);
    expect(result.refunded).toBe(order.amount);
    expect(await shop.refundsOf(order.id)).toMatchObject([{ method: 'void', status: 'succeeded', amount: order.amount, paymentReference: order.pspReference }]);
    const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, order.pspReference!));
    expect(payment!.status).toBe('cancelled');
    expect(await shop.sandboxRefundsOf(order.pspReference!)).toEqual([]);
  });

  it('captures an uncaptured authorisation first when only part goes back, then refunds that part', async () => {
    const order = await uncaptured([walk('2027-06-03', 1), walk('2027-06-04', 2)]);
    const result = await shop.cancel(order.id, { lines: [0] });
    const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, order.pspReference!));
    expect(payment!.status).toBe('captured');
    expect((await shop.orderOf(order.id))!.capturedAt).not.toBeNull();
    expect(await shop.refundsOf(order.id)).toMatchObject([{ method: 'refund', status: 'succeeded', amount: result.refunded }]);
    expect((await shop.sandboxRefundsOf(order.pspReference!)).map((r) => r.amount)).toEqual([result.refunded]);
    expect((await shop.eventsOf(order.id)).some((e) => e.cause.startsWith(`captured ${order.pspReference} before refund`))).toBe(true);
  });

  it('gives a dearer date’s supplement back after the order’s own payment, each from its own payment', async () => {
    const order = await shop.buy([walk('2027-06-07', 1), walk('2027-06-08', 1)]);
    // A supplement of 700 paid (and captured) for line 0, as the date change records it.
    await db().insert(sandboxPayments).values({ pspReference: 'SBXSUPPLEMENT0001', idempotencyKey: newKey(), merchantReference: order.reference, amount: 700, currency: 'EUR', cardLast4: '1111', status: 'captured' });
    await db().insert(orderPayments).values({ orderId: order.id, amount: 700, pspReference: 'SBXSUPPLEMENT0001', idempotencyKey: newKey(), status: 'captured', purpose: { line: 0, date: '2027-06-09', time: '10:00' } });
    await db().update(orders).set({ extraPaid: 700 }).where(eq(orders.id, order.id));
    const fresh = (await shop.orderOf(order.id))!;
    const states = await ticketStates(db(), fresh, TEST_NOW);
    expect(states.map((s) => s.price)).toEqual([states[0]!.share + 700, states[1]!.share]);

    const result = await shop.cancel(order.id);
    expect(result.refunded).toBe(order.amount + 700);
    expect(result.order.refundedAmount).toBe(order.amount + 700);
    const rows = await shop.refundsOf(order.id);
    expect(rows.map((r) => ({ amount: r.amount, from: r.paymentReference, status: r.status }))).toEqual([
      { amount: order.amount, from: order.pspReference, status: 'succeeded' },
      { amount: 700, from: 'SBXSUPPLEMENT0001', status: 'succeeded' },
    ]);
    expect((await shop.sandboxRefundsOf('SBXSUPPLEMENT0001')).map((r) => r.amount)).toEqual([700]);
  });

  it('counts a cheaper date’s refund against the line’s price, so a cancellation gives back only what is left', async () => {
    const order = await shop.buy([walk('2027-06-10', 2)]);
    // The date change's part: a refund of 500 under a `change-` key, recorded and sent like any other.
    const recorded = await inTransaction(db(), async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      return recordRefund(tx, locked, { lines: [0], amount: 500, idempotencyKey: `change-${order.id}-cheaper`, now: TEST_NOW });
    });
    await issueRefunds(shop.deps(), recorded.map((r) => r.id));
    const [state] = await ticketStates(db(), (await shop.orderOf(order.id))!, TEST_NOW);
    expect(state).toMatchObject({ share: order.amount, price: order.amount - 500, refund: order.amount - 500 });

    const result = await shop.cancel(order.id);
    expect(result.refunded).toBe(order.amount - 500);
    expect(result.order.refundedAmount).toBe(order.amount);
    expect((await shop.sandboxRefundsOf(order.pspReference!)).reduce((sum, r) => sum + r.amount, 0)).toBe(order.amount);
  });

  it('never records more than was paid: the database’s ceiling refuses it, and nothing is written', async () => {
    const order = await shop.buy([walk('2027-06-11', 1)]);
    const tooMuch = inTransaction(db(), async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      return recordRefund(tx, locked, { lines: [0], amount: order.amount + 1, idempotencyKey: `change-${order.id}-too-much`, now: TEST_NOW });
    });
    await expect(tooMuch).rejects.toThrow();
    expect((await shop.orderOf(order.id))!.refundedAmount).toBe(0);
    expect(await shop.refundsOf(order.id)).toEqual([]);
  });
});

describe('when the gateway fails', () => {
  it('leaves the refund pending with its reason and a note, and sends it again on retry, once', async () => {
    const order = await shop.buy([walk('2027-06-14', 1)]);
    failRefunds = 1;
    const result = await shop.cancel(order.id);
    // The cancellation stands; the money is recorded as going back.
    expect(result.refunded).toBe(order.amount);
    expect((await shop.ticketsOf(order.id))[0]!.status).toBe('cancelled');
    const [pending] = await shop.refundsOf(order.id);
    expect(pending).toMatchObject({ status: 'pending', pspReference: null, failureReason: 'The gateway did not answer in time.' });
    expect((await shop.eventsOf(order.id)).some((e) => e.cause === `refund #${pending!.id} of ${order.amount} not sent (The gateway did not answer in time.); to be retried`)).toBe(true);
    expect(await shop.sandboxRefundsOf(order.pspReference!)).toEqual([]);

    await retryPendingRefunds(shop.deps());
    await retryPendingRefunds(shop.deps());
    const [settled] = await shop.refundsOf(order.id);
    expect(settled).toMatchObject({ status: 'succeeded', failureReason: null });
    expect((await shop.sandboxRefundsOf(order.pspReference!)).map((r) => r.amount)).toEqual([order.amount]);
  });
});

describe('an agent’s booking', () => {
  it('goes back to the agency’s credit, once, keyed by its refund', async () => {
    const { agency, agents } = await createAgency(db());
    const agent = agents[0]!;
    const cookie = await agentCookie(shop.shop.send, agent);
    const added = await shop.shop.send('POST', '/transaction/addToCart', walk('2027-06-15', 2), { cookie });
    const token = added.headers.get('authorization')!;
    const { total } = CartSchema.parse(await added.json());
    const before = await ledgerBalance(db(), agency.id);
    const paid = await shop.shop.answer(
      await shop.shop.send('POST', '/transaction/payment/local', { customer, amount: { value: total.amount, currency: total.currency } }, { cookie, authorization: token, 'idempotency-key': newKey() }),
    );
    expect(await ledgerBalance(db(), agency.id)).toBe(before - total.amount);

    const result = await shop.cancel(paid.orderId, { actor: 'agent', idempotencyKey: 'agent-cancel' });
    await shop.cancel(paid.orderId, { actor: 'agent', idempotencyKey: 'agent-cancel' });
    await retryPendingRefunds(shop.deps());
    expect(result.refunded).toBe(total.amount);
    const [refund] = await shop.refundsOf(paid.orderId);
    expect(refund).toMatchObject({ method: 'credit', status: 'succeeded', paymentReference: null, amount: total.amount });
    const credits = await db().select().from(agentLedger).where(eq(agentLedger.refundId, refund!.id));
    expect(credits.map((c) => ({ kind: c.kind, amount: c.amount, agentId: c.agentId, orderId: c.orderId }))).toEqual([{ kind: 'refund', amount: total.amount, agentId: agent.id, orderId: paid.orderId }]);
    expect(await ledgerBalance(db(), agency.id)).toBe(before);
    // "Manage my booking" says where the money went: back to the credit, not to a card.
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    expect((await managedBooking(shop.deps(), order!)).paidWith).toBe('credit');

    await shop.settle();
    expect(shop.cancellationMailsOf(paid.reference)[0]).toContain('has been credited back to your agency credit');
  });
});
