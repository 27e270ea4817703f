import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { countries } from '../../db/schema';
import { recordCampaignTouch } from '../../services/campaign-touches';
import { claimedClientAddress, countryOfIp, isIpAddress } from '../../services/ip-country';
import { limitsOf, takeForAddress } from '../../services/limits';
import { decodeLink, encodeLink } from '../../services/short-links';
import { CampaignTouchBodySchema, EncodeBodySchema, IpCountrySchema, IpQuerySchema, ShortLinkSchema } from '../contract/generic';
import { errorResponses } from '../contract/errors';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { ProviderError } from '../errors';
import { retryAfter } from './retry-after';
import { jsonBody, jsonResponses } from './shared';

const ipRoute = createRoute({
  method: 'get',
  path: '/ipstack',
  tags: ['Generic'],
  summary: 'The country of an IP address (the caller’s without `ip`), from a local GeoIP database',
  request: { query: IpQuerySchema, headers: RequestHeadersSchema },
  responses: jsonResponses(IpCountrySchema, 'The country; null for a private, reserved or unknown address.'),
});

const touchRoute = createRoute({
  method: 'post',
  path: '/tis',
  tags: ['Generic'],
  summary: 'Record the campaign that brought a visit (sent only with the visitor’s consent)',
  description: 'At most 120 per client address in an hour, then 429 with `Retry-After`.',
  request: { body: jsonBody(CampaignTouchBodySchema), headers: RequestHeadersSchema },
  responses: { 204: { description: 'Recorded.' }, ...errorResponses(400, 429, 500) },
});

const encodeRoute = createRoute({
  method: 'post',
  path: '/api/encode',
  tags: ['Generic'],
  summary: 'Shorten an address of the shop for sharing: the same address always gets the same code',
  description: 'At most 60 per client address in an hour, then 429 with `Retry-After`.',
  request: { body: jsonBody(EncodeBodySchema), headers: RequestHeadersSchema },
  responses: {
    200: { description: 'The short link, at `/s/{code}` on the shop.', content: { 'application/json': { schema: ShortLinkSchema } } },
    ...errorResponses(400, 429, 500),
  },
});

const CodeParamSchema = z.object({ code: z.string().max(100).openapi({ param: { name: 'code', in: 'path' }, example: 'k3J9xQ2a' }) });
const decodeRoute = createRoute({
  method: 'get',
  path: '/api/decode/{code}',
  tags: ['Generic'],
  summary: 'The shop address a short code leads to',
  request: { params: CodeParamSchema, headers: RequestHeadersSchema },
  responses: jsonResponses(z.object({ code: z.string(), target: z.string() }).openapi('ShortLinkTarget'), 'The address.'),
});

export function registerGenericRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  // Writes anyone may send without an account, a row each: limited per address.
  const limits = limitsOf(deps);
  app.use(touchRoute.path, retryAfter);
  app.use(encodeRoute.path, retryAfter);

  app.openapi(ipRoute, async (c) => {
    const asked = c.req.valid('query').ip?.trim();
    if (asked !== undefined && !isIpAddress(asked)) throw new ProviderError('BAD_REQUEST', 'ip: must be an IPv4 or IPv6 address');
    const ip = asked ?? claimedClientAddress(c.req.header('x-forwarded-for')) ?? null;
    const countryCode = ip ? await countryOfIp(ip) : null;
    if (!countryCode) return c.json({ ip, countryCode: null }, 200);
    const { db } = await deps.database();
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, countryCode));
    return c.json(country ? { ip, countryCode, countryId: country.id } : { ip, countryCode }, 200);
  });

  app.openapi(touchRoute, async (c) => {
    await takeForAddress(limits.campaignTouch, c.req.header('x-forwarded-for'));
    const { db } = await deps.database();
    await recordCampaignTouch(db, c.req.valid('json'));
    return c.body(null, 204);
  });

  app.openapi(encodeRoute, async (c) => {
    await takeForAddress(limits.shortLink, c.req.header('x-forwarded-for'));
    const { db } = await deps.database();
    return c.json(await encodeLink(db, c.req.valid('json').url, deps.shopHosts ?? []), 200);
  });

  app.openapi(decodeRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { db } = await deps.database();
    const target = await decodeLink(db, code);
    if (!target) throw new ProviderError('NOT_FOUND', 'No such short link.');
    return c.json({ code, target }, 200);
  });
}
