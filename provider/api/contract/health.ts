import { z } from '@hono/zod-openapi';

/** Liveness: the process answers. It never waits for the database. */
export const HealthSchema = z
  .object({
    status: z.enum(['ok']),
    database: z.enum(['pglite', 'postgresql']),
    schemaVersion: z.number().int().nullable().openapi({ description: 'Migrations applied when this process opened its database; null until it has.' }),
    schemaMigration: z.string().nullable().openapi({ example: '0000_catalogue_slice' }),
    pendingMigrations: z.number().int().nullable(),
  })
  .openapi('Health');
export type Health = z.infer<typeof HealthSchema>;

/** Readiness (`?ready=1`): whether a load balancer should send this instance requests, and which check says no. */
export const ReadinessSchema = z
  .object({
    ready: z.boolean(),
    shuttingDown: z.boolean().openapi({ description: 'The instance got SIGTERM: it finishes the requests it has and stops.' }),
    checks: z.object({
      database: z.enum(['ok', 'failed']).openapi({ description: '`select 1` answered within 2 s.' }),
      migrations: z.enum(['ok', 'behind', 'unknown']).openapi({ description: 'Every migration this build ships is applied; unknown when the database failed.' }),
      redis: z.enum(['ok', 'failed', 'not configured']).openapi({ description: 'PING answered within 2 s; not configured without REDIS_URL.' }),
    }),
  })
  .openapi('Readiness');
export type Readiness = z.infer<typeof ReadinessSchema>;

export const HealthQuerySchema = z.object({
  ready: z.enum(['1']).optional().openapi({ description: '`1`: readiness (database, migrations, Redis, shutdown) instead of liveness.' }),
});
