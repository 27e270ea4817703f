import { eq } from 'drizzle-orm';
import { octoBookings, orders } from '../../db/schema';
import { inTransaction } from '../cart/locks';
import { customerOf } from './contact';
import { unprocessable } from './errors';
import { detailsOf, lockedBooking, movesBooking, type OctoBookingRow, type OctoDeps, type UpdateInput } from './hold';

/**
 * `PATCH /bookings/{uuid}` on a confirmed booking: the reseller's reference, notes, contact and
 * email choice, on the booking and its order (the vouchers and emails read them there). Its
 * departure, option or units do not move: the price was settled net on credit and the shop's date
 * change prices against what the traveller paid, so the way is to cancel (under the option's
 * terms) and book again.
 */
export async function changeConfirmed(deps: OctoDeps, booking: OctoBookingRow, input: UpdateInput): Promise<OctoBookingRow> {
  if (booking.state === 'CANCELLED') throw unprocessable('This booking was cancelled and can no longer be changed.');
  if (movesBooking(input) || input.expirationMinutes !== undefined) {
    throw unprocessable('A confirmed booking keeps its product, option, departure and units: cancel it under its terms and book again.');
  }
  return inTransaction(deps.db, async (tx) => {
    const row = await lockedBooking(tx, booking);
    const details = detailsOf(row, input);
    const [updated] = await tx.update(octoBookings).set({ ...details, updatedAt: deps.now }).where(eq(octoBookings.id, row.id)).returning();
    if (row.orderId) {
      const customer = await customerOf(tx, updated!.contact);
      await tx
        .update(orders)
        .set({
          agencyReference: updated!.resellerReference,
          customer,
          notifyTraveller: updated!.emailReceipt && Boolean(customer.email),
          updatedAt: deps.now,
        })
        .where(eq(orders.id, row.orderId));
    }
    return updated!;
  });
}
