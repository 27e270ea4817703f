import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { readSchemaVersion } from '../../db/schema-version';
import { HealthSchema, type Health } from '../contract/health';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Generic'],
  summary: 'Service health, database engine and schema version',
  request: { headers: RequestHeadersSchema },
  responses: {
    200: { description: 'The provider and its database work.', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'The database cannot be reached.', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export function registerHealthRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(route, async (c) => {
    try {
      const handle = await deps.database();
      const schema = await readSchemaVersion(handle.db);
      const health: Health = {
        status: 'ok',
        database: handle.engine,
        schemaVersion: schema.version,
        schemaMigration: schema.migration,
        pendingMigrations: schema.pending,
      };
      return c.json(health, 200);
    } catch (error) {
      console.error('Health check failed:', error);
      const health: Health = {
        status: 'unavailable',
        database: deps.engine,
        schemaVersion: null,
        schemaMigration: null,
        pendingMigrations: null,
      };
      return c.json(health, 503);
    }
  });
}
