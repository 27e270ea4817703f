import { z } from '@hono/zod-openapi';
import { MAX_QUERY_LENGTH, SERVICE_UPDATE_SEVERITIES } from '../../domain/catalogue';
import {
  boundedInt,
  CoordinatesSchema,
  ImageSchema,
  MoneySchema,
  PointOfInterestSchema,
  ResponseLanguageSchema,
  ScopeQuerySchema,
} from './common';

/** Most locations one list call returns (spec §9: the full list is 300). */
export const MAX_LOCATIONS_LIMIT = 300;
export { MAX_QUERY_LENGTH };

const searchText = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(MAX_QUERY_LENGTH, { error: `must be at most ${MAX_QUERY_LENGTH} characters` })
    .optional()
    .openapi({ param: { name, in: 'query' }, example: 'lond', description });

export const TopLocationsQuerySchema = z.object({
  limit: boundedInt('limit', 1, MAX_LOCATIONS_LIMIT, MAX_LOCATIONS_LIMIT),
  scope: ScopeQuerySchema,
  query: searchText('query', 'Search text, matched against the city name in every language, ignoring case and accents.'),
});

export const TopLocationsRichQuerySchema = z.object({
  limit: boundedInt('limit', 1, MAX_LOCATIONS_LIMIT, MAX_LOCATIONS_LIMIT),
  scope: ScopeQuerySchema,
});

export const SearchQuerySchema = z.object({
  text: searchText('text', 'What the visitor typed; cities and products whose name contains it in any language.'),
  limit: boundedInt('limit', 1, 50, 5),
  productLimit: boundedInt('productLimit', 0, 50, 6),
  /** A single-site shop (flags.singleSite) searches its own scope only; the worldwide scope by default. */
  scope: ScopeQuerySchema,
});

export const TopLocationSlimSchema = z
  .object({
    id: z.number().int().openapi({ example: 95 }),
    name: z.string().openapi({ example: 'London' }),
    url: z.string().openapi({ example: 'london', description: 'Slug of the location in the response language.' }),
    lang: ResponseLanguageSchema.openapi({ example: 'EN' }),
  })
  .openapi('TopLocationSlim');
export type TopLocationSlim = z.infer<typeof TopLocationSlimSchema>;

export const TopLocationSlimListSchema = z.array(TopLocationSlimSchema).openapi('TopLocationSlimList');

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const TopLocationSchema = TopLocationSlimSchema.extend({
  country: NamedSchema.extend({ isoCode: z.string() }),
  continent: NamedSchema.extend({ code: z.string() }),
  image: ImageSchema,
  productCount: z.number().int(),
  priceFrom: MoneySchema.nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
}).openapi('TopLocation');
export type TopLocation = z.infer<typeof TopLocationSchema>;

export const LocationHrefSchema = z
  .object({ lang: ResponseLanguageSchema, name: z.string(), url: z.string() })
  .openapi('LocationHref', { example: { lang: 'IT', name: 'Parigi', url: 'parigi' } });

export const LocationSchema = TopLocationSchema.extend({
  coordinates: CoordinatesSchema,
  timeZone: z.string().openapi({ example: 'Europe/Paris' }),
  mapZoom: z.number().int(),
  topRank: z.number().int().nullable(),
  images: z.array(ImageSchema),
  hreflangs: z.array(LocationHrefSchema),
}).openapi('Location');
export type Location = z.infer<typeof LocationSchema>;

export const LocationAboutSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    about: z.string().openapi({ description: 'Paragraphs separated by blank lines.' }),
    images: z.array(ImageSchema),
    pointsOfInterest: z.array(PointOfInterestSchema).openapi({ description: 'What to visit.' }),
  })
  .openapi('LocationAbout');

export const ServiceUpdateSchema = z
  .object({
    id: z.number().int(),
    severity: z.enum(SERVICE_UPDATE_SEVERITIES),
    title: z.string(),
    body: z.string(),
    startsOn: z.string(),
    endsOn: z.string().nullable(),
  })
  .openapi('ServiceUpdate');

export const ServiceInformationSchema = z
  .object({ locationId: z.number().int(), text: z.string(), updates: z.array(ServiceUpdateSchema) })
  .openapi('ServiceInformation');

export const RouteStopSchema = z
  .object({ position: z.number().int(), name: z.string(), coordinates: CoordinatesSchema, main: z.boolean(), arrivalMinutes: z.number().int() })
  .openapi('RouteStop');

export const RouteSchema = z
  .object({ productId: z.number().int(), name: z.string(), color: z.string(), stops: z.array(RouteStopSchema) })
  .openapi('Route');

export const LocationMapSchema = z
  .object({
    locationId: z.number().int(),
    center: CoordinatesSchema,
    zoom: z.number().int(),
    pointsOfInterest: z.array(PointOfInterestSchema),
    routes: z.array(RouteSchema),
  })
  .openapi('LocationMap');

/** A shop path's equivalents in every language (spec: alternate-language links by url). */
export const HrefQuerySchema = z.object({
  url: z
    .string({ error: 'is required' })
    .max(500, { error: 'must be at most 500 characters' })
    .regex(/^\/[a-z-]+(\/[^/?#\s]+){1,4}\/?$/, { error: 'must be a shop path like /fr/41/paris or /fr/41/paris/4101/tour' })
    .openapi({ param: { name: 'url', in: 'query' }, example: '/it/41/parigi' }),
});

export const AlternatesSchema = z
  .object({
    type: z.enum(['location', 'product']),
    locationId: z.number().int(),
    productId: z.number().int().nullable(),
    canonical: z.string().openapi({ description: 'The path in the language of the request.', example: '/it/41/parigi' }),
    alternates: z.array(z.object({ lang: ResponseLanguageSchema, url: z.string() })),
  })
  .openapi('Alternates');
