import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { log } from '@/lib/log';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { agentLedger, orderEvents, orderPayments, orders, refunds, type RefundMethod } from '../../db/schema';
import type { Database } from '../../db/types';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { GatewayInvalid } from '../payment/gateway';
import { refundSucceededCause } from './history-causes';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * A refund split over several payments (the order's own, then supplements) is one row per
 * payment: the first keeps the caller's key, the others add `¦2`, `¦3`… API idempotency keys
 * are printable ASCII, so no caller's key can meet another's parts.
 */
const PART = '¦';

/** The rows recorded under one caller's key, in the order they were written. */
export function rowsOfKey(rows: readonly RefundRow[], idempotencyKey: string): RefundRow[] {
  return rows.filter((row) => row.idempotencyKey === idempotencyKey || row.idempotencyKey.startsWith(`${idempotencyKey}${PART}`)).sort((a, b) => a.id - b.id);
}

/** The gateway's key for a row: ASCII and under Adyen's 64 characters, the same on every retry, unique across databases (the order's UUID). */
const gatewayKey = (row: RefundRow) => `${row.method === 'void' ? 'void' : 'refund'}-${row.id}-${row.orderId}`;

interface Source {
  /** The payment's gateway reference; null for an agent's credit. */
  reference: string | null;
  amount: number;
  /** The order's own authorisation (it may still be uncaptured), not a supplement. */
  original: boolean;
}

/** What the order was paid with, in the order refunds draw on it: the order's own payment first, then supplements (captured each on its own). */
async function sourcesOf(tx: Database, order: OrderRow): Promise<Source[]> {
  // An agent's booking and its supplements all came from one credit, and go back to it.
  if (order.gateway === 'credit') return [{ reference: null, amount: order.amount + order.extraPaid, original: true }];
  const supplements = await tx
    .select({ reference: orderPayments.pspReference, amount: orderPayments.amount })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'captured')))
    .orderBy(asc(orderPayments.id));
  return [{ reference: order.pspReference, amount: order.amount, original: true }, ...supplements.map((s) => ({ ...s, original: false }))];
}

/**
 * Records money going back, inside the caller's transaction (the order already locked):
 * raises `orders.refunded_amount` — its check constraint refuses anything above what was paid,
 * and that refusal is never caught into success — and writes one pending `refunds` row per
 * payment drawn on. The order's own payment is drawn on first, then supplements. A refund of
 * the whole of an uncaptured authorisation is a void; the rest are refunds (`issueRefunds`
 * captures first where needed); an agent's booking is credited back.
 * Amount 0 records nothing. Ask the gateway with `issueRefunds` once the transaction committed.
 */
export async function recordRefund(
  tx: Database,
  order: OrderRow,
  input: { lines: number[]; amount: number; idempotencyKey: string; now: Date },
): Promise<RefundRow[]> {
  const { lines, amount, idempotencyKey, now } = input;
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`A refund must be a whole, non-negative number of minor units (got ${amount}).`);
  if (amount === 0) return [];
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: now })
    .where(eq(orders.id, order.id));

  const given = await tx
    .select({ reference: refunds.paymentReference, total: sql<number>`cast(sum(${refunds.amount}) as integer)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed')))
    .groupBy(refunds.paymentReference);
  const givenOf = (reference: string | null) => Number(given.find((g) => g.reference === reference)?.total ?? 0);

  const rows: (typeof refunds.$inferInsert)[] = [];
  let left = amount;
  for (const source of await sourcesOf(tx, order)) {
    if (left === 0) break;
    const already = givenOf(source.reference);
    const part = Math.min(left, source.amount - already);
    if (part <= 0) continue;
    const method: RefundMethod =
      order.gateway === 'credit' ? 'credit' : source.original && order.capturedAt === null && already === 0 && part === source.amount ? 'void' : 'refund';
    rows.push({
      orderId: order.id,
      lines,
      amount: part,
      method,
      status: 'pending',
      paymentReference: source.reference,
      idempotencyKey: rows.length === 0 ? idempotencyKey : `${idempotencyKey}${PART}${rows.length + 1}`,
      createdAt: now,
      updatedAt: now,
    });
    left -= part;
  }
  // The ceiling held, yet the payments do not cover it: the books disagree, and nothing is recorded.
  if (left > 0) throw new Error(`Order ${order.reference}: ${left} of the refund is not covered by any payment.`);
  return tx.insert(refunds).values(rows).returning();
}

/**
 * Asks the gateway for recorded refunds, after the transaction that recorded them committed.
 * Each row on its own: a failure leaves that row `pending` with its reason (and a note in the
 * history) for `retryPendingRefunds`; it is never thrown at the customer, whose cancellation stands.
 */
export async function issueRefunds(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>, refundIds: number[]): Promise<RefundRow[]> {
  const issued: RefundRow[] = [];
  for (const id of refundIds) {
    try {
      const row = await issueOne(deps, id);
      if (row) issued.push(row);
    } catch (error) {
      await failedToSend(deps, id, error).catch((noted: unknown) => log.error({ err: error, noting: noted }, `Refund ${id} failed and could not be noted`));
    }
  }
  return issued;
}

/**
 * Sends again the refunds the gateway never took: those that failed to send, and those left
 * unsent for five minutes (the process stopped between commit and sending). Refunds the gateway
 * accepted wait for its notification instead. Safe to run at any time: the keys are the first send's.
 */
export async function retryPendingRefunds(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>): Promise<RefundRow[]> {
  const stale = new Date(deps.now.getTime() - 5 * 60_000);
  const rows = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), isNull(refunds.pspReference), or(sql`${refunds.failureReason} is not null`, lt(refunds.updatedAt, stale))))
    .orderBy(asc(refunds.id));
  return issueRefunds(deps, rows.map((r) => r.id));
}

async function issueOne(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>, id: number): Promise<RefundRow | undefined> {
  const { db, gateway, now } = deps;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  // Settled already, or accepted by the gateway and waiting for its notification.
  if (!row || row.status !== 'pending' || row.pspReference !== null) return row;
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) return undefined;

  if (row.method === 'credit') return creditBack(db, order, row, now);

  const currency = CURRENCIES[order.currencyId as CurrencyId].code;
  let method = row.method;
  if (method === 'void' && order.capturedAt === null) {
    try {
      const answer = await gateway.cancel({ pspReference: row.paymentReference!, reference: order.reference, idempotencyKey: gatewayKey(row) });
      return settle(db, order, row, { pspReference: answer?.pspReference ?? null, status: answer?.status ?? 'succeeded' }, now);
    } catch (error) {
      // Captured after all (the capture's answer was lost): give the money back as a refund instead.
      if (!(error instanceof GatewayInvalid)) throw error;
    }
  }
  if (method === 'void') {
    method = 'refund';
    await db.update(refunds).set({ method, updatedAt: now }).where(eq(refunds.id, row.id));
  }
  if (order.capturedAt === null && row.paymentReference === order.pspReference) {
    // Part of an uncaptured authorisation goes back: take it first (the purchase's own capture key), then refund.
    await gateway.capture({ pspReference: order.pspReference!, reference: order.reference, amount: { value: order.amount, currency }, idempotencyKey: `capture-${order.id}` });
    await db.update(orders).set({ capturedAt: now }).where(and(eq(orders.id, order.id), isNull(orders.capturedAt)));
    await note(db, order, { cause: `captured ${order.pspReference} before refund #${row.id}`, actor: 'system', amount: null }, now);
  }
  const answer = await gateway.refund({
    pspReference: row.paymentReference!,
    reference: order.reference,
    amount: { value: row.amount, currency },
    idempotencyKey: gatewayKey({ ...row, method }),
  });
  return settle(db, order, { ...row, method }, answer, now);
}

