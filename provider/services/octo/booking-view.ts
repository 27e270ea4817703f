import { eq, inArray } from 'drizzle-orm';
import type { Availability, AvailabilityStatus, Booking, BookingStatus, DeliveryFormat, DeliveryMethod, RedemptionMethod, Refund, Ticket, UnitItem } from '@octocloud/types';
import { locations, orders, productOptions, products } from '../../db/schema';
import type { Database } from '../../db/types';
import { utc, utcCutoffAt } from './availability';
import type { OrderRow } from '../payment/answer';
import { ticketSecret, voucherLinks } from '../payment/voucher-data';
import { ticketStates, type TicketState } from '../orders/ticket-state';
import { signTicket } from '../voucher/signature';
import { shopIdentity } from '../voucher/shop-identity';
import { octoPricing } from './catalogue';
import { shownContact } from './contact';
import type { OctoBookingRow, OctoDeps } from './hold';
import { availabilityIdOf, dayEnd, departureEnd, durationMinutes } from './ids';
import { octoEnum, type OctoRequest } from './request';


interface OptionFacts {
  kind: 'timed' | 'open';
  minutes: number;
  timeZone: string;
  firstDeparture: string;
  lastDeparture: string;
}

async function optionFacts(db: Database, optionIds: number[]): Promise<Map<number, OptionFacts>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productOptions.id, kind: productOptions.kind, value: productOptions.durationValue, unit: productOptions.durationUnit, timeZone: locations.timeZone, first: products.firstDeparture, last: products.lastDeparture })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(inArray(productOptions.id, [...new Set(optionIds)]));
  return new Map(rows.map((r) => [r.id, { kind: r.kind, minutes: durationMinutes(r.value, r.unit), timeZone: r.timeZone, firstDeparture: r.first, lastDeparture: r.last }]));
}

/** The departure a booking stands on, in OCTO's shape (places are not recounted for a booking). */
function availabilityOf(row: OctoBookingRow, facts: OptionFacts): Availability {
  const { timeZone } = facts;
  const id = availabilityIdOf(row.travelDate, row.startTime, timeZone);
  const open = row.startTime === null;
  const end = row.startTime === null ? dayEnd(row.travelDate, timeZone) : departureEnd(row.travelDate, row.startTime, facts.minutes, timeZone);
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: end,
    utcCutoffAt: utcCutoffAt(row.travelDate, row.startTime, facts.lastDeparture, timeZone),
    allDay: open,
    available: true,
    status: octoEnum<AvailabilityStatus>(open ? 'FREESALE' : 'AVAILABLE'),
    vacancies: null,
    capacity: null,
    maxUnits: null,
    openingHours: open ? [{ from: facts.firstDeparture, to: facts.lastDeparture }] : [],
  };
}

/** OCTO's status of a booking: a lapsed hold is EXPIRED, a confirmed one follows its ticket (cancelled, used). */
function statusOf(row: OctoBookingRow, ticket: TicketState | undefined, now: Date): `${BookingStatus}` {
  if (row.state === 'CANCELLED') return 'CANCELLED';
  if (row.state === 'ON_HOLD') return row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : 'ON_HOLD';
  if (ticket?.ticket.status === 'cancelled') return 'CANCELLED';
  return ticket?.ticket.redeemedAt ? 'REDEEMED' : 'CONFIRMED';
}

function refundOf(order: OrderRow | undefined): `${Refund}` {
  if (!order) return 'FULL';
  const paid = order.amount + order.extraPaid;
  return order.refundedAmount >= paid ? 'FULL' : order.refundedAmount > 0 ? 'PARTIAL' : 'NONE';
}

/** The bookings as OCTO answers them, with their voucher (the signed code as a QR code, the PDF's address) once confirmed. */
export async function octoBookingViews(deps: Pick<OctoDeps, 'db' | 'now' | 'ticketSecret' | 'shopUrl' | 'site'>, request: OctoRequest, rows: OctoBookingRow[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const { db, now } = deps;
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const [facts, orderRows, secret] = await Promise.all([
    optionFacts(db, rows.map((r) => r.optionId)),
    orderIds.length ? db.select().from(orders).where(inArray(orders.id, orderIds)) : Promise.resolve([] as OrderRow[]),
    ticketSecret(db, deps.ticketSecret),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.id, o as OrderRow]));
  const shopUrl = shopIdentity(deps.site, request.language, deps.shopUrl).url;

  return Promise.all(
    rows.map(async (row): Promise<Booking> => {
      const order = row.orderId ? orderOf.get(row.orderId) : undefined;
      const [ticket] = order ? await ticketStates(db, order, now) : [];
      const status = statusOf(row, ticket, now);
      const contact = shownContact(row.contact);
      const redeemedAt = ticket?.ticket.redeemedAt ? utc(ticket.ticket.redeemedAt) : null;
      const live = order && ticket && ticket.ticket.status === 'valid';
      const voucher: Ticket | null = live
        ? {
            redemptionMethod: octoEnum<RedemptionMethod>('DIGITAL'),
            utcRedeemedAt: redeemedAt,
            deliveryOptions: [
              { deliveryFormat: octoEnum<DeliveryFormat>('QRCODE'), deliveryValue: signTicket(ticket.ticket.code, secret) },
              { deliveryFormat: octoEnum<DeliveryFormat>('PDF_URL'), deliveryValue: voucherLinks(shopUrl, order).pdfUrl },
            ],
          }
        : null;
      const cancellable = status === 'ON_HOLD' || ((status === 'CONFIRMED') && Boolean(ticket?.canCancel));
      const unitItems = row.unitItems.map(
        (item): UnitItem => ({
          uuid: item.uuid,
          resellerReference: item.resellerReference,
          supplierReference: ticket ? ticket.ticket.code : null,
          unitId: item.unitId,
          status: octoEnum<BookingStatus>(status),
          utcRedeemedAt: redeemedAt,
          contact,
          ticket: null,
        }),
      );
      const option = facts.get(row.optionId)!;
      return {
        id: row.id,
        uuid: row.uuid,
        testMode: false,
        resellerReference: row.resellerReference,
        supplierReference: order?.reference ?? null,
        status: octoEnum<BookingStatus>(status),
        utcCreatedAt: utc(row.createdAt),
        utcUpdatedAt: utc(row.updatedAt),
        utcExpiresAt: row.state === 'ON_HOLD' && row.expiresAt ? utc(row.expiresAt) : null,
        utcRedeemedAt: redeemedAt,
        utcConfirmedAt: row.confirmedAt ? utc(row.confirmedAt) : null,
        productId: String(row.productId),
        optionId: String(row.optionId),
        cancellable,
        cancellation:
          status === 'CANCELLED'
            ? { refund: octoEnum<Refund>(refundOf(order)), reason: row.cancellationReason, utcCancelledAt: utc(row.cancelledAt ?? ticket?.ticket.cancelledAt ?? row.updatedAt) }
            : null,
        freesale: option.kind === 'open',
        availabilityId: availabilityIdOf(row.travelDate, row.startTime, option.timeZone),
        availability: availabilityOf(row, option),
        contact,
        notes: row.notes,
        deliveryMethods: [octoEnum<DeliveryMethod>('VOUCHER')],
        voucher,
        unitItems,
        ...(request.pricing ? { pricing: octoPricing(row.retail, row.net, request.agency.currencyId) } : {}),
      };
    }),
  );
}
