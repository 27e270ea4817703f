import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  listTopLocations,
  listTopLocationsRich,
  getLocation,
  getLocationAbout,
  getServiceInformation,
  locationHrefs,
} from '../../services/locations';
import { locationMainProduct, locationMap, locationProducts, locationSeatProducts, search } from '../../services/catalogue-lists';
import { locationReviews } from '../../services/reviews';
import { IdParamSchema } from '../contract/common';
import { LocationReviewPageSchema, ReviewQuerySchema } from '../contract/content';
import {
  LocationAboutSchema,
  LocationHrefSchema,
  LocationMapSchema,
  LocationSchema,
  SearchQuerySchema,
  ServiceInformationSchema,
  TopLocationSchema,
  TopLocationSlimListSchema,
  TopLocationsQuerySchema,
  TopLocationsRichQuerySchema,
  TopLocationSlimSchema,
} from '../contract/locations';
import { ProductCardListSchema, ProductCardSchema } from '../contract/products';
import { RequestHeadersSchema as headers } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { handlerContext, jsonResponses } from './shared';

const tags = ['Location'];

const topSlim = createRoute({
  method: 'get',
  path: '/location/top/slim',
  tags,
  summary: 'Top locations, or locations matching a search, in the request language',
  description:
    'Without `query`: the top destinations by rank. With `query`: every location whose name in any language contains the text, prefix matches first.',
  request: { query: TopLocationsQuerySchema, headers },
  responses: jsonResponses(TopLocationSlimListSchema, 'Locations, best first.'),
});

const top = createRoute({
  method: 'get',
  path: '/location/top',
  tags,
  summary: 'Top destinations with country, continent, picture, product count, rating and price from',
  request: { query: TopLocationsRichQuerySchema, headers },
  responses: jsonResponses(z.array(TopLocationSchema), 'Destinations by rank.'),
});

const searchRoute = createRoute({
  method: 'get',
  path: '/location/search',
  tags,
  summary: 'Search cities and products by text',
  request: { query: SearchQuerySchema, headers },
  responses: jsonResponses(
    z.object({ locations: z.array(TopLocationSlimSchema), products: ProductCardListSchema }).openapi('SearchResults'),
    'Matching cities and products; empty lists when the text is empty.',
  ),
});

const href = createRoute({
  method: 'get',
  path: '/location/href/{id}',
  tags,
  summary: "The location's name and slug in every language",
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(z.array(LocationHrefSchema), 'One entry per language.'),
});

const byId = createRoute({
  method: 'get',
  path: '/location/{id}',
  tags,
  summary: 'A location',
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(LocationSchema, 'The location.'),
});

const about = createRoute({
  method: 'get',
  path: '/location/{id}/about',
  tags,
  summary: 'About the city and what to visit',
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(LocationAboutSchema, 'Text, pictures and points of interest.'),
});

const productsOf = createRoute({
  method: 'get',
  path: '/location/{id}/product',
  tags,
  summary: "The city's products, main product first",
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(ProductCardListSchema, 'Product cards.'),
});

const seats = createRoute({
  method: 'get',
  path: '/location/{id}/product/seat',
  tags,
  summary: "The city's products sold by departure with a number of seats",
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(ProductCardListSchema, 'Product cards.'),
});

const main = createRoute({
  method: 'get',
  path: '/location/{id}/product/main',
  tags,
  summary: "The city's main product",
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(ProductCardSchema, 'A product card.'),
});

const serviceInformation = createRoute({
  method: 'get',
  path: '/location/{id}/serviceInformation',
  tags,
  summary: 'Practical information and the service notices in force or coming',
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(ServiceInformationSchema, 'Service information.'),
});

const map = createRoute({
  method: 'get',
  path: '/location/{id}/map',
  tags,
  summary: "The city's sights and the routes of its products",
  request: { params: IdParamSchema, headers },
  responses: jsonResponses(LocationMapSchema, 'Map data.'),
});

const reviews = createRoute({
  method: 'get',
  path: '/location/{id}/review',
  tags,
  summary: "Reviews of the city's products, a page at a time, with the rating summary",
  request: { params: IdParamSchema, query: ReviewQuerySchema, headers },
  responses: jsonResponses(LocationReviewPageSchema, 'A page of reviews.'),
});

export function registerLocationRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(topSlim, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    const { limit, query, scope } = c.req.valid('query');
    return c.json(await listTopLocations(db, { limit, query, scope, context }), 200);
  });
  app.openapi(top, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await listTopLocationsRich(db, context, c.req.valid('query')), 200);
  });
  app.openapi(searchRoute, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await search(db, context, c.req.valid('query')), 200);
  });
  app.openapi(href, async (c) => {
    const { db } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await locationHrefs(db, c.req.valid('param').id), 200);
  });
  app.openapi(byId, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await getLocation(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(about, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await getLocationAbout(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(productsOf, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await locationProducts(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(seats, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await locationSeatProducts(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(main, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await locationMainProduct(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(serviceInformation, async (c) => {
    const { db, context, now } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await getServiceInformation(db, context, c.req.valid('param').id, now), 200);
  });
  app.openapi(map, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await locationMap(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(reviews, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await locationReviews(db, context, c.req.valid('param').id, c.req.valid('query')), 200);
  });
}
