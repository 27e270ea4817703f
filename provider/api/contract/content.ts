import { z } from '@hono/zod-openapi';
import { boundedInt, dbIdParam, ResponseLanguageSchema } from './common';

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    author: z.string(),
    countryCode: z.string(),
    lang: z.string().openapi({ description: 'Language the review is written in.' }),
    rating: z.number().int().min(1).max(5),
    date: z.string(),
    title: z.string(),
    body: z.string(),
    verified: z.boolean(),
  })
  .openapi('Review');

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;

export const ReviewQuerySchema = z.object({
  page: boundedInt('page', 1, 10_000, 1),
  pageSize: boundedInt('pageSize', 1, 50, 10),
  lang: z
    .enum(['de', 'en', 'es', 'fr', 'it'], { error: 'must be one of de, en, es, fr, it' })
    .optional()
    .openapi({ param: { name: 'lang', in: 'query' }, description: 'Only reviews written in this language.' }),
  sort: z
    .enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(', ')}` })
    .default('newest')
    .openapi({ param: { name: 'sort', in: 'query' } }),
});

export const ReviewPageSchema = z
  .object({
    productId: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    averageRating: z.number(),
    distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
    reviews: z.array(ReviewSchema),
  })
  .openapi('ReviewPage');

export const LocationReviewPageSchema = ReviewPageSchema.omit({ productId: true, reviews: true })
  .extend({
    locationId: z.number().int(),
    reviews: z.array(ReviewSchema.extend({ productId: z.number().int(), productName: z.string() })),
  })
  .openapi('LocationReviewPage');

export const FaqListSchema = z
  .array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() }))
  .openapi('FaqList');

export const ContinentListSchema = z
  .array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }))
  .openapi('ContinentList');

export const CountryListSchema = z
  .array(z.object({ id: z.number().int(), isoCode: z.string(), name: z.string(), continentId: z.number().int() }))
  .openapi('CountryList');

export const NotificationListSchema = z
  .array(z.object({ id: z.number().int(), title: z.string(), body: z.string(), publishedOn: z.string() }))
  .openapi('NotificationList');

export const TermsSchema = z
  .object({ lang: ResponseLanguageSchema, sections: z.array(z.object({ title: z.string(), body: z.string() })) })
  .openapi('Terms');

export const WebsiteStatisticsSchema = z
  .object({
    customersPerYear: z.number().int(),
    cities: z.number().int(),
    countries: z.number().int(),
    products: z.number().int(),
    reviewCount: z.number().int(),
    averageRating: z.number(),
    reviews: z.array(
      ReviewSchema.extend({ productId: z.number().int(), productName: z.string(), locationId: z.number().int(), locationName: z.string() }),
    ),
  })
  .openapi('WebsiteStatistics');

export const STATUS_TYPES = ['location', 'product', 'option'] as const;

export const StatusQuerySchema = z.object({
  statusType: z
    .enum(STATUS_TYPES, { error: `must be one of ${STATUS_TYPES.join(', ')}` })
    .openapi({ param: { name: 'statusType', in: 'query' } }),
  id: dbIdParam().openapi({ param: { name: 'id', in: 'query' } }),
});

export const StatusSchema = z
  .object({
    statusType: z.enum(STATUS_TYPES),
    id: z.number().int(),
    status: z.enum(['active', 'temporarily_unavailable']),
    bookable: z.boolean(),
  })
  .openapi('Status');
