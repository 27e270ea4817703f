import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import journal from '../../db/migrations/meta/_journal.json';
import type { DatabaseHandle } from '../../db/types';
import { HealthQuerySchema, HealthSchema, ReadinessSchema, type Health } from '../contract/health';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { checkReadiness } from './health-readiness';

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Generic'],
  summary: 'Liveness; with ?ready=1, readiness',
  description:
    'Liveness answers 200 while the process runs, without touching the database. Readiness (`?ready=1`) checks the ' +
    'database, its migrations and Redis, and fails from the moment a shutdown begins: a load balancer sends requests ' +
    'only to instances that answer it with 200.',
  request: { headers: RequestHeadersSchema, query: HealthQuerySchema },
  responses: {
    200: { description: 'Alive (liveness) or ready (readiness).', content: { 'application/json': { schema: z.union([HealthSchema, ReadinessSchema]) } } },
    503: { description: 'Not ready: a check failed (named in `checks`) or the instance is shutting down.', content: { 'application/json': { schema: ReadinessSchema } } },
  },
});

/** Every migration of the journal: what preparing the database left when the process opened it. */
const MIGRATED = { schemaVersion: journal.entries.length, schemaMigration: journal.entries.at(-1)?.tag ?? null, pendingMigrations: 0 };
const NOT_OPEN = { schemaVersion: null, schemaMigration: null, pendingMigrations: null };

export function registerHealthRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(route, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (c.req.valid('query').ready) {
      const readiness = await checkReadiness(deps);
      if (readiness.ready) return c.json(readiness, 200);
      return c.json(readiness, 503);
    }
    const health: Health = { status: 'ok', database: deps.engine, ...((await openedDatabase(deps)) ? MIGRATED : NOT_OPEN) };
    return c.json(health, 200);
  });
}

const PENDING = Symbol('pending');

/** The database if it is open already: liveness never waits for it, nor fails with it. */
async function openedDatabase(deps: ProviderDeps): Promise<DatabaseHandle | undefined> {
  // An open database's promise is settled already; listed first, it wins the race against the settled marker.
  const first = await Promise.race([deps.database(), Promise.resolve(PENDING)]).catch(() => PENDING);
  return typeof first === 'symbol' ? undefined : first;
}
