import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import type { Database } from '../../db/types';

/**
 * The one order in which basket and payment transactions take their locks, so that no two
 * of them ever wait on each other (ADR 0010, 0011):
 *
 *   0. an OCTO reservation's advisory lock of its agency and uuid (octo/hold.ts), before its basket exists,
 *   1. the basket's row (`lockCart`),
 *   2. the agency's row, when the basket is an agent's (`lockAgency`, `lockBasketAgency`):
 *      credit reservations and debits queue there,
 *   3. the order's row (`lockOrder`),
 *   4. the departures' advisory locks, in `slotOrder` (`lockSlots`),
 *   5. then any rows they own (holds, items, attempts), which nobody locks first.
 *
 * A transaction may skip a step, never go back to an earlier one.
 */
export async function lockCart(tx: Database, cartId: string): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

function retryable(error: unknown): boolean {
  // drizzle wraps the driver's error: the SQLSTATE is on its cause.
  for (let e = error; e instanceof Error; e = e.cause) {
    if (RETRYABLE.has((e as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/**
 * Runs `work` in a transaction, and again (a bounded number of times, after a short random
 * pause) when PostgreSQL rolled it back for a deadlock or a serialization failure. The lock
 * order above prevents deadlocks; this is the safety net for a lock some path takes
 * implicitly. `work` must do nothing but database work, since it may run more than once.
 */
export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Database));
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
