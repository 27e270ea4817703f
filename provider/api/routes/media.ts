import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { locations, products } from '../../db/schema';
import { locationArtwork, productArtwork } from '../../services/artwork';
import { MAX_DB_INT } from '../contract/common';
import { errorResponses } from '../contract/errors';
import type { ProviderDeps } from '../deps';
import { ProviderError } from '../errors';

const idMessage = 'must be a positive whole number followed by .svg';
const idOf = (file: string) => Number(file.slice(0, -'.svg'.length));
const FileParamSchema = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.svg$/, { error: idMessage })
    .refine((file) => idOf(file) <= MAX_DB_INT, { error: idMessage })
    .openapi({ param: { name: 'file', in: 'path' }, example: '41.svg' }),
});

const svg = { 'image/svg+xml': { schema: z.string() } };
/** Pictures never change for an id: browsers and CDNs may keep them a year. */
const CACHE = 'public, max-age=31536000, immutable';

const location = createRoute({
  method: 'get',
  path: '/media/location/{file}',
  tags: ['Media'],
  summary: "A city's picture (SVG, 1200×800)",
  request: { params: FileParamSchema },
  responses: { 200: { description: 'The picture.', content: svg }, ...errorResponses(400, 404, 500) },
});

const product = createRoute({
  method: 'get',
  path: '/media/product/{file}',
  tags: ['Media'],
  summary: "A product's picture (SVG, 1200×800)",
  request: { params: FileParamSchema },
  responses: { 200: { description: 'The picture.', content: svg }, ...errorResponses(400, 404, 500) },
});


export function registerMediaRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(location, async (c) => {
    const id = idOf(c.req.valid('param').file);
    const { db } = await deps.database();
    const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
    if (!row) throw new ProviderError('NOT_FOUND', `No location ${id}`);
    return c.body(locationArtwork(id), 200, { 'content-type': 'image/svg+xml', 'cache-control': CACHE });
  });
  app.openapi(product, async (c) => {
    const id = idOf(c.req.valid('param').file);
    const { db } = await deps.database();
    const [row] = await db.select({ type: products.type, color: products.routeColor }).from(products).where(eq(products.id, id));
    if (!row) throw new ProviderError('NOT_FOUND', `No product ${id}`);
    return c.body(productArtwork(id, row.type, row.color), 200, { 'content-type': 'image/svg+xml', 'cache-control': CACHE });
  });
}
