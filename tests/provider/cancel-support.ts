import { jobWorker } from '../../provider/api/routes/job-runtime';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import type { PaymentSettings } from '@/provider/api/deps';
import { inventoryAllocations, orderEvents, orders, productOptions, refunds, sandboxPayments, tickets } from '@/provider/db/schema';
import type { RefundType } from '@/provider/domain/catalogue';
import { cancelTickets, type CancelActor } from '@/provider/services/orders/cancel';
import type { PaymentDeps } from '@/provider/services/payment/deps';
import type { Gateway } from '@/provider/services/payment/gateway';
import { createSandboxGateway } from '@/provider/services/payment/sandbox';
import { card, CARDS, customer, newKey, paymentProvider } from './payment-support';
import type { TestDatabase } from './test-database';

/** Paris's walking tour at 15:00 (option 41032, 25 places), asking for a tour language like the 10:00 one. */
export const afternoonWalk = (date: string, adults = 2) => ({
  productId: 4103,
  optionId: 41032,
  date,
  time: '15:00',
  units: [{ type: 'adult', quantity: adults }],
  packageChoices: [4103211],
});

/**
 * The payment test provider, plus the order services called directly with the same database,
 * clock, gateway and outbox (the booking routes that call them are another part's).
 */
export function orderShop(database: TestDatabase, settings: PaymentSettings = {}) {
  const shop = paymentProvider(database.handle, settings);
  const db = () => database.handle.db;
  const deferred: Promise<void>[] = [];
  // A sandbox of its own on the same books answers exactly like the app's.
  const gateway: Gateway = settings.gateway ?? createSandboxGateway({ db: async () => db(), now: () => shop.clock.now, timeoutDelayMs: 0 });
  const deps = (overrides: Partial<PaymentDeps> = {}): PaymentDeps => ({
    db: db(),
    context: { language: 'en', currency: 1 },
    now: shop.clock.now,
    holdMinutes: 20,
    gateway,
    paymentHoldMinutes: 15,
    mail: { outboxDir: shop.outboxDir },
    defer: (task) => void deferred.push(task()),
    runJob: (key) => void deferred.push(jobWorker(shop.providerDeps).drain(key)),
    ...overrides,
  });

  /** Pays a new basket of the items by the approved test card (or the gateway's own way); the order row. */
  async function buy(items: unknown[], options: { coupon?: string; language?: string; paymentMethod?: unknown } = {}) {
    const { token, total: listed } = await shop.basket(...items);
    let total = listed;
    if (options.coupon) {
      const applied = await shop.send('POST', '/coupon/apply', { code: options.coupon }, { authorization: token });
      expect(applied.status, await applied.clone().text()).toBe(200);
      total = CartSchema.parse(await applied.json()).total;
    }
    const response = await shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer, amount: { value: total.amount, currency: total.currency }, paymentMethod: options.paymentMethod ?? card(CARDS.approved), returnUrl: 'http://localhost:3000/en/payment' },
      { authorization: token, 'idempotency-key': newKey(), ...(options.language ? { 'x-language': options.language } : {}) },
    );
    const paid = await shop.answer(response);
    return (await orderOf(paid.orderId))!;
  }

  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  return {
    shop,
    gateway,
    deps,
    buy,
    orderOf,
    cancel: (orderId: string, input: { lines?: number[]; idempotencyKey?: string; actor?: CancelActor } = {}) =>
      cancelTickets(deps(), { orderId, actor: input.actor ?? 'customer', idempotencyKey: input.idempotencyKey ?? newKey(), lines: input.lines }),
    settle: async () => {
      await shop.settle();
      await Promise.all(deferred.splice(0));
    },
    ticketsOf: (orderId: string) => db().select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.line)),
    refundsOf: (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    eventsOf: (orderId: string) => db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    sandboxRefundsOf: (pspReference: string) =>
      db().select().from(sandboxPayments).where(and(eq(sandboxPayments.originalReference, pspReference), eq(sandboxPayments.status, 'refund'))),
    /** Places sold on a departure, by anyone. */
    soldOn: async (optionId: number, date: string, time: string) =>
      Number(
        (
          await db()
            .select({ n: sql<number>`coalesce(sum(${inventoryAllocations.quantity}), 0)` })
            .from(inventoryAllocations)
            .where(
              and(
                eq(inventoryAllocations.optionId, optionId),
                eq(inventoryAllocations.travelDate, date),
                eq(inventoryAllocations.startTime, time),
                eq(inventoryAllocations.kind, 'sold'),
              ),
            )
        )[0]!.n,
      ),
    /** The emails in the outbox about an order, decoded enough to read (quoted-printable soft breaks and '=3D'). */
    mailsOf: (reference: string) =>
      readdirSync(shop.outboxDir)
        .filter((file) => file.includes(reference))
        .sort()
        .map((file) => decodeQuotedPrintable(readFileSync(join(shop.outboxDir, file), 'utf8'))),
    /** The cancellation emails about an order (the ones without a voucher attached), oldest first. */
    cancellationMailsOf: (reference: string) =>
      readdirSync(shop.outboxDir)
        .filter((file) => file.includes(reference))
        .sort()
        .map((file) => decodeQuotedPrintable(readFileSync(join(shop.outboxDir, file), 'utf8')))
        .filter((mail) => !mail.includes('application/pdf')),
  };
}

/** Sets an option's cancellation policy in the test's own database. */
export async function setPolicy(database: TestDatabase, optionId: number, refundType: RefundType, refundPercent: number, cutoffMinutes = 1440) {
  await database.handle.db.update(productOptions).set({ refundType, refundPercent, cancellationCutoffMinutes: cutoffMinutes }).where(eq(productOptions.id, optionId));
}

function decodeQuotedPrintable(eml: string): string {
  // The message is ASCII; the decoded bytes are UTF-8.
  const bytes = eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
