import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { octoBookings, orders } from '../../db/schema';
import type { Database } from '../../db/types';
import { isCalendarDate } from '../../domain/dates';
import { OctoError } from './errors';
import type { OctoBookingRow } from './hold';

export interface BookingsQuery {
  resellerReference?: string;
  supplierReference?: string;
  localDate?: string;
  localDateStart?: string;
  localDateEnd?: string;
  productId?: string;
  optionId?: string;
}

/** At most this many bookings per answer, newest first: a reseller narrows by reference or dates. */
export const MAX_BOOKINGS = 250;

const date = (name: string, value: string) => {
  if (!isCalendarDate(value)) throw new OctoError('BAD_REQUEST', `${name} must be a date like 2026-12-01.`);
  return value;
};

/**
 * `GET /bookings`: the agency's bookings by the reseller's reference, the shop's reference (the
 * order's), the travel date or a range of them, narrowed by product and option. Only the key's
 * agency is ever searched.
 */
export async function findBookings(db: Database, agencyId: number, query: BookingsQuery): Promise<OctoBookingRow[]> {
  const { resellerReference, supplierReference, localDate, localDateStart, localDateEnd, productId, optionId } = query;
  if (!resellerReference && !supplierReference && !localDate && !(localDateStart && localDateEnd)) {
    throw new OctoError('BAD_REQUEST', 'Give resellerReference, supplierReference, localDate, or localDateStart and localDateEnd.');
  }
  const filters: (SQL | undefined)[] = [eq(octoBookings.agencyId, agencyId)];
  if (resellerReference) filters.push(eq(octoBookings.resellerReference, resellerReference));
  if (localDate) filters.push(eq(octoBookings.travelDate, date('localDate', localDate)));
  if (localDateStart && localDateEnd) filters.push(gte(octoBookings.travelDate, date('localDateStart', localDateStart)), lte(octoBookings.travelDate, date('localDateEnd', localDateEnd)));
  if (productId) filters.push(/^\d{1,9}$/.test(productId) ? eq(octoBookings.productId, Number(productId)) : eq(octoBookings.productId, -1));
  if (optionId) filters.push(/^\d{1,9}$/.test(optionId) ? eq(octoBookings.optionId, Number(optionId)) : eq(octoBookings.optionId, -1));
  const base = db.select({ booking: octoBookings }).from(octoBookings);
  const rows = supplierReference
    ? await base.innerJoin(orders, eq(orders.id, octoBookings.orderId)).where(and(...filters, eq(orders.reference, supplierReference))).orderBy(desc(octoBookings.createdAt)).limit(MAX_BOOKINGS)
    : await base.where(and(...filters)).orderBy(desc(octoBookings.createdAt)).limit(MAX_BOOKINGS);
  return rows.map((r) => r.booking);
}
