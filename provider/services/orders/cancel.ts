import { cancellationJob, cancellationJobKey } from '../jobs/names';
import { enqueueJob } from '../jobs/queue';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { orderEvents, orders, tickets } from '../../db/schema';
import type { Database } from '../../db/types';
import { lockSlots } from '../cart/holds';
import { inTransaction } from '../cart/locks';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { slotOfLine } from '../payment/payment-holds';
import { lockOrder } from '../payment/transitions';
import { cancelCause, refundHistoryOf } from './history-causes';
import { releaseSoldPlaces } from './sold-places';
import { issueRefunds, recordRefund, refundsOf, rowsOfKey } from './refunds';
import { ticketStates, type TicketBlock, type TicketState } from './ticket-state';

export type CancelActor = 'customer' | 'member' | 'agent' | 'staff';

export interface CancelResult {
  order: OrderRow;
  /** The lines cancelled (by this request, or by the first request with the same key). */
  lines: number[];
  /** Minor units given back for them. */
  refunded: number;
}

/** Why a line cannot be cancelled, as the API says it. An expired ticket is past every deadline. */
const REFUSALS: Record<TicketBlock, { code: 'CONFLICT' | 'UNPROCESSABLE'; reason: 'TICKET_CANCELLED' | 'TICKET_USED' | 'CUTOFF_PASSED' | 'NOT_REFUNDABLE'; message: string }> = {
  TICKET_CANCELLED: { code: 'CONFLICT', reason: 'TICKET_CANCELLED', message: 'This ticket was already cancelled.' },
  TICKET_USED: { code: 'CONFLICT', reason: 'TICKET_USED', message: 'This ticket was already used and can no longer be cancelled.' },
  CUTOFF_PASSED: { code: 'UNPROCESSABLE', reason: 'CUTOFF_PASSED', message: 'The time to cancel this ticket has passed.' },
  EXPIRED: { code: 'UNPROCESSABLE', reason: 'CUTOFF_PASSED', message: 'This ticket has expired and can no longer be cancelled.' },
  NOT_REFUNDABLE: { code: 'UNPROCESSABLE', reason: 'NOT_REFUNDABLE', message: 'This ticket is non-refundable and cannot be cancelled.' },
  OPEN_DATED: { code: 'UNPROCESSABLE', reason: 'CUTOFF_PASSED', message: 'This ticket cannot be cancelled.' },
};

const refuse = (block: TicketBlock, line: number) => {
  const { code, reason, message } = REFUSALS[block];
  return new ProviderError(code, `Ticket ${line + 1}: ${message}`, reason);
};

/**
 * Cancels tickets of a paid order and gives back what the policy allows — the one place a
 * cancellation happens, whoever asks. One transaction, in the lock order of ADR 0011 (the
 * basket, the order, the departures sorted): every check is made again under the locks, so of
 * two racing cancellations the second sees the first's and is refused with a reason, changing
 * nothing. Absent `lines`: every ticket that can still be cancelled. The same idempotency key
 * again answers the first result and changes nothing (the history's cancellation event carries
 * the key; a retry under it with other lines is IDEMPOTENCY_KEY_REUSED). The gateway is asked after the commit
 * (`issueRefunds`), and the customer is emailed. Orders stay `paid`: the view derives
 * "cancelled" from the tickets.
 */
