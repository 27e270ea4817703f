import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Work that must happen once after a request, even if the instance that took the request dies:
 * emails, gateway notifications (services/jobs, ADR 0022). `key` makes enqueuing idempotent; a
 * running job whose `locked_until` passed is taken over by another instance.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    key: text().notNull().unique(),
    payload: jsonb().notNull(),
    state: text().$type<JobState>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    /** The instance (INSTANCE_ID) running it, until `lockedUntil`. */
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('jobs_state', oneOf('state', JOB_STATES)), index('jobs_due').on(t.state, t.runAt)],
);
