import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { listTopLocations } from '../../services/locations';
import { errorResponses } from '../contract/errors';
import { TopLocationSlimListSchema, TopLocationsQuerySchema } from '../contract/locations';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { requestContext } from '../request-context';

const topSlim = createRoute({
  method: 'get',
  path: '/location/top/slim',
  tags: ['Location'],
  summary: 'Top locations, or locations matching a search, in the request language',
  description:
    'Without `query`: the top destinations by rank. With `query`: every location whose name in any language contains the text, prefix matches first.',
  request: { query: TopLocationsQuerySchema, headers: RequestHeadersSchema },
  responses: {
    200: { description: 'Locations, best first.', content: { 'application/json': { schema: TopLocationSlimListSchema } } },
    ...errorResponses(400, 500),
  },
});

export function registerLocationRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(topSlim, async (c) => {
    const { limit, query } = c.req.valid('query');
    const context = requestContext(c.req.valid('header'));
    const { db } = await deps.database();
    return c.json(await listTopLocations(db, { limit, query, context }), 200);
  });
}
