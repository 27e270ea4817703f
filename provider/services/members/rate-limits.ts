import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { memberAttempts } from '../../db/schema';
import type { Database } from '../../db/types';
import { inMinutes, RetryLater } from '../booking/retry-later';

/** A fixed window: at most `max` attempts per `minutes`. */
export interface Rule {
  max: number;
  minutes: number;
}

/** Per address and per email, counted in the database so every instance of the shop agrees (ADR 0015). */
export const RULES = {
  signInPerAddress: { max: 30, minutes: 15 },
  registerPerAddress: { max: 5, minutes: 60 },
  resetPerEmail: { max: 3, minutes: 60 },
  resetPerAddress: { max: 10, minutes: 60 },
  /** Verification links sent again (an unverified member logging in) and "someone tried to register" notices. */
  emailsPerAddress: { max: 3, minutes: 60 },
} satisfies Record<string, Rule>;

/** Wrong passwords for one account within the window that lock it… */
export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_WINDOW_MINUTES = 15;
/** …for this long, even for the right password. */
export const ACCOUNT_LOCK_MINUTES = 15;

/** An email in a key is hashed: the table holds no personal data to erase. */
export const emailKey = (kind: string, email: string) => `${kind}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
/** Requests that name no address share one allowance rather than escaping the limit. */
export const addressKey = (kind: string, ip: string | undefined) => `${kind}:ip:${ip ?? 'unknown'}`;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** Counts one attempt under `key` (an atomic upsert: parallel requests each get their own count); the count and when its window ends. */
async function count(db: Database, key: string, rule: Rule, now: Date): Promise<{ attempts: number; windowEnds: Date }> {
  const stale = sql`member_attempts.window_started_at <= ${at(new Date(now.getTime() - rule.minutes * 60_000))}`;
  const [row] = await db
    .insert(memberAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: memberAttempts.key,
      set: {
        failures: sql`case when ${stale} then 1 else member_attempts.failures + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${at(now)} else member_attempts.window_started_at end`,
      },
    })
    .returning();
  return { attempts: row!.failures, windowEnds: new Date(row!.windowStartedAt.getTime() + rule.minutes * 60_000) };
}

/** Counts the attempt; past the rule's limit, 429 with Retry-After until the window ends. */
export async function limit(db: Database, key: string, rule: Rule, now: Date): Promise<void> {
  const { attempts, windowEnds } = await count(db, key, rule, now);
  if (attempts <= rule.max) return;
  const seconds = secondsUntil(windowEnds, now);
  throw new RetryLater(`Too many attempts. Please try again in ${inMinutes(seconds)}.`, seconds);
}

/** Counts the attempt and says whether it is within the limit: for emails that are quietly not sent again. */
export async function allowed(db: Database, key: string, rule: Rule, now: Date): Promise<boolean> {
  return (await count(db, key, rule, now)).attempts <= rule.max;
}

function accountLocked(until: Date, now: Date): RetryLater {
  const seconds = secondsUntil(until, now);
  return new RetryLater(`Too many failed attempts for this account. Please try again in ${inMinutes(seconds)}.`, seconds, 'ACCOUNT_LOCKED');
}

/**
 * A sign-in for `email`, counted before the password is compared (so parallel guesses cannot slip
 * past the lock): a lock in force refuses it, even with the right password. Unknown emails are
 * counted the same way, so a lock says nothing of whether an account exists.
 */
export async function countSignIn(db: Database, email: string, now: Date): Promise<{ failures: number }> {
  const key = emailKey('sign-in', email);
  const lockedNow = sql`(member_attempts.locked_until is not null and member_attempts.locked_until > ${at(now)})`;
  const stale = sql`(member_attempts.window_started_at <= ${at(new Date(now.getTime() - ACCOUNT_WINDOW_MINUTES * 60_000))} or member_attempts.locked_until is not null)`;
  const [row] = await db
    .insert(memberAttempts)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: memberAttempts.key,
      set: {
        failures: sql`case when ${lockedNow} then member_attempts.failures when ${stale} then 1 else member_attempts.failures + 1 end`,
        windowStartedAt: sql`case when ${lockedNow} then member_attempts.window_started_at when ${stale} then ${at(now)} else member_attempts.window_started_at end`,
        lockedUntil: sql`case when ${lockedNow} then member_attempts.locked_until else null end`,
      },
    })
    .returning();
  if (row!.lockedUntil && row!.lockedUntil > now) throw accountLocked(row!.lockedUntil, now);
  // Only parallel attempts get here: the tenth failure already locked the account.
  if (row!.failures > ACCOUNT_MAX_FAILURES) throw accountLocked(await lock(db, key, now), now);
  return { failures: row!.failures };
}

/** A wrong password (or unknown email): the tenth within the window locks the account. */
export async function signInFailed(db: Database, email: string, attempt: { failures: number }, now: Date): Promise<void> {
  if (attempt.failures >= ACCOUNT_MAX_FAILURES) await lock(db, emailKey('sign-in', email), now);
}

/** A sign-in that got in: its failures are forgotten. */
export async function signInSucceeded(db: Database, email: string): Promise<void> {
  await db.delete(memberAttempts).where(eq(memberAttempts.key, emailKey('sign-in', email)));
}

/** Locks the key for ACCOUNT_LOCK_MINUTES from now, unless a lock is already in force; returns until when. */
async function lock(db: Database, key: string, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + ACCOUNT_LOCK_MINUTES * 60_000);
  const [row] = await db
    .update(memberAttempts)
    .set({ lockedUntil: until })
    .where(and(eq(memberAttempts.key, key), or(isNull(memberAttempts.lockedUntil), lte(memberAttempts.lockedUntil, now))))
    .returning();
  if (row) return until;
  const [current] = await db.select().from(memberAttempts).where(eq(memberAttempts.key, key));
  return current?.lockedUntil ?? until;
}
