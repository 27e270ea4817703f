import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { optionCalendar, optionRules, optionTimes } from '../../services/availability';
import { DayQuerySchema, FromQuerySchema, OptionCalendarSchema, OptionRulesSchema, TimeSlotsSchema } from '../contract/availability';
import { IdParamSchema } from '../contract/common';
import { RequestHeadersSchema as headers } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { handlerContext, jsonResponses } from './shared';

const tags = ['Option'];
const params = IdParamSchema;

const exactDates = createRoute({
  method: 'get',
  path: '/option/{id}/exactDateAvailability',
  tags,
  summary: 'A year of one option, day by day, from `from`',
  request: { params, query: FromQuerySchema, headers },
  responses: jsonResponses(OptionCalendarSchema, 'The option’s calendar.'),
});

const rules = createRoute({
  method: 'get',
  path: '/option/{id}/availability',
  tags,
  summary: 'How an option is sold: capacity, departures, days, season, block-out dates, next available day',
  request: { params, headers },
  responses: jsonResponses(OptionRulesSchema, 'The option’s rules.'),
});

const times = createRoute({
  method: 'get',
  path: '/option/{id}/availability/times',
  tags,
  summary: 'The departures of a day with the places left on each',
  request: { params, query: DayQuerySchema, headers },
  responses: jsonResponses(TimeSlotsSchema, 'Departures.'),
});

export function registerOptionRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(exactDates, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await optionCalendar(request, c.req.valid('param').id, c.req.valid('query')), 200);
  });
  app.openapi(rules, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await optionRules(request, c.req.valid('param').id), 200);
  });
  app.openapi(times, async (c) => {
    const request = await handlerContext(deps, c.req.valid('header'));
    return c.json(await optionTimes(request, c.req.valid('param').id, c.req.valid('query').day), 200);
  });
}
