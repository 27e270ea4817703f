import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema';
import type { Database } from '../../db/types';
import { inTransaction } from '../cart/locks';
import type { GatewayNotification } from '../payment/gateway';
import { lockOrder } from '../payment/transitions';
import { refundFailedCause, refundSucceededCause } from './history-causes';
import { note, type RefundRow } from './refunds';

/** The gateway events about money going back (Adyen's names). */
export const REFUND_EVENTS = ['REFUND', 'CANCELLATION', 'REFUND_FAILED', 'REFUNDED_REVERSED'] as const;

export const isRefundEvent = (eventCode: string) => (REFUND_EVENTS as readonly string[]).includes(eventCode);

/**
 * Settles a refund (or void) row by the gateway's notification. Adyen's REFUND and
 * CANCELLATION carry the modification's own pspReference and the payment's as
 * originalReference; one that arrives before the answer was stored is matched by the payment,
 * method and amount instead.
 *
 * Success marks the row `succeeded`. A failure (success false, REFUND_FAILED, REFUNDED_REVERSED —
 * even after a success) marks it `failed` with the reason and lowers `orders.refunded_amount`
 * by its amount: the money was not given back, so the order shows it as still owed to the
 * customer (the tickets stay cancelled; staff settle it), and a later refund may use it again.
 * A notification of no refund of ours (a void of a second authorisation) changes nothing.
 */
export async function refundNotified(db: Database, item: GatewayNotification, now: Date): Promise<void> {
  const row = await refundOfNotification(db, item);
  if (!row) return;
  const succeeded = item.success && (item.eventCode === 'REFUND' || item.eventCode === 'CANCELLATION');
  await inTransaction(db, async (tx) => {
    const order = (await lockOrder(tx, row.orderId))!;
    if (succeeded) {
      const [updated] = await tx
        .update(refunds)
        .set({ status: 'succeeded', pspReference: item.pspReference, failureReason: null, updatedAt: now })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
        .returning();
      if (updated) await note(tx, order, { cause: refundSucceededCause(updated, `${updated.method} ${item.pspReference}`), actor: 'gateway', amount: updated.amount }, now);
      return;
    }
    const reason = item.reason || (item.eventCode === 'REFUNDED_REVERSED' ? 'reversed by the bank' : item.eventCode === 'REFUND_FAILED' ? 'refund failed' : 'refused');
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'failed', pspReference: item.pspReference, failureReason: `${item.eventCode}: ${reason}`.slice(0, 500), updatedAt: now })
      .where(and(eq(refunds.id, row.id), ne(refunds.status, 'failed')))
      .returning();
    if (!updated) return;
    await tx
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} - ${updated.amount}`, updatedAt: now })
      .where(eq(orders.id, order.id));
    await note(tx, order, { cause: refundFailedCause(updated, `${item.eventCode}: ${reason}`), actor: 'gateway', amount: updated.amount }, now);
  });
}

async function refundOfNotification(db: Database, item: GatewayNotification): Promise<RefundRow | undefined> {
  const [own] = await db.select().from(refunds).where(eq(refunds.pspReference, item.pspReference));
  if (own) return own;
  if (!item.originalReference) return undefined;
  const method = item.eventCode === 'CANCELLATION' ? 'void' : 'refund';
  const candidates = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentReference, item.originalReference), eq(refunds.method, method), eq(refunds.status, 'pending'), isNull(refunds.pspReference)))
    .orderBy(refunds.id);
  // A void gives back the whole authorisation, whatever amount the notification names.
  return candidates.find((r) => method === 'void' || item.amount === null || r.amount === item.amount.value);
}
