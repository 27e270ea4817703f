import { newTicketsJob } from '../jobs/names';
import { enqueueJob } from '../jobs/queue';
import type { z } from '@hono/zod-openapi';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChangeAnswerSchema, ChangeBodySchema } from '../../api/contract/booking';
import type { ErrorReason } from '../../api/contract/errors';
import { ProviderError } from '../../api/errors';
import { inventoryAllocations, orderEvents, orderPayments, orders, tickets } from '../../db/schema';
import type { Database } from '../../db/types';
import { ensurePlaces, lockSlots, type Slot } from '../cart/holds';
import { inTransaction } from '../cart/locks';
import { ensureSameRequest, requestHash } from '../idempotency';
import { issueRefunds, recordRefund, refundsOf, rowsOfKey } from '../orders/refunds';
import { releaseSoldPlaces } from '../orders/sold-places';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { GatewayInvalid, GatewayUnavailable, type GatewayOutcome } from '../payment/gateway';
import { slotOfLine } from '../payment/payment-holds';
import { reissuedTicketCode } from '../payment/references';
import { orderReference } from '../payment/settle';
import { lockOrder } from '../payment/transitions';
import { LOCALES } from '../voucher/texts';
import { shopIdentity } from '../voucher/shop-identity';
import { changeCause, changeOfKey } from './change-history';
import { changeScope, checkDeparture, moneyOf, type ChangeScope } from './change-rules';
import { captureSupplements, purposeOf, setSupplement, supplementFor, supplementKey, supplementOfKey, supplementReference, voidSupplement, type SupplementRow } from './supplement';
import { managedBooking, type ViewDeps } from './view';

export { changeCalendar } from './change-calendar';

export type ChangeBody = z.infer<typeof ChangeBodySchema>;
export type ChangeAnswer = z.infer<typeof ChangeAnswerSchema>;
export type ChangeActor = 'customer' | 'member' | 'agent' | 'staff';
export type ChangeDeps = PaymentDeps & Pick<ViewDeps, 'wallet'>;

const CARD_FIELDS: Record<string, 'CARD_NUMBER' | 'CARD_EXPIRY' | 'CARD_CVC'> = { number: 'CARD_NUMBER', expiry: 'CARD_EXPIRY', cvc: 'CARD_CVC' };

/** The money rows of a change (its supplement, its refund) are keyed by the order and the request's key. */
export const changeKey = (orderId: string, idempotencyKey: string) => `change-${orderId}-${idempotencyKey}`;

/**
 * Moves a line's ticket to another departure — the one place a date changes, whoever asks.
 *
 * Everything the calendar showed is checked again (the ticket may be moved, the departure is
 * within the voucher's validity, sold as to a new booking, not the same one) and the
 * difference shown must be the one computed now (409 PRICE_CHANGED). A dearer date is paid
 * first: the card is authorised for the supplement (a refusal answers `refused` and changes
 * nothing; a 3-D Secure step is not offered for supplements yet, so one is voided and answered
 * refused `AUTHENTICATION_REQUIRED`). Then one transaction in the lock order of ADR 0011 (the
 * basket, the order, both departures sorted) checks it all again and moves the sold places,
 * replaces the ticket with a new issue (`SS…-1-2`, a new signed code), rewrites the line's date
 * and time (`lines[].amount` stays the list price paid at purchase, so the coupon's shares stay
 * put; what the ticket costs now is the share plus supplements minus change refunds, see
 * ticket-state.ts), records a cheaper date's refund and writes the history. Anything refused
 * there — the place went, the ticket was moved meanwhile — voids the supplement and changes
 * nothing. After the commit the supplement is captured, the refund sent and new tickets emailed.
 *
 * Idempotency: a retry with the same key is answered what the first request came to. The
 * change's history row carries the key and the request's hash (change-history.ts); the
 * supplement's `order_payments` row (`change-{orderId}-{key}`) keeps a refusal, so a refused or
 * voided attempt is answered the same; a reused key with another body is 422
 * IDEMPOTENCY_KEY_REUSED.
 */
