import { eq } from 'drizzle-orm';
import { cartSales, octoBookings } from '../../db/schema';
import { releasePlaces } from '../cart/holds';
import { inTransaction } from '../cart/locks';
import { cancelTickets } from '../orders/cancel';
import { lockedBooking, requireBooking, type OctoBookingRow, type OctoDeps } from './hold';
import type { OctoRequest } from './request';

/**
 * `POST /bookings/{uuid}/cancel`. On hold (or expired): the places are given back at once. Confirmed:
 * the one cancellation service of the shop (orders/cancel.ts) with its rules — the option's cut-off
 * and refund terms, tickets already used — and its refund, back to the agency's credit. A booking
 * cancelled before answers as it is; the same key makes a retried cancellation refund once.
 */
export async function cancel(deps: OctoDeps, request: OctoRequest, uuid: string, reason: string | null): Promise<OctoBookingRow> {
  const booking = await requireBooking(deps.db, request.agency.id, uuid);
  if (booking.state === 'CONFIRMED' && booking.orderId) {
    await cancelTickets(deps, { orderId: booking.orderId!, actor: 'agent', idempotencyKey: `octo-${booking.id}` });
  }
  const done = await inTransaction(deps.db, async (tx) => {
    const row = await lockedBooking(tx, booking);
    if (row.state === 'CANCELLED') return row;
    // Confirmed since it was read: its tickets are cancelled first, by the path above.
    if (row.state === 'CONFIRMED' && booking.state !== 'CONFIRMED') return null;
    if (row.state === 'ON_HOLD') {
      const sales = await tx.select({ id: cartSales.id }).from(cartSales).where(eq(cartSales.cartId, row.cartId));
      for (const sale of sales) await releasePlaces(tx, sale.id);
      await tx.delete(cartSales).where(eq(cartSales.cartId, row.cartId));
    }
    const [updated] = await tx
      .update(octoBookings)
      .set({ state: 'CANCELLED', cancelledAt: deps.now, cancellationReason: reason?.trim() || null, expiresAt: null, updatedAt: deps.now })
      .where(eq(octoBookings.id, row.id))
      .returning();
    return updated!;
  });
  return done ?? cancel(deps, request, uuid, reason);
}
