import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MemberOrder } from '../../api/contract/members';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { locations, orders, products, productTranslations, tickets } from '../../db/schema';
import type { Database } from '../../db/types';
import { localNow } from '../../domain/dates';
import { groupBy } from '../../domain/group-by';
import { lookupToken } from '../booking/access';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { ticketSecret } from '../payment/voucher-data';
import { ownedBy, type MemberIdentity } from './owner';

/** "My purchases" lists this many orders, newest first: years of a frequent traveller's bookings. */
export const MEMBER_ORDERS_LIMIT = 200;

export type MemberOrdersDeps = Pick<PaymentDeps, 'db' | 'context' | 'now' | 'ticketSecret'>;
type TicketRow = typeof tickets.$inferSelect;
type LineStatus = 'valid' | 'used' | 'cancelled' | 'expired';

/**
 * `GET transaction`: the member's paid orders (a cancellation leaves an order paid, with
 * cancelled tickets), newest first, in the request's language. Each carries what opens it
 * further without asking the member again: the order's voucher secret (the mobile voucher) and
 * a two-hour booking token, the same the manage-booking calls take, for cancel and change of date.
 */
export async function memberOrders(deps: MemberOrdersDeps, member: MemberIdentity): Promise<{ orders: MemberOrder[] }> {
  const { db } = deps;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'paid'), ownedBy(member)))
    .orderBy(desc(orders.createdAt), desc(orders.reference))
    .limit(MEMBER_ORDERS_LIMIT);
  return { orders: await describeOrders(deps, rows) };
}

/**
 * Paid orders as the member area and the agent area list them: each line's status and the
 * order's (from its current tickets), the amounts, and what opens the order further — the
 * voucher secret (the mobile voucher) and a two-hour booking token for the manage-booking calls.
 */
export async function describeOrders(deps: MemberOrdersDeps, rows: OrderRow[]): Promise<MemberOrder[]> {
  if (rows.length === 0) return [];
  const { db, now } = deps;
  const productIds = [...new Set(rows.flatMap((order) => order.lines.map((line) => line.productId)))];
  const [ticketRows, names, secret] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(and(inArray(tickets.orderId, rows.map((o) => o.id)), ne(tickets.status, 'replaced'))),
    productNames(db, productIds, deps.context.language),
    ticketSecret(db, deps.ticketSecret),
  ]);
  const ticketsOf = groupBy(ticketRows, (t) => t.orderId);

  return rows.map((order) => {
    const current = new Map((ticketsOf.get(order.id) ?? []).map((t) => [t.line, t]));
    const lines = order.lines.map((line, index) => {
      const product = names.get(line.productId);
      const ticket = current.get(index);
      return {
        line: index,
        productName: product?.name ?? '',
        date: line.date,
        time: line.time,
        status: ticket ? lineStatus(ticket, product?.timeZone ?? 'UTC', now) : 'valid',
      };
    });
    return {
      reference: order.reference,
      status: orderStatus(lines.map((l) => l.status)),
      createdAt: order.createdAt.toISOString(),
      total: money(order, order.amount + order.extraPaid),
      refunded: money(order, order.refundedAmount),
      lines,
      voucherToken: order.secret,
      bookingToken: lookupToken(order.reference, now, secret).token,
    };
  });
}

/** As manage-my-booking says it: used (scanned), cancelled, past its last valid day on the venue's clocks, or valid. */
function lineStatus(ticket: TicketRow, timeZone: string, now: Date): LineStatus {
  if (ticket.redeemedAt) return 'used';
  if (ticket.status === 'cancelled') return 'cancelled';
  if (localNow(timeZone, now).date > ticket.validUntil) return 'expired';
  return 'valid';
}

/** The order's status from its tickets: none cancelled, some, or all. */
function orderStatus(lines: LineStatus[]): MemberOrder['status'] {
  const cancelled = lines.filter((s) => s === 'cancelled').length;
  if (cancelled === 0) return 'paid';
  return cancelled === lines.length ? 'cancelled' : 'partly-cancelled';
}

/** `orderStatus` in SQL, for filtering a list by it before paging: the same count of cancelled current tickets against the lines. */
export const orderStatusSql = sql<MemberOrder['status']>`(
  select case when count(*) = 0 then 'paid' when count(*) = jsonb_array_length(${orders.lines}) then 'cancelled' else 'partly-cancelled' end
  from ${tickets} where ${tickets.orderId} = ${orders.id} and ${tickets.status} = 'cancelled'
)`;

export const money = (order: OrderRow, amount: number) => ({ amount, currency: CURRENCIES[order.currencyId as CurrencyId].code });

/** Product names in one language, with the venue's time zone. */
async function productNames(db: Database, ids: number[], lang: MemberOrdersDeps['context']['language']) {
  const rows = await db
    .select({ id: products.id, name: productTranslations.name, timeZone: locations.timeZone })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
