import { and, asc, eq } from 'drizzle-orm';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import type { ErrorCode, ErrorReason } from '../../api/contract/errors';
import { orderPayments } from '../../db/schema';
import type { Database } from '../../db/types';
import type { OrderRow } from '../payment/answer';
import type { PaymentDeps } from '../payment/deps';
import { GatewayInvalid } from '../payment/gateway';
import { note } from '../orders/refunds';

/**
 * The money a dearer new date costs, paid by card before the change commits: one
 * `order_payments` row per change request, keyed `change-{orderId}-{key}` like the change,
 * 'started' → 'authorised' (in the change's transaction) → 'captured' (after it), or
 * 'refused' / 'voided' with why in `purpose.refusal`, so a retry is answered the same.
 */
export type SupplementRow = typeof orderPayments.$inferSelect;

export interface SupplementPurpose {
  line: number;
  date: string;
  time: string;
  /** Why no change came of it: a card refusal (answered `refused`) or an error (answered again as that error). */
  refusal?: { reason: string; error?: { code: ErrorCode; reason?: ErrorReason; message: string } };
}

export const purposeOf = (row: SupplementRow) => row.purpose as SupplementPurpose;

const currencyOf = (order: OrderRow) => CURRENCIES[order.currencyId as CurrencyId].code;

/** The supplement row of a change request: made now, or the one an earlier try with the key made. */
export async function supplementFor(
  db: Database,
  order: OrderRow,
  input: { key: string; hash: string; amount: number; purpose: SupplementPurpose; now: Date },
): Promise<{ row: SupplementRow; earlier: boolean }> {
  const [made] = await db
    .insert(orderPayments)
    .values({
      orderId: order.id,
      amount: input.amount,
      idempotencyKey: input.key,
      requestHash: input.hash,
      status: 'started',
      purpose: input.purpose,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: orderPayments.idempotencyKey })
    .returning();
  if (made) return { row: made, earlier: false };
  return { row: (await supplementOfKey(db, input.key))!, earlier: true };
}

export async function supplementOfKey(db: Database, key: string): Promise<SupplementRow | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.idempotencyKey, key));
  return row;
}

export async function setSupplement(db: Database, row: SupplementRow, set: Partial<SupplementRow>, now: Date) {
  await db.update(orderPayments).set({ ...set, updatedAt: now }).where(eq(orderPayments.id, row.id));
}

/** The gateway's key for a supplement's authorisation: the same on every retry of the change (under Adyen's 64 characters). */
export const supplementKey = (row: SupplementRow) => `supplement-${row.id}-${row.orderId}`;

/**
 * The merchant reference a supplement is authorised under: the order's, marked as a supplement.
 * Not the order's own, because the gateway's AUTHORISATION notification for an order's reference
 * settles that order, and would take a second authorisation of a paid order for a duplicate
 * payment and void it.
 */
export const supplementReference = (order: OrderRow, row: SupplementRow) => `${order.reference}-S${row.id}`;

/**
 * Gives an authorisation back that bought no change (a refusal after it, a 3-D Secure step
 * not offered), and records why. A void the gateway did not take is noted on the order for
 * the operator; the refusal stands either way.
 */
export async function voidSupplement(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>, order: OrderRow, row: SupplementRow, refusal: NonNullable<SupplementPurpose['refusal']>) {
  const { db, gateway, now } = deps;
  if (row.pspReference) {
    try {
      await gateway.cancel({ pspReference: row.pspReference, reference: supplementReference(order, row), idempotencyKey: `cancel-${row.pspReference}` });
    } catch (error) {
      await note(db, order, { cause: `void of supplement ${row.pspReference} failed (${(error as Error).message}); to be voided by hand`, actor: 'system', amount: null }, now);
    }
  }
  await setSupplement(db, row, { status: 'voided', purpose: { ...purposeOf(row), refusal } }, now);
}

/**
 * Takes the money of the order's authorised supplements (the change committed): after each
 * change, and again on a retry of it, so a capture the gateway did not answer is taken later.
 * Failures are noted on the order, never thrown: the change stands.
 */
export async function captureSupplements(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>, order: OrderRow) {
  const { db, gateway, now } = deps;
  const authorised = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'authorised')))
    .orderBy(asc(orderPayments.id));
  for (const row of authorised) {
    const { line } = purposeOf(row);
    try {
      await gateway.capture({
        pspReference: row.pspReference!,
        reference: supplementReference(order, row),
        amount: { value: row.amount, currency: currencyOf(order) },
        idempotencyKey: `capture-s${row.id}-${row.orderId}`,
      });
      const [captured] = await db
        .update(orderPayments)
        .set({ status: 'captured', updatedAt: now })
        .where(and(eq(orderPayments.id, row.id), eq(orderPayments.status, 'authorised')))
        .returning({ id: orderPayments.id });
      if (captured) await note(db, order, { cause: `supplement paid for line ${line}: captured ${row.pspReference}`, actor: 'gateway', amount: row.amount }, now);
    } catch (error) {
      const cause = error instanceof GatewayInvalid ? error.message : `gateway unavailable: ${(error as Error).message}`;
      await note(db, order, { cause: `capture of supplement ${row.pspReference} failed (${cause}); to be retried`, actor: 'system', amount: null }, now);
    }
  }
}
