import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayEvents, orders, refunds } from '@/provider/db/schema';
import type { Gateway, GatewayOutcome, RefundAnswer } from '@/provider/services/payment/gateway';
import { orderShop } from './cancel-support';
import { walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Adyen settles refunds and voids later, by notification: REFUND, CANCELLATION, REFUND_FAILED,
 * REFUNDED_REVERSED. A recording gateway stands in for Adyen (it answers `received`, i.e.
 * pending), and the notifications come signed to the webhook like Adyen's.
 */
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

class RecordingGateway implements Gateway {
  readonly name = 'adyen' as const;
  readonly clientKey = 'test_CLIENTKEY';
  refunds: { pspReference: string; amount: number; idempotencyKey: string }[] = [];
  voids: string[] = [];
  next = 1;
  async paymentMethods() {
    return { paymentMethods: [{ type: 'scheme', name: 'Cards' }] };
  }
  async authorise(): Promise<GatewayOutcome> {
    return { kind: 'authorised', pspReference: `PSP${this.next++}` };
  }
  async details(): Promise<GatewayOutcome> {
    return { kind: 'pending', pspReference: null };
  }
  async capture() {}
  async cancel({ pspReference }: { pspReference: string }): Promise<RefundAnswer> {
    this.voids.push(pspReference);
    return { pspReference: `VOID${this.next++}`, status: 'pending' };
  }
  async refund({ pspReference, amount, idempotencyKey }: { pspReference: string; amount: { value: number }; idempotencyKey: string }): Promise<RefundAnswer> {
    this.refunds.push({ pspReference, amount: amount.value, idempotencyKey });
    return { pspReference: `REF${this.next++}`, status: 'pending' };
  }
}

let database: TestDatabase;
let gateway: RecordingGateway;
let shop: ReturnType<typeof orderShop>;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = new RecordingGateway();
  shop = orderShop(database, { gateway, adyenHmacKey: HMAC_KEY });
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const adyenCard = { paymentMethod: { type: 'scheme', encryptedCardNumber: 'adyenjs_…' } };

/** One signed notification item, as Adyen sends it (HMAC over its documented colon-joined fields). */
function notification(item: { eventCode: string; pspReference: string; originalReference: string; merchantReference: string; value: number; success?: boolean; reason?: string }) {
  const fields = { ...item, merchantAccountCode: 'SightseeingShopECOM', currency: 'EUR', success: String(item.success ?? true) };
  const data = [fields.pspReference, fields.originalReference, fields.merchantAccountCode, fields.merchantReference, fields.value, fields.currency, fields.eventCode, fields.success].join(':');
  const hmacSignature = createHmac('sha256', Buffer.from(HMAC_KEY, 'hex')).update(data, 'utf8').digest('base64');
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          additionalData: { hmacSignature },
          amount: { value: fields.value, currency: fields.currency },
          pspReference: fields.pspReference,
          originalReference: fields.originalReference,
          eventCode: fields.eventCode,
          eventDate: '2027-03-01T09:00:00+01:00',
          merchantAccountCode: fields.merchantAccountCode,
          merchantReference: fields.merchantReference,
          paymentMethod: 'visa',
          reason: item.reason ?? '',
          success: fields.success,
        },
      },
    ],
  };
}

async function notify(item: Parameters<typeof notification>[0]) {
  const response = await shop.shop.send('POST', '/payments/notifications', notification(item));
  expect(response.status).toBe(200);
  await shop.settle();
}

/** A paid order with one ticket cancelled; its pending refund as the gateway accepted it. */
async function cancelledOne(date: string) {
  const order = await shop.buy([walk(date, 1), walk(date, 2)], adyenCard);
  const result = await shop.cancel(order.id, { lines: [0] });
  const [refund] = await shop.refundsOf(order.id);
  expect(refund).toMatchObject({ status: 'pending', method: 'refund', amount: result.refunded, paymentReference: order.pspReference });
  expect(refund!.pspReference).toMatch(/^REF\d+$/);
  expect((await shop.orderOf(order.id))!.refundedAmount).toBe(result.refunded);
  return { order, refund: refund!, refunded: result.refunded };
}

