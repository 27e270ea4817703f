import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { resolveAlternates } from '../../services/alternates';
import {
  getTerms,
  listContinents,
  listCountries,
  listNotifications,
  productFaqs,
  scopeFaqs,
  statusOf,
  websiteStatistics,
} from '../../services/content';
import { IdParamSchema } from '../contract/common';
import {
  ContinentListSchema,
  CountryListSchema,
  FaqListSchema,
  NotificationListSchema,
  StatusQuerySchema,
  StatusSchema,
  TermsSchema,
  WebsiteStatisticsSchema,
} from '../contract/content';
import { AlternatesSchema, HrefQuerySchema } from '../contract/locations';
import { RequestHeadersSchema as headers } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { handlerContext, jsonResponses } from './shared';

const faqScope = createRoute({
  method: 'get',
  path: '/faq/scope/{id}',
  tags: ['FAQ'],
  summary: "A site's questions and answers (scope 10 worldwide, 41 Paris, 1762 Spain, 1980 London, 2848 Portugal)",
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(FaqListSchema, 'Questions in order.'),
});

const faqProduct = createRoute({
  method: 'get',
  path: '/faq/product/{id}',
  tags: ['FAQ'],
  summary: "A product's questions and answers",
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(FaqListSchema, 'Questions in order.'),
});

const continent = createRoute({
  method: 'get',
  path: '/continent',
  tags: ['Generic'],
  summary: 'Continents',
  request: { headers },
  responses: jsonResponses(ContinentListSchema, 'Continents, alphabetical.'),
});

const country = createRoute({
  method: 'get',
  path: '/country',
  tags: ['Generic'],
  summary: 'Countries with their ids',
  request: { headers },
  responses: jsonResponses(CountryListSchema, 'Countries, alphabetical in the request language.'),
});

const notifications = createRoute({
  method: 'get',
  path: '/covid19/notifications',
  tags: ['Generic'],
  summary: 'Health and travel notices',
  request: { headers },
  responses: jsonResponses(NotificationListSchema, 'Notices.'),
});

const terms = createRoute({
  method: 'get',
  path: '/terms',
  tags: ['Generic'],
  summary: 'Terms of use',
  request: { headers },
  responses: jsonResponses(TermsSchema, 'Sections of the terms.'),
});

const statistics = createRoute({
  method: 'get',
  path: '/reviews/websiteStatisticsAndReviews',
  tags: ['Generic'],
  summary: "The shop's figures and its best recent reviews in the request language",
  request: { headers },
  responses: jsonResponses(WebsiteStatisticsSchema, 'Figures and reviews.'),
});

const status = createRoute({
  method: 'get',
  path: '/status/data',
  tags: ['Generic'],
  summary: 'Whether a location, product or option can be sold now',
  request: { query: StatusQuerySchema, headers },
  responses: jsonResponses(StatusSchema, 'The status.'),
});

const href = createRoute({
  method: 'get',
  path: '/href',
  tags: ['Generic'],
  summary: 'Alternate-language links of a city or product page, by its URL',
  description: 'Resolves `/{lang}/{id?}/{location}[/{productId}[/{product}]]` by id, or by the city slug when there is no id.',
  request: { query: HrefQuerySchema, headers },
  responses: jsonResponses(AlternatesSchema, 'The page in every language.'),
});

export function registerContentRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(faqScope, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await scopeFaqs(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(faqProduct, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await productFaqs(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(continent, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await listContinents(db, context), 200);
  });
  app.openapi(country, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await listCountries(db, context), 200);
  });
  app.openapi(notifications, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await listNotifications(db, context), 200);
  });
  app.openapi(terms, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await getTerms(db, context), 200);
  });
  app.openapi(statistics, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await websiteStatistics(db, context), 200);
  });
  app.openapi(status, async (c) => {
    const { db } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await statusOf(db, c.req.valid('query')), 200);
  });
  app.openapi(href, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await resolveAlternates(db, context, c.req.valid('query').url), 200);
  });
}
