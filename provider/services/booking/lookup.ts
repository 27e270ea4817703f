import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { bookingLookups, orders } from '../../db/schema';
import type { Database } from '../../db/types';
import { addressKey, type Limiter } from '../limits';
import type { PaymentDeps } from '../payment/deps';
import { ticketSecret } from '../payment/voucher-data';
import { lookupToken } from './access';
import { inMinutes, RetryLater } from './retry-later';

/** Wrong emails or PINs for one reference within the window that lock its look-ups… */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 60;
/** …for this long, whoever asks. */
export const LOCK_MINUTES = 30;

/** `limiter`: look-ups per address (LIMITS.bookingLookup, shared by the instances with REDIS_URL). */
export type LookupDeps = Pick<PaymentDeps, 'db' | 'now' | 'ticketSecret'> & { limiter: Limiter };

/** The same words for an unknown reference, a wrong email and a wrong PIN: no answer tells whether a booking exists. */
const notFound = () => new ProviderError('NOT_FOUND', 'We could not find a booking with these details.', 'BOOKING_NOT_FOUND');

/**
 * "Find my booking": the reference with the booking's email or its PIN gives a two-hour token.
 * Every attempt is counted against the reference before anything is compared (an atomic
 * upsert), so parallel guesses cannot slip past the lock; a success clears the count.
 */
export async function lookupBooking(
  deps: LookupDeps,
  body: { reference: string; email?: string; pin?: string },
  ip: string | undefined,
): Promise<{ token: string; expiresAt: string }> {
  await deps.limiter.take(addressKey(ip));
  const { db, now } = deps;
  const attempt = await countAttempt(db, body.reference, now);
  if (attempt.lockedUntil && attempt.lockedUntil > now) throw locked(attempt.lockedUntil, now);
  if (attempt.failures > MAX_FAILURES) {
    // Only parallel attempts get here: the tenth failure already locked the reference.
    throw locked(await lock(db, body.reference, now), now);
  }

  const [order] = await db
    .select({ reference: orders.reference, customer: orders.customer, pin: orders.pin })
    .from(orders)
    .where(and(eq(orders.reference, body.reference), eq(orders.status, 'paid')));
  // An unknown reference is compared with a stand-in, so it costs what a wrong detail costs.
  const right = body.pin !== undefined ? sameText(order?.pin ?? '', body.pin) : sameText(normalEmail(order?.customer.email ?? ''), normalEmail(body.email ?? ''));
  if (!order || !right) {
    if (attempt.failures >= MAX_FAILURES) await lock(db, body.reference, now);
    throw notFound();
  }

  await db.delete(bookingLookups).where(eq(bookingLookups.reference, body.reference));
  const { token, expiresAt } = lookupToken(order.reference, now, await ticketSecret(db, deps.ticketSecret));
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * This attempt, counted: a lock in force is kept as it is; a window that began an hour ago or
 * ended in a lock that has run out starts again at one.
 */
async function countAttempt(db: Database, reference: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000).toISOString()}::timestamptz`;
  const lockedNow = sql`(booking_lookups.locked_until is not null and booking_lookups.locked_until > ${at})`;
  const stale = sql`(booking_lookups.first_failure_at <= ${windowStart} or booking_lookups.locked_until is not null)`;
  const [row] = await db
    .insert(bookingLookups)
    .values({ reference, failures: 1, firstFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: bookingLookups.reference,
      set: {
        failures: sql`case when ${lockedNow} then booking_lookups.failures when ${stale} then 1 else booking_lookups.failures + 1 end`,
        firstFailureAt: sql`case when ${lockedNow} then booking_lookups.first_failure_at when ${stale} then ${at} else booking_lookups.first_failure_at end`,
        lockedUntil: sql`case when ${lockedNow} then booking_lookups.locked_until else null end`,
      },
    })
    .returning();
  return row!;
}

/** Locks the reference's look-ups for LOCK_MINUTES from now, unless a lock is already in force; returns until when. */
async function lock(db: Database, reference: string, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const [row] = await db
    .update(bookingLookups)
    .set({ lockedUntil: until })
    .where(and(eq(bookingLookups.reference, reference), or(isNull(bookingLookups.lockedUntil), lte(bookingLookups.lockedUntil, now))))
    .returning();
  if (row) return until;
  const [current] = await db.select().from(bookingLookups).where(eq(bookingLookups.reference, reference));
  return current?.lockedUntil ?? until;
}

function locked(until: Date, now: Date): RetryLater {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new RetryLater(`Too many attempts for this booking. Please try again in ${inMinutes(seconds)}.`, seconds, 'LOOKUP_LOCKED');
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Equal texts, compared in constant time (hashes first, so lengths say nothing either). */
function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b)) && a !== '';
}