it('sends the refund with a key of its own, under Adyen’s 64 characters, and waits for the notification', async () => {
  const { order, refund } = await cancelledOne('2027-05-03');
  const sent = gateway.refunds.find((r) => r.pspReference === order.pspReference)!;
  expect(sent).toMatchObject({ amount: refund.amount });
  expect(sent.idempotencyKey.length).toBeLessThanOrEqual(64);
  expect(sent.idempotencyKey).toMatch(/^[\x21-\x7e]+$/);
  const events = await shop.eventsOf(order.id);
  expect(events.some((e) => e.cause.includes('awaiting its notification'))).toBe(true);
  expect(events.some((e) => /^refund #\d+ of \d+ for lines 0 succeeded/.test(e.cause))).toBe(false);
});

it('a successful REFUND settles its refund, once however often it comes', async () => {
  const { order, refund, refunded } = await cancelledOne('2027-05-04');
  const item = { eventCode: 'REFUND', pspReference: refund.pspReference!, originalReference: order.pspReference!, merchantReference: order.reference, value: refunded };
  await notify(item);
  await notify(item);
  const [settled] = await shop.refundsOf(order.id);
  expect(settled).toMatchObject({ status: 'succeeded', failureReason: null });
  const succeeded = (await shop.eventsOf(order.id)).filter((e) => e.cause.startsWith(`refund #${refund.id} of ${refunded} for lines 0 succeeded`));
  expect(succeeded).toHaveLength(1);
  expect(succeeded[0]).toMatchObject({ actor: 'gateway', amount: refunded });
  expect((await shop.orderOf(order.id))!.refundedAmount).toBe(refunded);
});

it('a failed REFUND marks its refund failed with the reason and gives the amount back to what is owed', async () => {
  const { order, refund, refunded } = await cancelledOne('2027-05-05');
  await notify({ eventCode: 'REFUND', success: false, reason: 'Insufficient balance on payment', pspReference: refund.pspReference!, originalReference: order.pspReference!, merchantReference: order.reference, value: refunded });
  const [failed] = await shop.refundsOf(order.id);
  expect(failed).toMatchObject({ status: 'failed', failureReason: 'REFUND: Insufficient balance on payment' });
  expect((await shop.orderOf(order.id))!.refundedAmount).toBe(0);
  const event = (await shop.eventsOf(order.id)).find((e) => e.cause.startsWith(`refund #${refund.id} of ${refunded} for lines 0 failed`));
  expect(event).toMatchObject({ actor: 'gateway', amount: refunded });
  expect(event!.cause).toContain(`${refunded} owed to the customer again`);
  // The ticket stays cancelled: staff settle what is owed.
  expect((await shop.ticketsOf(order.id))[0]!.status).toBe('cancelled');
});

it('REFUNDED_REVERSED after a success turns the refund failed again; REFUND_FAILED likewise', async () => {
  const reversed = await cancelledOne('2027-05-06');
  const base = { pspReference: reversed.refund.pspReference!, originalReference: reversed.order.pspReference!, merchantReference: reversed.order.reference, value: reversed.refunded };
  await notify({ ...base, eventCode: 'REFUND' });
  await notify({ ...base, eventCode: 'REFUNDED_REVERSED' });
  expect((await shop.refundsOf(reversed.order.id))[0]).toMatchObject({ status: 'failed', failureReason: 'REFUNDED_REVERSED: reversed by the bank' });
  expect((await shop.orderOf(reversed.order.id))!.refundedAmount).toBe(0);

  const failed = await cancelledOne('2027-05-07');
  await notify({ eventCode: 'REFUND_FAILED', pspReference: failed.refund.pspReference!, originalReference: failed.order.pspReference!, merchantReference: failed.order.reference, value: failed.refunded });
  expect((await shop.refundsOf(failed.order.id))[0]).toMatchObject({ status: 'failed' });
  expect((await shop.orderOf(failed.order.id))!.refundedAmount).toBe(0);
});

it('a notification that overtakes the gateway’s answer finds its refund by the payment and amount', async () => {
  const { order, refund, refunded } = await cancelledOne('2027-05-10');
  // As if the notification came before the refund's own reference was stored.
  await db().update(refunds).set({ pspReference: null }).where(eq(refunds.id, refund.id));
  await notify({ eventCode: 'REFUND', pspReference: 'REF-EARLY', originalReference: order.pspReference!, merchantReference: order.reference, value: refunded });
  expect((await shop.refundsOf(order.id))[0]).toMatchObject({ status: 'succeeded', pspReference: 'REF-EARLY' });
});

it('a CANCELLATION settles the void of an uncaptured authorisation', async () => {
  const order = await shop.buy([walk('2027-05-11', 1)], adyenCard);
  await db().update(orders).set({ capturedAt: null }).where(eq(orders.id, order.id));
  await shop.cancel(order.id);
  expect(gateway.voids).toContain(order.pspReference);
  const [voided] = await shop.refundsOf(order.id);
  expect(voided).toMatchObject({ method: 'void', status: 'pending', amount: order.amount });
  await notify({ eventCode: 'CANCELLATION', pspReference: voided!.pspReference!, originalReference: order.pspReference!, merchantReference: order.reference, value: order.amount });
  expect((await shop.refundsOf(order.id))[0]).toMatchObject({ status: 'succeeded' });
});

it('a refund notification of no refund of ours is kept as processed and changes nothing', async () => {
  const { order, refund } = await cancelledOne('2027-05-12');
  await notify({ eventCode: 'REFUND', pspReference: 'REF-STRANGER', originalReference: 'PSP-STRANGER', merchantReference: order.reference, value: 100 });
  const [stored] = await db().select().from(gatewayEvents).where(eq(gatewayEvents.pspReference, 'REF-STRANGER'));
  expect(stored!.processedAt).not.toBeNull();
  expect((await shop.refundsOf(order.id))[0]).toMatchObject({ id: refund.id, status: 'pending' });
});
