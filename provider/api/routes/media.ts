import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { locations, products } from '../../db/schema';
import { locationArtwork, productArtwork } from '../../services/artwork';
import { MAX_DB_INT } from '../contract/common';
import { errorResponses } from '../contract/errors';
import type { ProviderDeps } from '../deps';
import { ProviderError } from '../errors';

const idMessage = 'must be a positive whole number, optionally followed by - and a picture number from 1 to 9, then .svg';
/** `41.svg` is the main picture (variant 1), `41-2.svg` the second of the gallery. */
const fileOf = (file: string) => {
  const [id, variant = '1'] = file.slice(0, -'.svg'.length).split('-');
  return { id: Number(id), variant: Number(variant) };
};
const FileParamSchema = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}(-[1-9])?\.svg$/, { error: idMessage })
    .refine((file) => fileOf(file).id <= MAX_DB_INT, { error: idMessage })
    .openapi({ param: { name: 'file', in: 'path' }, example: '41-2.svg' }),
});

const svg = { 'image/svg+xml': { schema: z.string() } };
/** Pictures never change for an id: browsers and CDNs may keep them a year. */
const CACHE = 'public, max-age=31536000, immutable';

const location = createRoute({
  method: 'get',
  path: '/media/location/{file}',
  tags: ['Media'],
  summary: "One of a city's pictures (SVG, 1200×800)",
  request: { params: FileParamSchema },
  responses: { 200: { description: 'The picture.', content: svg }, ...errorResponses(400, 404, 500) },
});

const product = createRoute({
  method: 'get',
  path: '/media/product/{file}',
  tags: ['Media'],
  summary: "One of a product's own pictures (SVG, 1200×800)",
  request: { params: FileParamSchema },
  responses: { 200: { description: 'The picture.', content: svg }, ...errorResponses(400, 404, 500) },
});

export function registerMediaRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(location, async (c) => {
    const { id, variant } = fileOf(c.req.valid('param').file);
    const { db } = await deps.database();
    const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
    const picture = row && locationArtwork(id, variant);
    if (!picture) throw new ProviderError('NOT_FOUND', `No picture ${variant} of location ${id}`);
    return c.body(picture, 200, { 'content-type': 'image/svg+xml', 'cache-control': CACHE });
  });
  app.openapi(product, async (c) => {
    const { id, variant } = fileOf(c.req.valid('param').file);
    const { db } = await deps.database();
    const [row] = await db
      .select({ type: products.type, colour: products.routeColor, cityId: products.locationId })
      .from(products)
      .where(eq(products.id, id));
    const picture = row && productArtwork(id, row, variant);
    if (!picture) throw new ProviderError('NOT_FOUND', `No picture ${variant} of product ${id}`);
    return c.body(picture, 200, { 'content-type': 'image/svg+xml', 'cache-control': CACHE });
  });
}
