import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TICKET_BLOCKS } from '../../api/contract/booking';
import { cancellationDeadline, lineShares, refundOf, type CancellationPolicy } from '../../domain/cancellation';
import type { OptionKind } from '../../domain/catalogue';
import { addDays, zonedInstant } from '../../domain/dates';
import { locations, orderPayments, productOptions, products, refunds, tickets, type OrderLine } from '../../db/schema';
import type { Database } from '../../db/types';
import type { OrderRow } from '../payment/answer';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketBlock = (typeof TICKET_BLOCKS)[number];

/** One order line after payment as every change sees it: what it cost, what the policy allows now, and why not. */
export interface TicketState {
  line: number;
  orderLine: OrderLine;
  /** The line's current ticket (not `replaced`). */
  ticket: TicketRow;
  kind: OptionKind;
  policy: CancellationPolicy;
  /** The venue's IANA time zone. */
  timeZone: string;
  /** The last instant a cancellation is accepted; null when nothing is refunded. */
  deadline: Date | null;
  /** The last instant the date can be changed (departure − cut-off, whatever the refund type); null for open-dated tickets. */
  changeDeadline: Date | null;
  /** The line's share of what the order cost (coupon shared out over the lines, to the cent). */
  share: number;
  /** What the ticket cost in the end: the share, plus supplements paid for dearer dates, minus refunds for cheaper ones. */
  price: number;
  /** What cancelling now gives back (0 when it cannot be cancelled). */
  refund: number;
  canCancel: boolean;
  cancelBlock: TicketBlock | null;
  canChangeDate: boolean;
  changeBlock: TicketBlock | null;
}

/** A change refund's key (`change-{orderId}-{key}`, written by the date change through recordRefund). */
export const CHANGE_REFUND_PREFIX = 'change-';

/**
 * The state of every line that has a ticket (an unpaid order has none), in line order.
 *
 * A line's price is its share of `orders.amount` (lineShares over the lines' list prices as
 * frozen at purchase; `lines[].amount` is never rewritten, so shares stay put) plus the captured
 * supplements whose `purpose.line` is the line, minus the refunds a date change made for it:
 * rows whose idempotency key starts with `change-` and whose lines are exactly `[line]`, pending
 * or succeeded (a failed refund gave its amount back, so it no longer counts). Cancellation
 * refunds (`refund-…`) are not subtracted: they are what cancelling the line gave back.
 */
export async function ticketStates(db: Database, order: OrderRow, now: Date): Promise<TicketState[]> {
  const current = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, order.id), ne(tickets.status, 'replaced')));
  if (current.length === 0) return [];
  const optionIds = [...new Set(order.lines.map((l) => l.optionId))];
  const options = await db
    .select({
      id: productOptions.id,
      kind: productOptions.kind,
      refundType: productOptions.refundType,
      refundPercent: productOptions.refundPercent,
      cutoffMinutes: productOptions.cancellationCutoffMinutes,
      timeZone: locations.timeZone,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(inArray(productOptions.id, optionIds));
  const optionOf = new Map(options.map((o) => [o.id, o]));
  const supplements = await db
    .select({ amount: orderPayments.amount, purpose: orderPayments.purpose })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'captured')));
  const changeRefunds = (await db.select().from(refunds).where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed')))).filter((r) =>
    r.idempotencyKey.startsWith(CHANGE_REFUND_PREFIX),
  );
  const shares = lineShares(
    order.lines.map((l) => l.amount),
    order.amount,
  );

  const states: TicketState[] = [];
  for (const ticket of [...current].sort((a, b) => a.line - b.line)) {
    const orderLine = order.lines[ticket.line];
    const option = orderLine && optionOf.get(orderLine.optionId);
    if (!orderLine || !option) throw new Error(`Order ${order.reference}: ticket ${ticket.code} names line ${ticket.line}, which has no option.`);
    // The terms sold with the ticket; orders from before they were frozen follow the option's.
    const policy: CancellationPolicy = orderLine.policy ?? { refundType: option.refundType, refundPercent: option.refundPercent, cutoffMinutes: option.cutoffMinutes };
    const paidMore = supplements.filter((s) => (s.purpose as { line?: unknown }).line === ticket.line).reduce((sum, s) => sum + s.amount, 0);
    const givenBack = changeRefunds.filter((r) => r.lines.length === 1 && r.lines[0] === ticket.line).reduce((sum, r) => sum + r.amount, 0);
    const share = shares[ticket.line]!;
    const price = share + paidMore - givenBack;

    const timed = option.kind === 'timed' && orderLine.time !== null;
    const departure = timed ? zonedInstant(orderLine.date, orderLine.time!, option.timeZone) : null;
    const deadline = cancellationDeadline(policy, { kind: option.kind, date: orderLine.date, time: orderLine.time, validUntil: ticket.validUntil, timeZone: option.timeZone });
    // Of no use any more: a timed ticket from its departure, an open-dated one from the day after its last valid day.
    const expired = now >= (departure ?? zonedInstant(addDays(ticket.validUntil, 1), '00:00', option.timeZone));
    const changeDeadline = departure ? new Date(departure.getTime() - policy.cutoffMinutes * 60_000) : null;

    const standing: TicketBlock | null = ticket.status === 'cancelled' ? 'TICKET_CANCELLED' : ticket.redeemedAt ? 'TICKET_USED' : null;
    const cancelBlock: TicketBlock | null =
      standing ?? (expired ? 'EXPIRED' : policy.refundType === 'none' ? 'NOT_REFUNDABLE' : deadline && now > deadline ? 'CUTOFF_PASSED' : null);
    const changeBlock: TicketBlock | null =
      standing ?? (!timed ? 'OPEN_DATED' : expired ? 'EXPIRED' : changeDeadline && now > changeDeadline ? 'CUTOFF_PASSED' : null);

    states.push({
      line: ticket.line,
      orderLine,
      ticket,
      kind: option.kind,
      policy,
      timeZone: option.timeZone,
      deadline,
      changeDeadline,
      share,
      price,
      refund: cancelBlock ? 0 : refundOf(policy, price),
      canCancel: cancelBlock === null,
      cancelBlock,
      canChangeDate: changeBlock === null,
      changeBlock,
    });
  }
  return states;
}