export async function changeDate(deps: ChangeDeps, order: OrderRow, body: ChangeBody, idempotencyKey: string, actor: ChangeActor): Promise<ChangeAnswer> {
  const { db, now } = deps;
  const key = changeKey(order.id, idempotencyKey);
  const hash = requestHash(body);

  const done = await changeOfKey(db, order.id, idempotencyKey);
  if (done) {
    ensureSameRequest(done.hash, hash);
    return replayed(deps, order, key, done.difference);
  }
  const earlier = await supplementOfKey(db, key);
  if (earlier) {
    ensureSameRequest(earlier.requestHash, hash);
    if (ended(earlier)) return refusedBefore(deps, order, earlier);
    // 'started': the first try stopped before the change; it carries on with the same gateway key.
  }

  let supplement: SupplementRow | null = earlier ?? null;
  try {
    const scope = await changeScope(db, order, body.line, now, { from: body.date, to: body.date });
    const difference = shownDifference(scope, order, body);
    if (difference > 0) {
      supplement = await paySupplement(deps, order, body, { key, hash, amount: difference });
      if (ended(supplement)) return refusedBefore(deps, order, supplement);
    }
    const moved = await inTransaction(db, (tx) => move(tx, { order, body, key, idempotencyKey, hash, actor, now, site: deps.site, ticketId: scope.state.ticket.id, expected: difference, supplement }));
    if (moved.replay) return replayed(deps, order, key, moved.difference);
    if (moved.difference > 0) await captureSupplements(deps, order);
    await issueRefunds(deps, moved.refundIds);
    deps.runJob(newTicketsJob(order.id, idempotencyKey, actor, deps.site).key);
    return answer(deps, order.id, 'changed', moved.difference, null);
  } catch (error) {
    // A request with the same key made the change meanwhile (a double click): this one is answered what that one did.
    const meanwhile = error instanceof ProviderError ? await changeOfKey(db, order.id, idempotencyKey) : undefined;
    if (meanwhile?.hash === hash) return replayed(deps, order, key, meanwhile.difference);
    // The change did not happen: an authorisation taken for it is given back, and a retry with the key is told the same.
    if (supplement?.pspReference && supplement.status === 'started') {
      const known = error instanceof ProviderError ? error : new ProviderError('INTERNAL', 'The date could not be changed.');
      await voidSupplement(deps, order, supplement, { reason: known.reason ?? known.code, error: { code: known.code, reason: known.reason, message: known.message } });
    }
    throw error;
  }
}

/** A supplement that bought no change: refused by the card, or voided after a refusal. */
const ended = (row: SupplementRow) => row.status === 'refused' || row.status === 'voided';

/** Answers a change request whose supplement ended without a change, as its first answer did: `refused` with the card's reason, or the error again. */
function refusedBefore(deps: ChangeDeps, order: OrderRow, row: SupplementRow): Promise<ChangeAnswer> {
  const refusal = purposeOf(row).refusal;
  if (refusal?.error) throw new ProviderError(refusal.error.code, refusal.error.message, refusal.error.reason);
  return answer(deps, order.id, 'refused', 0, refusal?.reason ?? 'REFUSED');
}

/** The difference the visitor was shown must be the one the provider computes now, in the order's currency. */
function shownDifference(scope: ChangeScope, order: OrderRow, body: ChangeBody): number {
  const { difference } = checkDeparture(scope, order, body.date, body.time);
  const computed = moneyOf(order, difference);
  if (body.difference.amount !== computed.amount || body.difference.currency !== computed.currency) {
    throw new ProviderError('CONFLICT', `The price difference is now ${computed.amount} ${computed.currency} (minor units): please confirm it again.`, 'PRICE_CHANGED');
  }
  return difference;
}

/**
 * Authorises a dearer date's supplement on the card. Returns the row with its authorisation
 * when the change may go ahead ('started'; 'authorised' or later when a request with the same
 * key made the change meanwhile, which the change's transaction then answers); 'refused' or
 * 'voided' (with why) when not.
 */
