import { createHmac } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayEvents, orderEvents, orders, tickets } from '@/provider/db/schema';
import type { Gateway, GatewayOutcome } from '@/provider/services/payment/gateway';
import { createTestDatabase, type TestDatabase } from './test-database';
import { paymentProvider, walk } from './payment-support';

/**
 * The races a real gateway brings: its notification (webhook) and the visitor's return to
 * the shop settling the same payment at once, replays, forgeries, late second authorisations.
 * A recording gateway stands in for Adyen, so every capture and void can be counted.
 */
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

class RecordingGateway implements Gateway {
  readonly name = 'adyen' as const;
  readonly clientKey = 'test_CLIENTKEY';
  captures: string[] = [];
  cancels: string[] = [];
  next = 1;
  async paymentMethods() {
    return { paymentMethods: [{ type: 'scheme', name: 'Cards' }] };
  }
  async authorise(): Promise<GatewayOutcome> {
    return { kind: 'action', pspReference: `PSP${this.next++}`, action: { type: 'redirect', url: 'https://bank.example/3ds' } };
  }
  async details(request: { pspReference?: string | null }): Promise<GatewayOutcome> {
    return { kind: 'authorised', pspReference: request.pspReference! };
  }
  async capture({ idempotencyKey }: { idempotencyKey: string }) {
    this.captures.push(idempotencyKey);
  }
  async cancel({ pspReference }: { pspReference: string }) {
    this.cancels.push(pspReference);
  }
  async refund({ idempotencyKey }: { idempotencyKey: string }) {
    return { pspReference: `REFUND-${idempotencyKey}`, status: 'pending' as const };
  }
}

let database: TestDatabase;
let gateway: RecordingGateway;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = new RecordingGateway();
  shop = paymentProvider(database.handle, { gateway, adyenHmacKey: HMAC_KEY });
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

function notification(item: { pspReference: string; merchantReference: string; eventCode?: string; success?: boolean; value: number }, key = HMAC_KEY) {
  const fields = { pspReference: item.pspReference, originalReference: '', merchantAccountCode: 'SightseeingShopECOM', merchantReference: item.merchantReference, value: item.value, currency: 'EUR', eventCode: item.eventCode ?? 'AUTHORISATION', success: String(item.success ?? true) };
  const data = [fields.pspReference, fields.originalReference, fields.merchantAccountCode, fields.merchantReference, fields.value, fields.currency, fields.eventCode, fields.success].join(':');
  const hmacSignature = createHmac('sha256', Buffer.from(key, 'hex')).update(data, 'utf8').digest('base64');
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          additionalData: { hmacSignature },
          amount: { value: fields.value, currency: fields.currency },
          pspReference: fields.pspReference,
          eventCode: fields.eventCode,
          eventDate: '2027-03-01T09:00:00+01:00',
          merchantAccountCode: fields.merchantAccountCode,
          merchantReference: fields.merchantReference,
          paymentMethod: 'visa',
          success: fields.success,
        },
      },
    ],
  };
}

const db = () => database.handle.db;
const ticketsOf = async (orderId: string) => (await db().select().from(tickets).where(eq(tickets.orderId, orderId))).length;

async function redirected(date: string) {
  const { token, total } = await shop.basket(walk(date));
  const step = await shop.answer(await shop.pay(token, total, { type: 'scheme', encryptedCardNumber: 'adyenjs_…' }));
  expect(step).toMatchObject({ result: 'action', status: 'pending' });
  return { token, total, step };
}

it('the return page and the notification settling one payment at once make one purchase, one capture', async () => {
  const { token, total, step } = await redirected('2027-06-01');
  const [hook, back] = await Promise.all([
    shop.send('POST', '/payments/notifications', notification({ pspReference: 'PSP1', merchantReference: step.reference, value: total.amount })),
    shop.send('POST', '/transaction/payment/creditcard/confirm', { orderId: step.orderId, redirectResult: 'X3XtfGC9' }, { authorization: token }),
  ]);
  expect(hook.status).toBe(200);
  expect(await hook.text()).toBe('[accepted]');
  await shop.settle();
  expect(await shop.answer(back)).toMatchObject({ result: 'paid' });
  expect(await ticketsOf(step.orderId)).toBe(1);
  expect(new Set(gateway.captures)).toEqual(new Set([`capture-${step.orderId}`]));
  expect(gateway.cancels).toEqual([]);
});

it('a replayed notification is accepted and changes nothing; a forged or malformed one is refused and not stored', async () => {
  const { total, step } = await redirected('2027-06-02');
  const body = notification({ pspReference: 'PSP2', merchantReference: step.reference, value: total.amount });
  for (let i = 0; i < 3; i++) expect((await shop.send('POST', '/payments/notifications', body)).status).toBe(200);
  await shop.settle();
  const stored = await db().select().from(gatewayEvents).where(eq(gatewayEvents.pspReference, 'PSP2'));
  expect(stored).toHaveLength(1);
  expect(await ticketsOf(step.orderId)).toBe(1);

  const forged = notification({ pspReference: 'PSP-FORGED', merchantReference: step.reference, value: 1 }, 'AA'.repeat(32));
  expect((await shop.send('POST', '/payments/notifications', forged)).status).toBe(401);
  expect((await shop.send('POST', '/payments/notifications', { hello: 'world' })).status).toBe(400);
  expect(await db().select().from(gatewayEvents).where(eq(gatewayEvents.pspReference, 'PSP-FORGED'))).toEqual([]);
});

it('a refused notification refuses the order; a second authorisation of a paid order is voided, never captured', async () => {
  const refused = await redirected('2027-06-03');
  await shop.send('POST', '/payments/notifications', notification({ pspReference: 'PSP3', merchantReference: refused.step.reference, value: refused.total.amount, success: false }));
  await shop.settle();
  const [order] = await db().select().from(orders).where(eq(orders.id, refused.step.orderId));
  expect(order!.status).toBe('refused');

  const paid = await redirected('2027-06-04');
  await shop.answer(await shop.send('POST', '/transaction/payment/creditcard/confirm', { orderId: paid.step.orderId, redirectResult: 'r' }, { authorization: paid.token }));
  const capturesBefore = gateway.captures.length;
  await shop.send('POST', '/payments/notifications', notification({ pspReference: 'PSP-SECOND', merchantReference: paid.step.reference, value: paid.total.amount }));
  await shop.settle();
  expect(gateway.cancels).toContain('PSP-SECOND');
  expect(gateway.captures.length).toBe(capturesBefore);
  expect(await ticketsOf(paid.step.orderId)).toBe(1);
  const voided = await db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, paid.step.orderId), like(orderEvents.cause, '%PSP-SECOND voided%')));
  expect(voided).toHaveLength(1);
});