/** The gateway's answer to a void or refund: done (`succeeded`), or accepted and settled later by its notification. */
async function settle(db: Database, order: OrderRow, row: RefundRow, answer: { pspReference: string | null; status: 'succeeded' | 'pending' }, now: Date) {
  const [updated] = await db
    .update(refunds)
    .set({ pspReference: answer.pspReference, status: answer.status, failureReason: null, updatedAt: now })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
    .returning();
  const how = `${row.method}${answer.pspReference ? ` ${answer.pspReference}` : ''}`;
  if (updated?.status === 'succeeded') {
    await note(db, order, { cause: refundSucceededCause(row, how), actor: row.method === 'credit' ? 'system' : 'gateway', amount: row.amount }, now);
  } else if (updated) {
    await note(db, order, { cause: `refund #${row.id} of ${row.amount} accepted by the gateway (${how}); awaiting its notification`, actor: 'gateway', amount: null }, now);
  }
  return updated;
}

/** An agent's booking: the money goes back to the agency's credit, once per refund (the ledger's unique refund id). */
async function creditBack(db: Database, order: OrderRow, row: RefundRow, now: Date): Promise<RefundRow | undefined> {
  const agencyId = order.agencyId;
  if (agencyId === null) throw new Error(`Order ${order.reference} was paid from credit but names no agency.`);
  return db.transaction(async (tx) => {
    await tx
      .insert(agentLedger)
      .values({ agencyId, kind: 'refund', agentId: order.agentId, amount: row.amount, orderId: order.id, refundId: row.id, cause: `refund ${order.reference} (lines ${row.lines.join(',')})`, createdAt: now })
      .onConflictDoNothing({ target: agentLedger.refundId });
    return settle(tx as unknown as Database, order, row, { pspReference: null, status: 'succeeded' }, now);
  });
}

async function failedToSend(deps: Pick<PaymentDeps, 'db' | 'now'>, id: number, error: unknown) {
  const reason = (error as Error)?.message ?? String(error);
  const [row] = await deps.db
    .update(refunds)
    .set({ failureReason: reason.slice(0, 500), updatedAt: deps.now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  const [order] = row ? await deps.db.select().from(orders).where(eq(orders.id, row.orderId)) : [];
  if (order) await note(deps.db, order, { cause: `refund #${id} of ${row!.amount} not sent (${reason}); to be retried`, actor: 'system', amount: null }, deps.now);
}

/** A line in the order's history that leaves its status as it is. */
export async function note(db: Database, order: OrderRow, event: { cause: string; actor: string; amount: number | null }, now: Date) {
  await db.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, cause: event.cause, actor: event.actor, amount: event.amount, at: now });
}

/** The refunds rows of an order, newest last. */
export async function refundsOf(db: Database, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Refunds rows by id, for answers after `issueRefunds`. */
export async function refundsById(db: Database, ids: number[]): Promise<RefundRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.id, ids)).orderBy(asc(refunds.id));
}
