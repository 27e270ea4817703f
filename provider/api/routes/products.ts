import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { personTypes, priceInfo, productCalendar, productDay, productFullAvailability } from '../../services/availability';
import { topProducts } from '../../services/catalogue-lists';
import { productHreflangs } from '../../services/product-cards';
import { getProduct, getProductMap, productNotFound } from '../../services/products';
import { productReviews } from '../../services/reviews';
import {
  CalendarSchema,
  DayQuerySchema,
  FullAvailabilityQuerySchema,
  PersonTypesSchema,
  PriceInfoSchema,
  ProductDaySchema,
  RangeQuerySchema,
} from '../contract/availability';
import { IdParamSchema } from '../contract/common';
import { ReviewPageSchema, ReviewQuerySchema } from '../contract/content';
import { ProductCardListSchema, ProductHreflangSchema, ProductMapSchema, ProductSchema, TopProductsQuerySchema } from '../contract/products';
import { ProductRequestHeadersSchema as headers } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { handlerContext, jsonResponses } from './shared';

const tags = ['Product'];
const params = IdParamSchema;

const top = createRoute({
  method: 'get',
  path: '/product/top',
  tags,
  summary: "The most popular products of a site's scope",
  request: { query: TopProductsQuerySchema, headers },
  responses: jsonResponses(ProductCardListSchema, 'Product cards, most popular first.'),
});

const byId = createRoute({
  method: 'get',
  path: '/product/{id}',
  tags,
  summary: 'A product with every section of its page and its options',
  request: { params, headers },
  responses: jsonResponses(ProductSchema, 'The product.'),
});

const href = createRoute({
  method: 'get',
  path: '/product/{id}/href',
  tags,
  summary: "The product's slug and its city's slug in every language",
  request: { params, headers },
  responses: jsonResponses(z.array(ProductHreflangSchema), 'One entry per language.'),
});

const availability = createRoute({
  method: 'get',
  path: '/product/{id}/availability',
  tags,
  summary: 'Calendar of up to 92 days: each day’s status, price from and places left',
  request: { params, query: RangeQuerySchema, headers },
  responses: jsonResponses(CalendarSchema, 'The calendar.'),
});

const fullAvailability = createRoute({
  method: 'get',
  path: '/product/{id}/fullAvailability',
  tags,
  summary: 'A year of availability from `from`, or one `exactDate`',
  request: { params, query: FullAvailabilityQuerySchema, headers },
  responses: jsonResponses(CalendarSchema, 'The calendar.'),
});

const persontypes = createRoute({
  method: 'get',
  path: '/product/{id}/persontypes',
  tags,
  summary: 'Passenger types on sale on a day, with age bands and prices from',
  request: { params, query: DayQuerySchema, headers },
  responses: jsonResponses(PersonTypesSchema, 'Passenger types.'),
});

const prices = createRoute({
  method: 'get',
  path: '/product/{id}/priceInfo',
  tags,
  summary: "Every option's prices on a day, and the saving against the ticket office",
  request: { params, query: DayQuerySchema, headers },
  responses: jsonResponses(PriceInfoSchema, 'Prices.'),
});

const optionsOfDay = createRoute({
  method: 'get',
  path: '/product/{id}/option/availability',
  tags,
  summary: 'Every option on a day: status, departures with places left, prices and package choices',
  request: { params, query: DayQuerySchema, headers },
  responses: jsonResponses(ProductDaySchema, 'Options of the day.'),
});

const review = createRoute({
  method: 'get',
  path: '/product/{id}/review',
  tags,
  summary: 'Reviews, a page at a time, with the rating summary',
  request: { params, query: ReviewQuerySchema, headers },
  responses: jsonResponses(ReviewPageSchema, 'A page of reviews.'),
});

const map = createRoute({
  method: 'get',
  path: '/product/{id}/map',
  tags,
  summary: 'The route, meeting point and sights of a product',
  request: { params, headers },
  responses: jsonResponses(ProductMapSchema, 'Map data.'),
});

export function registerProductRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(top, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await topProducts(db, context, c.req.valid('query')), 200);
  });
  app.openapi(byId, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await getProduct(db, context, c.req.valid('param').id), 200);
  });
  app.openapi(href, async (c) => {
    const { db } = await handlerContext(deps, c.req.valid('header'));
    const { id } = c.req.valid('param');
    const hreflangs = (await productHreflangs(db, [id])).get(id);
    if (!hreflangs) throw productNotFound(id);
    return c.json(hreflangs, 200);
  });
  app.openapi(availability, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await productCalendar(request, c.req.valid('param').id, c.req.valid('query')), 200);
  });
  app.openapi(fullAvailability, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await productFullAvailability(request, c.req.valid('param').id, c.req.valid('query')), 200);
  });
  app.openapi(persontypes, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await personTypes(request, c.req.valid('param').id, c.req.valid('query').day), 200);
  });
  app.openapi(prices, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await priceInfo(request, c.req.valid('param').id, c.req.valid('query').day), 200);
  });
  app.openapi(optionsOfDay, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await productDay(request, c.req.valid('param').id, c.req.valid('query').day), 200);
  });
  app.openapi(review, async (c) => {
    const { db } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await productReviews(db, c.req.valid('param').id, c.req.valid('query')), 200);
  });
  app.openapi(map, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await getProductMap(db, context, c.req.valid('param').id), 200);
  });
}