export async function cancelTickets(
  deps: PaymentDeps,
  input: { orderId: string; lines?: number[]; actor: CancelActor; idempotencyKey: string },
): Promise<CancelResult> {
  const key = `refund-${input.orderId}-${input.idempotencyKey}`;
  const done = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new ProviderError('NOT_FOUND', 'There is no such booking.', 'BOOKING_NOT_FOUND');
    const earlier = await earlierCancellation(tx, order, key);
    if (earlier) {
      if (input.lines && !sameLines(input.lines, earlier.lines)) {
        throw new ProviderError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for a different request. Send a new key with each new request.');
      }
      return { ...earlier, order, refundIds: [] as number[], replay: true };
    }
    if (order.status !== 'paid') throw new ProviderError('UNPROCESSABLE', 'Only a paid booking can be cancelled.', 'ORDER_NOT_PAID');

    const states = await ticketStates(tx, order, deps.now);
    const chosen = choose(order, states, input.lines);
    await lockSlots(tx, chosen.map((s) => slotOfLine(s.orderLine)));

    // A scanner may have admitted a ticket since it was read: only valid, unused tickets are cancelled, or nothing is.
    const cancelled = await tx
      .update(tickets)
      .set({ status: 'cancelled', cancelledAt: deps.now })
      .where(and(inArray(tickets.id, chosen.map((s) => s.ticket.id)), eq(tickets.status, 'valid'), isNull(tickets.redeemedAt)))
      .returning({ id: tickets.id });
    if (cancelled.length !== chosen.length) {
      const lost = chosen.find((s) => !cancelled.some((c) => c.id === s.ticket.id))!;
      throw refuse('TICKET_USED', lost.line);
    }
    for (const state of chosen) await releaseSoldPlaces(tx, order, state.orderLine);

    const lines = chosen.map((s) => s.line);
    const refunded = chosen.reduce((sum, s) => sum + s.refund, 0);
    const rows = await recordRefund(tx, order, { lines, amount: refunded, idempotencyKey: key, now: deps.now });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: 'paid',
      toStatus: 'paid',
      cause: cancelCause(lines, refunded, key),
      actor: input.actor,
      amount: refunded,
      at: deps.now,
    });
    // Committed with the cancellation: the email about it is owed from now on, whatever happens to this instance.
    // The email tells what stands after this cancellation, however late it is sent.
    const [standing] = await tx.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid'))).limit(1);
    await enqueueJob(tx, cancellationJob(order.id, input.idempotencyKey, { lines, refunded, othersValid: standing !== undefined }, deps.site));
    return { order, lines, refunded, refundIds: rows.map((r) => r.id), replay: false };
  });

  // A replay whose first request stopped before the gateway was asked sends what is still unsent.
  const refundIds = done.replay ? rowsOfKey(await refundsOf(deps.db, done.order.id), key).filter((r) => r.status === 'pending' && r.pspReference === null).map((r) => r.id) : done.refundIds;
  await issueRefunds(deps, refundIds);
  if (!done.replay) deps.runJob(cancellationJobKey(done.order.id, input.idempotencyKey));
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, done.order.id));
  return { order: order!, lines: done.lines, refunded: done.refunded };
}

/** The lines asked for, each cancellable — or the refusal of the first that is not. */
function choose(order: OrderRow, states: TicketState[], asked: number[] | undefined): TicketState[] {
  if (asked === undefined) {
    const open = states.filter((s) => s.canCancel);
    if (open.length === 0) {
      const first = states[0];
      if (!first) throw new ProviderError('UNPROCESSABLE', 'This booking has no tickets to cancel.', 'ORDER_NOT_PAID');
      throw refuse(first.cancelBlock!, first.line);
    }
    return open;
  }
  if (asked.length === 0) throw new ProviderError('BAD_REQUEST', 'lines: name at least one ticket to cancel.');
  const unique = [...new Set(asked)].sort((a, b) => a - b);
  const chosen: TicketState[] = [];
  for (const line of unique) {
    const state = Number.isInteger(line) ? states.find((s) => s.line === line) : undefined;
    if (!state) throw new ProviderError('BAD_REQUEST', `lines: booking ${order.reference} has no ticket ${Number.isInteger(line) && line >= 0 ? line + 1 : line}.`);
    chosen.push(state);
  }
  const blocked = chosen.find((s) => !s.canCancel);
  if (blocked) throw refuse(blocked.cancelBlock!, blocked.line);
  return chosen;
}

/** A cancellation made before under the same key: its lines and what it gave back. */
async function earlierCancellation(tx: Database, order: OrderRow, key: string): Promise<{ lines: number[]; refunded: number } | undefined> {
  const suffix = ` [${key}]`;
  const events = await tx
    .select({ cause: orderEvents.cause, amount: orderEvents.amount })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), isNotNull(orderEvents.actor)))
    .orderBy(desc(orderEvents.id));
  for (const event of events) {
    const history = event.cause.endsWith(suffix) ? refundHistoryOf(event.cause) : null;
    if (history?.kind === 'cancelled') return { lines: history.lines, refunded: event.amount ?? 0 };
  }
  return undefined;
}

const sameLines = (a: number[], b: number[]) => {
  const x = [...new Set(a)].sort((p, q) => p - q);
  const y = [...new Set(b)].sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};