async function paySupplement(deps: ChangeDeps, order: OrderRow, body: ChangeBody, input: { key: string; hash: string; amount: number }): Promise<SupplementRow> {
  const { db, now } = deps;
  // An agent's booking is paid from credit, which takes one debit per order: a dearer date is not offered there yet.
  if (order.gateway === 'credit') throw new ProviderError('UNPROCESSABLE', 'This booking was paid from credit: it can be moved only to a date that costs no more.', 'DATE_NOT_CHANGEABLE');
  if (!body.paymentMethod) throw new ProviderError('BAD_REQUEST', 'paymentMethod: is required, because the new date costs more');
  const { row, earlier } = await supplementFor(db, order, { ...input, purpose: { line: body.line, date: body.date, time: body.time }, now });
  if (earlier) ensureSameRequest(row.requestHash, input.hash);
  if (row.status !== 'started' || row.pspReference) return row;

  let outcome: GatewayOutcome;
  try {
    outcome = await deps.gateway.authorise({
      reference: supplementReference(order, row),
      amount: moneyAmount(order, row.amount),
      paymentMethod: body.paymentMethod,
      returnUrl: body.returnUrl ?? shopIdentity(deps.site, order.language, deps.shopUrl).url,
      shopperLocale: LOCALES[order.language] ?? 'en-GB',
      shopperEmail: order.customer.email,
      idempotencyKey: supplementKey(row),
    });
  } catch (error) {
    // Unknown outcome: the row stays 'started' and a retry with the key asks the gateway again with the same key.
    if (error instanceof GatewayUnavailable) throw new ProviderError('GATEWAY_TIMEOUT', 'The card payment did not answer in time. Please try again: you will not be charged twice.');
    if (error instanceof GatewayInvalid) {
      const reason: ErrorReason = (error.field ? CARD_FIELDS[error.field] : undefined) ?? 'CARD_INVALID';
      const refusal = { code: 'UNPROCESSABLE' as const, reason, message: error.message };
      await setSupplement(db, row, { status: 'refused', purpose: { ...purposeOf(row), refusal: { reason: refusal.reason, error: refusal } } }, now);
      throw new ProviderError(refusal.code, refusal.message, refusal.reason);
    }
    throw error;
  }
  switch (outcome.kind) {
    case 'authorised': {
      const authorised = { ...row, pspReference: outcome.pspReference };
      await setSupplement(db, row, { pspReference: outcome.pspReference }, now);
      return authorised;
    }
    case 'refused': {
      const refused = { ...row, status: 'refused', pspReference: outcome.pspReference, purpose: { ...purposeOf(row), refusal: { reason: outcome.reason } } };
      await setSupplement(db, row, { status: refused.status, pspReference: refused.pspReference, purpose: refused.purpose }, now);
      return refused;
    }
    // No 3-D Secure step for supplements yet (nor a result that comes later): the authorisation is given back.
    case 'action':
    case 'pending': {
      const reason = outcome.kind === 'action' ? 'AUTHENTICATION_REQUIRED' : 'OTHER';
      const pending = { ...row, pspReference: outcome.pspReference };
      await voidSupplement(deps, order, pending, { reason });
      return { ...pending, status: 'voided', purpose: { ...purposeOf(row), refusal: { reason } } };
    }
  }
}

const moneyAmount = (order: OrderRow, amount: number) => {
  const money = moneyOf(order, amount);
  return { value: money.amount, currency: money.currency };
};

interface MoveInput {
  order: OrderRow;
  body: ChangeBody;
  key: string;
  idempotencyKey: string;
  hash: string;
  actor: ChangeActor;
  now: Date;
  /** The selling site, whose name the new tickets' email carries. */
  site?: string;
  /** The ticket the checks before the payment saw: the change goes ahead only on that same ticket… */
  ticketId: number;
  /** …at that same difference. */
  expected: number;
  supplement: SupplementRow | null;
}

