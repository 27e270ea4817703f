import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs, type JobState } from '../../db/schema';
import type { Database } from '../../db/types';
import { inTransaction } from '../cart/locks';
import { FORGET_PAYLOAD_WHEN_DONE } from './names';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  name: string;
  /** One job per key, ever: enqueuing the same key again is a no-op (a retried request, a replayed webhook). */
  key: string;
  payload: Record<string, unknown>;
  /** Tries before the job is left `failed` for an operator (default 8: about 40 minutes of backoff). */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
/** The wait before try n+1: 10 s, 20 s, 40 s … at most an hour. */
export const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Adds a job, in the caller's transaction when given one, so it commits with the change it follows. Returns whether it is new. */
export async function enqueueJob(db: Database, job: NewJob, now = new Date()): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ name: job.name, key: job.key, payload: job.payload, maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, runAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

export interface Claim {
  names: readonly string[];
  instanceId: string;
  leaseMs: number;
  /** Only this job (the request that enqueued it runs it at once). */
  key?: string;
  now?: Date;
}

/**
 * Takes the next due job for this instance: a queued one whose time has come, or a running one
 * whose instance let its lease pass (it died, or hangs). SKIP LOCKED lets instances claim side by
 * side without waiting for each other; each claim counts as an attempt.
 */
export async function claimJob(db: Database, claim: Claim): Promise<JobRow | null> {
  const now = claim.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const due = or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)));
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.name, [...claim.names]), due, claim.key ? eq(jobs.key, claim.key) : undefined))
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: claim.instanceId, lockedUntil: new Date(now.getTime() + claim.leaseMs), updatedAt: now })
      .where(eq(jobs.id, job.id))
      .returning();
    return claimed ?? null;
  });
}

/** The claim is still this instance's: a job taken over after its lease passed is no longer ours to close. */
const stillOurs = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.attempts, job.attempts));

export async function completeJob(db: Database, job: JobRow, now = new Date()): Promise<void> {
  const forget = FORGET_PAYLOAD_WHEN_DONE.has(job.name) ? { payload: {} } : {};
  await db.update(jobs).set({ state: 'done', lockedBy: null, lockedUntil: null, lastError: null, updatedAt: now, ...forget }).where(stillOurs(job));
}

/** A failed try: queued again after its backoff, or `failed` once its attempts are spent. Returns the new state. */
export async function failJob(db: Database, job: JobRow, error: unknown, now = new Date()): Promise<JobState> {
  const message = error instanceof Error ? error.message : String(error);
  const spent = job.attempts >= job.maxAttempts;
  const state: JobState = spent ? 'failed' : 'queued';
  await db
    .update(jobs)
    .set({ state, runAt: spent ? job.runAt : new Date(now.getTime() + backoffMs(job.attempts)), lockedBy: null, lockedUntil: null, lastError: message.slice(0, 2000), updatedAt: now })
    .where(stillOurs(job));
  return state;
}

/** An operator's retry of a failed job: queued at once with its attempts renewed. Null when there is no failed job of that id. */
export async function retryJob(db: Database, id: string, now = new Date()): Promise<JobRow | null> {
  const [retried] = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  return retried ?? null;
}

export async function jobOfKey(db: Database, key: string): Promise<JobRow | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.key, key));
  return job ?? null;
}

/** Finished jobs are history for a while (what ran, when, after how many tries), then deleted; failed ones wait for an operator. */
export const KEEP_DONE_JOBS_DAYS = 30;

export async function deleteFinishedJobs(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DONE_JOBS_DAYS * 86_400_000);
  const deleted = await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, before))).returning({ id: jobs.id });
  return deleted.length;
}

export async function listJobs(db: Database, state: JobState | undefined, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(state ? eq(jobs.state, state) : undefined)
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
}
