import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { and, eq, isNull } from 'drizzle-orm';
import { orderEvents, orders, paymentAttempts } from '../../db/schema';
import type { Database } from '../../db/types';
import type { OrderRow } from './answer';
import type { PaymentDeps } from './deps';
import { GatewayInvalid } from './gateway';
import { confirmationJob } from '../jobs/names';
import type { Settlement } from './settle';

const note = (db: Database, order: OrderRow, cause: string, now: Date) =>
  db.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, cause, at: now });

/**
 * What follows a settlement once its transaction committed: money taken for a purchase
 * (capture), an authorisation that bought nothing given back (void), the email sent once.
 * Gateway failures here are recorded on the order, never thrown at the visitor: the
 * purchase stands, and the capture is retried by the next confirmation or notification.
 */
export async function afterSettlement(deps: PaymentDeps, order: OrderRow, settlement: Settlement, pspReference: string) {
  const { db, gateway, now } = deps;
  if (settlement === 'paid' || (settlement === 'already' && order.capturedAt === null)) {
    try {
      await gateway.capture({ pspReference, reference: order.reference, amount: amountOf(order), idempotencyKey: `capture-${order.id}` });
      await db.update(orders).set({ capturedAt: now }).where(and(eq(orders.id, order.id), isNull(orders.capturedAt)));
      await note(db, order, `captured ${pspReference}`, now);
    } catch (error) {
      await note(db, order, `capture of ${pspReference} failed (${(error as Error).message}); to be retried`, now);
    }
    if (settlement === 'paid') deps.runJob(confirmationJob(order.id).key);
    return;
  }
  if (settlement === 'duplicate' || settlement === 'late' || settlement === 'lost') {
    try {
      await gateway.cancel({ pspReference, reference: order.reference, idempotencyKey: `cancel-${pspReference}` });
      await db.update(paymentAttempts).set({ status: 'voided', updatedAt: now }).where(eq(paymentAttempts.pspReference, pspReference));
      await note(db, order, `authorisation ${pspReference} voided (${settlement})`, now);
    } catch (error) {
      const cause = error instanceof GatewayInvalid ? error.message : `gateway unavailable: ${(error as Error).message}`;
      await note(db, order, `void of ${pspReference} failed (${cause}); to be retried`, now);
    }
  }
}

const amountOf = (order: OrderRow) => ({ value: order.amount, currency: CURRENCIES[order.currencyId as CurrencyId].code });
