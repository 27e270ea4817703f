import { eq } from 'drizzle-orm';
import { cartSales, octoBookings, orderEvents, orders, productOptions } from '../../db/schema';
import type { OrderRow } from '../payment/answer';
import { lockAgency } from '../agents/credit';
import { inTransaction } from '../cart/locks';
import { debitAndSettle } from '../payment/credit';
import { confirmationJob } from '../jobs/names';
import { newOrderPin, newOrderReference, newOrderSecret } from '../payment/references';
import { customerOf, mergeContact, type ContactInput } from './contact';
import { unprocessable } from './errors';
import { detailsOf, lockedBooking, requireBooking, type OctoBookingRow, type OctoDeps, type UnitItemInput } from './hold';
import type { OctoRequest } from './request';

export interface ConfirmInput {
  emailReceipt?: boolean;
  resellerReference?: string;
  contact: ContactInput;
  unitItems?: UnitItemInput[];
}

/** The unit items a confirmation may restate: the same units, now perhaps with the reseller's references. */
function restated(booking: OctoBookingRow, items: UnitItemInput[] | undefined): OctoBookingRow['unitItems'] {
  if (!items) return booking.unitItems;
  const count = (list: { unitId: string }[]) => list.map((i) => i.unitId).sort().join(',');
  if (count(items) !== count(booking.unitItems)) throw unprocessable('The unit items differ from the reservation: change them with PATCH /bookings/{uuid} before confirming.');
  const left = [...booking.unitItems];
  return items.map((item) => {
    const index = left.findIndex((u) => (item.uuid ? u.uuid === item.uuid : u.unitId === item.unitId));
    const [kept] = left.splice(index === -1 ? left.findIndex((u) => u.unitId === item.unitId) : index, 1);
    return { uuid: item.uuid ?? kept!.uuid, unitId: kept!.unitId, resellerReference: item.resellerReference ?? kept!.resellerReference };
  });
}

/**
 * `POST /bookings/{uuid}/confirm`: the held basket becomes an order of the agency, paid from its
 * credit at the net price, exactly as an agent's booking on credit (payment/credit.ts): one
 * transaction holds the basket's, the agency's and the order's locks, debits the ledger once per
 * order and sells the held places; an expired hold is refused (extend it first);
 * anything refused rolls all of it back. Confirming again answers the confirmed booking.
 */
export async function confirm(deps: OctoDeps, request: OctoRequest, uuid: string, input: ConfirmInput): Promise<OctoBookingRow> {
  const booking = await requireBooking(deps.db, request.agency.id, uuid);
  const confirmed = await inTransaction(deps.db, async (tx) => {
    const row = await lockedBooking(tx, booking);
    if (row.state === 'CONFIRMED') return { row, order: null };
    if (row.state === 'CANCELLED') throw unprocessable('This booking was cancelled: reserve a new one.');
    if (row.expiresAt && row.expiresAt <= deps.now) throw unprocessable(`This reservation expired at ${row.expiresAt.toISOString()}: extend it (its places are kept if still free) or reserve again.`);
    const [sale] = await tx.select().from(cartSales).where(eq(cartSales.cartId, row.cartId));
    if (!sale) throw unprocessable('This booking holds nothing any more.');
    const agency = await lockAgency(tx, request.agency.id);
    const details = { ...detailsOf(row, input), unitItems: restated(row, input.unitItems) };
    const contact = mergeContact(input.contact, row.contact);
    const emailReceipt = input.emailReceipt ?? row.emailReceipt;
    const customer = await customerOf(tx, contact);
    const [option] = await tx
      .select({ refundType: productOptions.refundType, refundPercent: productOptions.refundPercent, cutoffMinutes: productOptions.cancellationCutoffMinutes })
      .from(productOptions)
      .where(eq(productOptions.id, sale.optionId));
    const [order] = (await tx
      .insert(orders)
      .values({
        reference: newOrderReference(),
        secret: newOrderSecret(),
        pin: newOrderPin(),
        cartId: row.cartId,
        status: 'pending',
        gateway: 'credit',
        channel: 'octo',
        currencyId: agency.currencyId,
        amount: sale.amount,
        language: request.language,
        customer,
        lines: [
          {
            saleId: sale.id,
            productId: sale.productId,
            optionId: sale.optionId,
            date: sale.travelDate,
            time: sale.startTime,
            units: sale.units,
            packageChoices: sale.packageChoices,
            amount: sale.amount,
            policy: option,
          },
        ],
        agencyId: agency.id,
        agentId: null,
        agencyReference: details.resellerReference ?? row.resellerReference,
        // The price is already net of the commission: nothing more is earned on it.
        agencyCommission: 0,
        notifyTraveller: emailReceipt && Boolean(customer.email),
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning()) as [OrderRow];
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', cause: `OCTO booking ${row.uuid} confirmed by the reseller`, actor: 'agent', at: deps.now });
    const paid = await debitAndSettle(tx, deps, agency, order, null);
    const [updated] = await tx
      .update(octoBookings)
      .set({ ...details, contact, emailReceipt, state: 'CONFIRMED', orderId: paid.id, confirmedAt: deps.now, expiresAt: null, updatedAt: deps.now })
      .where(eq(octoBookings.id, row.id))
      .returning();
    return { row: updated!, order: paid };
  });
  if (confirmed.order) deps.runJob(confirmationJob(confirmed.order.id).key);
  return confirmed.row;
}
