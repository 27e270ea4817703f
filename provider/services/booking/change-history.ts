import { and, asc, eq, sql } from 'drizzle-orm';
import { orderEvents, type OrderLine } from '../../db/schema';
import type { Database } from '../../db/types';

/**
 * A date change in the order's history: one `order_events` row, written in the change's own
 * transaction, with the actor, the difference (minor units: positive paid, negative given back;
 * null when the price stayed) and this cause (line = the order line's index, as in the API):
 *
 *   date changed line 0: 2027-05-03 10:00 → 2027-05-05 10:00 [key {idempotency key} {request hash}]
 *
 * The bracket is the change's idempotency record: a retry with the same key finds the row and
 * is answered what the change came to, and a reused key with another body is refused by
 * comparing the hash. (Money rows carry the key too: the supplement's `order_payments` row and
 * a refund's `refunds` row are keyed `change-{orderId}-{key}`; a change that moved no money has
 * only this row.) API idempotency keys are printable ASCII without spaces, so `[key K ` names
 * one key.
 */
export const DATE_CHANGED = 'date changed';

const departure = (line: Pick<OrderLine, 'date' | 'time'>) => `${line.date} ${line.time ?? ''}`.trimEnd();

export function changeCause(line: number, from: Pick<OrderLine, 'date' | 'time'>, to: Pick<OrderLine, 'date' | 'time'>, key: string, hash: string): string {
  return `${DATE_CHANGED} line ${line}: ${departure(from)} → ${departure(to)} [key ${key} ${hash}]`;
}

/** The line a date change's cause names, for the history's `lines`; null for other causes. */
export function changedLine(cause: string): number | null {
  const match = /^date changed line (\d+):/.exec(cause);
  return match ? Number(match[1]) : null;
}

/** The change an idempotency key made on this order before, if any: its difference and request hash. */
export async function changeOfKey(db: Database, orderId: string, key: string): Promise<{ difference: number; hash: string } | undefined> {
  const marker = `[key ${key} `;
  const [row] = await db
    .select({ cause: orderEvents.cause, amount: orderEvents.amount })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), sql`starts_with(${orderEvents.cause}, ${DATE_CHANGED})`, sql`strpos(${orderEvents.cause}, ${marker}) > 0`))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  if (!row) return undefined;
  const rest = row.cause.slice(row.cause.indexOf(marker) + marker.length);
  return { difference: row.amount ?? 0, hash: rest.replace(/\]$/, '') };
}