/** The change itself, in one transaction under the order's and both departures' locks; refuses (and so changes nothing) on anything that moved meanwhile. */
async function move(tx: Database, input: MoveInput): Promise<{ replay: boolean; difference: number; refundIds: number[] }> {
  const { body, now } = input;
  const order = (await lockOrder(tx, input.order.id))!;
  const again = await changeOfKey(tx, order.id, input.idempotencyKey);
  if (again) {
    ensureSameRequest(again.hash, input.hash);
    return { replay: true, difference: again.difference, refundIds: [] };
  }

  const scope = await changeScope(tx, order, body.line, now, { from: body.date, to: body.date });
  if (scope.state.ticket.id !== input.ticketId) {
    throw new ProviderError('CONFLICT', 'This ticket was changed or cancelled meanwhile: please look at the booking again.', 'DATE_NOT_CHANGEABLE');
  }
  const { difference } = checkDeparture(scope, order, body.date, body.time);
  if (difference !== input.expected) throw new ProviderError('CONFLICT', 'The price difference changed meanwhile: please confirm it again.', 'PRICE_CHANGED');

  const from = slotOfLine(scope.orderLine);
  const to: Slot = { optionId: scope.orderLine.optionId, date: body.date, time: body.time };
  await lockSlots(tx, [from, to]);
  try {
    await ensurePlaces(tx, to, scope.option.capacity!, scope.passengers, now);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new ProviderError('CONFLICT', error.message, 'NOT_ENOUGH_PLACES');
  }
  await moveSoldPlaces(tx, order, scope, to);
  await reissueTicket(tx, order, scope, body.date, now);

  const lines = order.lines.map((line, index) => (index === body.line ? { ...line, date: body.date, time: body.time } : line));
  const paid = input.supplement ? input.supplement.amount : 0;
  const [changed] = await tx
    .update(orders)
    .set({ lines, extraPaid: sql`${orders.extraPaid} + ${paid}`, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (input.supplement) {
    await tx
      .update(orderPayments)
      .set({ status: 'authorised', updatedAt: now })
      .where(and(eq(orderPayments.id, input.supplement.id), eq(orderPayments.status, 'started')));
  }
  const refunded = difference < 0 ? await recordRefund(tx, changed!, { lines: [body.line], amount: -difference, idempotencyKey: input.key, now }) : [];
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    cause: changeCause(body.line, scope.orderLine, to, input.idempotencyKey, input.hash),
    actor: input.actor,
    amount: difference === 0 ? null : difference,
    at: now,
  });
  // Committed with the change: the new tickets' email is owed from now on.
  await enqueueJob(tx, newTicketsJob(order.id, input.idempotencyKey, input.actor, input.site));
  return { replay: false, difference, refundIds: refunded.map((r) => r.id) };
}

/** The line's sold places leave the old departure (its one `sold` row, as a cancellation frees it) and are sold on the new one. */
async function moveSoldPlaces(tx: Database, order: OrderRow, scope: ChangeScope, to: Slot) {
  await releaseSoldPlaces(tx, order, scope.orderLine);
  await tx.insert(inventoryAllocations).values({
    optionId: to.optionId,
    travelDate: to.date,
    startTime: to.time,
    quantity: scope.passengers,
    kind: 'sold',
    expiresAt: null,
    reference: orderReference(order),
  });
}

/** The old ticket is `replaced` — unless a scanner admitted it meanwhile — and the next issue, valid on its new day, takes its place. */
async function reissueTicket(tx: Database, order: OrderRow, scope: ChangeScope, date: string, now: Date) {
  const old = scope.state.ticket;
  const [replaced] = await tx
    .update(tickets)
    .set({ status: 'replaced' })
    .where(and(eq(tickets.id, old.id), eq(tickets.status, 'valid'), isNull(tickets.redeemedAt)))
    .returning({ id: tickets.id });
  if (!replaced) throw new ProviderError('CONFLICT', 'This ticket was used or cancelled meanwhile.', 'TICKET_USED');
  const issue = old.issue + 1;
  await tx.insert(tickets).values({
    orderId: order.id,
    line: old.line,
    code: reissuedTicketCode(order.reference, old.line, issue),
    issue,
    validUntil: date,
    createdAt: now,
  });
}

/**
 * A change this key made before: its money is finished off (a supplement not yet captured, a
 * refund not yet sent, as when the first request stopped after its commit) and it is answered again.
 */
async function replayed(deps: ChangeDeps, order: OrderRow, key: string, difference: number): Promise<ChangeAnswer> {
  if (difference > 0) await captureSupplements(deps, order);
  if (difference < 0) {
    const unsent = rowsOfKey(await refundsOf(deps.db, order.id), key).filter((r) => r.status === 'pending' && r.pspReference === null);
    await issueRefunds(deps, unsent.map((r) => r.id));
  }
  return answer(deps, order.id, 'changed', difference, null);
}

async function answer(deps: ChangeDeps, orderId: string, result: ChangeAnswer['result'], difference: number, refusalReason: string | null): Promise<ChangeAnswer> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  return { result, booking: await managedBooking(deps, order!), difference: moneyOf(order!, difference), refusalReason };
}
