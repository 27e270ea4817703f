import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { partnerChainOffers } from '../../services/partner-offers';
import { PartnerChainParamSchema, PublicPartnerOfferListSchema } from '../contract/partners';
import { RequestHeadersSchema as headers } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { handlerContext, jsonResponses } from './shared';

const chainOffers = createRoute({
  method: 'get',
  path: '/partner/{partner}/offers',
  tags: ['Partner offers'],
  summary: 'A partner chain’s member offers in every city it is in, best-known cities first',
  description:
    'Public, for pages about the partner: what members get, the address and the conditions. Codes to give at the till are ' +
    'for signed-in members only (`member/discounts`). An unknown chain is 404.',
  request: { params: PartnerChainParamSchema, headers },
  responses: jsonResponses(PublicPartnerOfferListSchema, 'The offers, one per city.'),
});

/** Public reads of the partners' offers; the member area's `member/discounts` has them all, with codes. */
export function registerPartnerRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(chainOffers, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await partnerChainOffers(db, context.language, c.req.valid('param').partner), 200);
  });
}
