import { log } from '@/lib/log';
import type { Database } from '../../db/types';
import { claimJob, completeJob, deleteFinishedJobs, failJob, type JobRow } from './queue';

const SWEEP_EVERY_MS = 3_600_000;

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface WorkerOptions {
  database: () => Promise<Database>;
  handlers: Record<string, JobHandler>;
  /** Names this instance in `locked_by` and the logs. */
  instanceId: string;
  /** How long a claim holds before another instance may take the job over (JOB_LEASE_SECONDS). */
  leaseMs: number;
}

export interface JobWorker {
  /** Runs due jobs until none is left (or only the one keyed `key`). */
  drain: (key?: string) => Promise<void>;
  /** Looks for due jobs every `pollMs`: retries after their backoff, jobs of instances that died. */
  start: (pollMs: number) => void;
  /** Takes no new job and waits for the running ones. */
  stop: () => Promise<void>;
}

/**
 * Runs the queue's jobs in this process. The instance that enqueues a job drains at once (its
 * request's follow-up, as before the queue); every instance also polls, which is how a retry
 * after its backoff or a job of an instance that died gets done.
 */
export function createWorker(options: WorkerOptions): JobWorker {
  const names = Object.keys(options.handlers);
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOne(job: JobRow) {
    const handler = options.handlers[job.name]!;
    const db = await options.database();
    try {
      await handler(job.payload as Record<string, unknown>, job);
      await completeJob(db, job);
    } catch (error) {
      const state = await failJob(db, job, error);
      const fields = { job: job.name, key: job.key, attempts: job.attempts, err: error };
      if (state === 'failed') log.error(fields, `Job ${job.name} failed for good after ${job.attempts} attempts: an operator can retry it`);
      else log.warn(fields, `Job ${job.name} failed; it will be retried`);
    }
  }

  async function drain(key?: string) {
    while (!stopped) {
      const db = await options.database();
      const job = await claimJob(db, { names, instanceId: options.instanceId, leaseMs: options.leaseMs, key });
      if (!job) return;
      const run = runOne(job);
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    }
  }

  let polling = false;
  let sweptAt = 0;
  async function poll() {
    if (polling || stopped) return;
    polling = true;
    try {
      // Once an hour (and at the first poll), finished jobs past their keeping time go.
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await deleteFinishedJobs(await options.database());
      }
      await drain();
    } catch (error) {
      log.warn({ err: error }, 'Looking for due jobs failed; trying again shortly');
    } finally {
      polling = false;
    }
  }

  return {
    drain,
    start(pollMs) {
      timer ??= setInterval(() => void poll(), pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
