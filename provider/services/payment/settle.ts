import { confirmationJob } from '../jobs/names';
import { enqueueJob } from '../jobs/queue';
import { eq, inArray } from 'drizzle-orm';
import { carts, cartSales, inventoryAllocations, locations, paymentAttempts, productOptions, products, tickets } from '../../db/schema';
import type { Database } from '../../db/types';
import { ensurePlaces, lockSlots, saleReference } from '../cart/holds';
import type { OrderRow } from './answer';
import { placesOfLine, slotOfLine } from './payment-holds';
import { ticketValidUntil } from '../voucher/validity';
import { ticketCode } from './references';
import { lockOrder, transition } from './transitions';

/**
 * What settling an authorisation came to. `paid`: places sold and tickets made now;
 * `already`: this authorisation had paid the order before (a retry, the webhook after the
 * return page); `duplicate`/`late`: another authorisation paid it, or it was closed — this
 * one must be voided; `lost`: a place went while the visitor paid — voided, order cancelled.
 */
export type Settlement = 'paid' | 'already' | 'duplicate' | 'late' | 'lost';

export const orderReference = (order: OrderRow) => `order:${order.reference}`;

/**
 * Turns an authorised payment into a purchase, in the caller's transaction: the basket and
 * the order row locked first (so the return page and the webhook queue here), then every
 * departure in a fixed order; each line's places checked (its own hold, or still free), converted from held
 * to sold, tickets made, the basket's items removed, and only then the order marked paid.
 */
export async function settleInTx(
  tx: Database,
  orderId: string,
  pspReference: string,
  cause: string,
  now: Date,
  /** The selling site, whose name the confirmation email carries. */
  site?: string,
): Promise<{ order: OrderRow; settlement: Settlement }> {
  let order = (await lockOrder(tx, orderId))!;
  if (order.status === 'paid') return { order, settlement: order.pspReference === pspReference ? 'already' : 'duplicate' };
  if (order.status !== 'pending' && order.status !== 'authorised') return { order, settlement: 'late' };
  if (order.status === 'pending') order = await transition(tx, order, 'authorised', `${cause}: authorised ${pspReference}`, now, { pspReference });

  const optionIds = [...new Set(order.lines.map((l) => l.optionId))];
  const options = await tx
    .select({ id: productOptions.id, capacity: productOptions.capacity, months: products.voucherValidityMonths, timeZone: locations.timeZone })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(inArray(productOptions.id, optionIds));
  const optionOf = new Map(options.map((o) => [o.id, o]));

  await lockSlots(tx, order.lines.map(slotOfLine));
  for (const line of order.lines) {
    const capacity = optionOf.get(line.optionId)?.capacity;
    if (capacity === null || capacity === undefined || line.time === null) continue;
    try {
      await ensurePlaces(tx, slotOfLine(line), capacity, placesOfLine(line), now, line.saleId);
    } catch {
      order = await transition(tx, order, 'cancelled', `place lost on option ${line.optionId} ${line.date} ${line.time}; authorisation ${pspReference} to be voided`, now);
      return { order, settlement: 'lost' };
    }
  }

  const saleIds = order.lines.map((l) => l.saleId);
  await tx.delete(inventoryAllocations).where(inArray(inventoryAllocations.reference, saleIds.map(saleReference)));
  await tx.insert(inventoryAllocations).values(
    order.lines.map((line) => ({
      optionId: line.optionId,
      travelDate: line.date,
      startTime: line.time,
      quantity: placesOfLine(line),
      kind: 'sold' as const,
      expiresAt: null,
      reference: orderReference(order),
    })),
  );
  await tx.insert(tickets).values(
    order.lines.map((line, index) => ({
      orderId: order.id,
      line: index,
      code: ticketCode(order.reference, index),
      validUntil: ticketValidUntil(line, optionOf.get(line.optionId)?.months ?? 12, { at: now, timeZone: optionOf.get(line.optionId)?.timeZone ?? 'UTC' }),
      createdAt: now,
    })),
  );
  await tx.delete(cartSales).where(inArray(cartSales.id, saleIds));
  await tx.update(carts).set({ couponCode: null }).where(eq(carts.id, order.cartId));
  await tx.update(paymentAttempts).set({ status: 'authorised', updatedAt: now }).where(eq(paymentAttempts.pspReference, pspReference));
  order = await transition(tx, order, 'paid', `${cause}: places sold, ${order.lines.length} ticket(s) issued`, now, { paidAt: now });
  // Committed with the sale, so no instance can die between the two: the email is owed once the order is paid.
  await enqueueJob(tx, confirmationJob(order.id, site));
  return { order, settlement: 'paid' };
}
