import { notificationsJob } from '../jobs/names';
import { enqueueJob } from '../jobs/queue';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { gatewayEvents, orders, paymentAttempts } from '../../db/schema';
import type { Database } from '../../db/types';
import { isTopUpNotification, topUpNotified } from '../agent-area/top-up-notifications';
import { inTransaction } from '../cart/locks';
import { isRefundEvent, refundNotified } from '../orders/refund-notifications';
import type { PaymentDeps } from './deps';
import type { GatewayNotification } from './gateway';
import { settleAuthorisation } from './card';
import { lockOrder, transition } from './transitions';

/**
 * Keeps the notifications a gateway sent, each once: a replayed one meets its event id and is
 * dropped. New ones get a job that acts on them, committed with them, so that an instance dying
 * after the gateway was answered loses nothing. Returns the job's key, or null when nothing was new.
 */
export async function storeNotifications(db: Database, gateway: string, items: GatewayNotification[]): Promise<string | null> {
  if (items.length === 0) return null;
  return inTransaction(db, async (tx) => {
    const stored = await tx
      .insert(gatewayEvents)
      .values(items.map((item) => ({ eventId: item.eventId, gateway, eventCode: item.eventCode, pspReference: item.pspReference, merchantReference: item.merchantReference, payload: item })))
      .onConflictDoNothing()
      .returning({ eventId: gatewayEvents.eventId });
    if (stored.length === 0) return null;
    const job = notificationsJob(stored[0]!.eventId);
    await enqueueJob(tx, job);
    return job.key;
  });
}

/**
 * Acts on stored notifications not yet processed: a successful AUTHORISATION settles its
 * order (exactly like the visitor's own answer would: whichever comes second finds it
 * settled), a failed one refuses it, CAPTURE records the money taken, REFUND, CANCELLATION,
 * REFUND_FAILED and REFUNDED_REVERSED settle the refund or void they are about
 * (orders/refund-notifications.ts). An agency's top-up (`TU…`) goes to agent-area/top-up-notifications.ts.
 * Safe to run twice.
 */
export async function processNotifications(deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;
  const pending = await db.select().from(gatewayEvents).where(isNull(gatewayEvents.processedAt)).orderBy(gatewayEvents.receivedAt);
  for (const event of pending) {
    const item = event.payload as GatewayNotification;
    const [order] = await db.select().from(orders).where(eq(orders.reference, item.merchantReference));
    if (isTopUpNotification(item)) {
      await topUpNotified(deps, item);
    } else if (isRefundEvent(item.eventCode)) {
      await refundNotified(db, item, now);
    } else if (order && item.eventCode === 'AUTHORISATION') {
      if (item.success) {
        await db.update(paymentAttempts).set({ pspReference: item.pspReference, updatedAt: now }).where(and(eq(paymentAttempts.orderId, order.id), isNull(paymentAttempts.pspReference)));
        await settleAuthorisation(deps, order.id, item.pspReference, 'notification');
      } else {
        await inTransaction(db, async (tx) => {
          const locked = (await lockOrder(tx, order.id))!;
          await tx
            .update(paymentAttempts)
            .set({ status: 'refused', refusalReason: 'REFUSED', updatedAt: now })
            .where(and(eq(paymentAttempts.pspReference, item.pspReference), inArray(paymentAttempts.status, ['started', 'action', 'pending'])));
          if (locked.status === 'pending' && locked.pspReference === null) await transition(tx, locked, 'refused', `notification: refused (${item.reason ?? 'no reason'})`, now);
        });
      }
    } else if (order && item.eventCode === 'CAPTURE' && item.success) {
      await db.update(orders).set({ capturedAt: now }).where(and(eq(orders.id, order.id), isNull(orders.capturedAt)));
    }
    await db.update(gatewayEvents).set({ processedAt: now }).where(eq(gatewayEvents.eventId, event.eventId));
  }
}
