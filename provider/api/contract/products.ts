import { z } from '@hono/zod-openapi';
import { DURATION_UNITS, OPTION_KINDS, PRODUCT_STATUSES, PRODUCT_TYPES, REFUND_TYPES, UNIT_TYPES, VEHICLES, VOUCHER_TYPES } from '../../domain/catalogue';
import {
  boundedInt,
  CoordinatesSchema,
  DurationSchema,
  ImageSchema,
  MoneySchema,
  PointOfInterestSchema,
  ResponseLanguageSchema,
  ScopeQuerySchema,
} from './common';
import { RouteStopSchema } from './locations';

/** Spec §3: a product's name in each language, with its city's slug, to build its URL. */
export const ProductHreflangSchema = z
  .object({ lang: ResponseLanguageSchema, locationName: z.string(), urlName: z.string() })
  .openapi('ProductHreflang', { example: { lang: 'FR', locationName: 'paris', urlName: 'bus-touristique-paris' } });

export const ProductCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string().openapi({ description: 'Slug in the response language.' }),
    lang: ResponseLanguageSchema,
    type: z.enum(PRODUCT_TYPES),
    status: z.enum(PRODUCT_STATUSES),
    locationId: z.number().int(),
    locationName: z.string(),
    locationUrl: z.string(),
    image: ImageSchema,
    duration: DurationSchema,
    vehicle: z.enum(VEHICLES).nullable(),
    rating: z.number(),
    reviewCount: z.number().int(),
    priceFrom: MoneySchema.nullable(),
    retailFrom: MoneySchema.nullable().openapi({ description: 'Ticket office price of the same ticket, when higher.' }),
    savingsPercent: z.number().int().nullable(),
    memberPriceFrom: MoneySchema.nullable().openapi({ description: 'What a signed-in member pays for `priceFrom`’s ticket; null when the product has no member price.' }),
    memberDiscountPercent: z.number().int().nullable().openapi({ description: 'Percent members save on every ticket of the product (1–50); null: none.' }),
    isNew: z.boolean(),
    hreflangs: z.array(ProductHreflangSchema),
  })
  .openapi('ProductCard');
export type ProductCard = z.infer<typeof ProductCardSchema>;
export const ProductCardListSchema = z.array(ProductCardSchema).openapi('ProductCardList');

export const TopProductsQuerySchema = z.object({ limit: boundedInt('limit', 1, 50, 5), scope: ScopeQuerySchema });

export const UnitSchema = z
  .object({
    type: z.enum(UNIT_TYPES),
    name: z.string(),
    ageFrom: z.number().int().nullable(),
    ageTo: z.number().int().nullable(),
    price: MoneySchema,
    retail: MoneySchema.nullable(),
    memberPrice: MoneySchema.nullable()
      .optional()
      .openapi({ description: 'What a signed-in member pays for the ticket (null: no member price). Answered with the product’s options.' }),
  })
  .openapi('Unit');

export const PackageGroupSchema = z
  .object({ id: z.number().int(), name: z.string(), choices: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .openapi('PackageGroup');

/**
 * An option's cancellation policy (provider/domain/cancellation.ts), with OCTO's words for it:
 * a timed departure can be cancelled until `cutoffMinutes` before it leaves, on the venue's
 * clocks; an open-dated ticket until its first use, at the latest the end of its validity.
 */
export const OptionCancellationSchema = z
  .object({
    refundType: z.enum(REFUND_TYPES).openapi({ description: 'What a cancellation in time gives back: all, `refundPercent` of it, or nothing.' }),
    refundPercent: z.number().int().openapi({ description: '100 for full, 1–99 for partial, 0 for none.' }),
    cutoffMinutes: z.number().int().openapi({ description: 'Minutes before a timed departure when cancelling closes.' }),
    refundable: z.boolean().openapi({ description: 'OCTO: whether a cancellation gives anything back.' }),
    cancellationCutoff: z.string().openapi({ description: "OCTO: the cut-off in words, e.g. '1 day', '2 hours'.", example: '1 day' }),
    cancellationCutoffAmount: z.number().int(),
    cancellationCutoffUnit: z.enum(DURATION_UNITS),
  })
  .openapi('OptionCancellation');
export type OptionCancellation = z.infer<typeof OptionCancellationSchema>;

export const OptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    kind: z.enum(OPTION_KINDS),
    duration: DurationSchema,
    vehicle: z.enum(VEHICLES).nullable(),
    minPassengers: z.number().int(),
    capacity: z.number().int().nullable(),
    startTimes: z.array(z.string()),
    units: z.array(UnitSchema).openapi({ description: 'Base prices; a date may change them (see priceInfo).' }),
    packageGroups: z.array(PackageGroupSchema),
    identityDocumentRequired: z.boolean().openapi({ description: 'The venue checks IDs at the entrance: the lead traveller gives a passport or ID number.' }),
    cancellation: OptionCancellationSchema,
  })
  .openapi('Option');

export const ProductSchema = ProductCardSchema.extend({
  overview: z.string(),
  highlights: z.array(z.string()),
  included: z.array(z.string()),
  knowBeforeYouGo: z.array(z.string()),
  route: z.object({
    description: z.string(),
    loops: z.number().int(),
    frequencyMinutes: z.number().int().nullable(),
    firstDeparture: z.string(),
    lastDeparture: z.string(),
    stops: z.array(RouteStopSchema),
  }),
  schedule: z.string(),
  cancellationPolicy: z.string().openapi({ description: 'How cancelling works, in words; the terms are each option’s `cancellation`.' }),
  meetingPoint: z.object({ name: z.string(), text: z.string(), coordinates: CoordinatesSchema }),
  cruisePassengerInfo: z.string().nullable(),
  importantAnnouncements: z.array(z.string()),
  guides: z.object({ live: z.array(z.string()), audio: z.array(z.string()) }).openapi({ description: 'ISO 639-1 codes.' }),
  pointsOfInterest: z.array(PointOfInterestSchema),
  monuments: z.array(PointOfInterestSchema),
  voucher: z.object({ validityMonths: z.number().int(), type: z.enum(VOUCHER_TYPES) }),
  studentCardRequired: z.boolean(),
  nearbyOnly: z
    .object({ radiusKm: z.number().int(), center: CoordinatesSchema })
    .nullable()
    .openapi({ description: 'Sold only to buyers within radiusKm of the city centre (spec §5): add-to-cart needs the buyer’s position.' }),
  timeZone: z.string(),
  country: z
    .object({ id: z.number().int(), isoCode: z.string(), name: z.string() })
    .openapi({ description: 'The city’s country: ISO 3166-1 numeric id and alpha-2 code, name in the response language.', example: { id: 250, isoCode: 'FR', name: 'France' } }),
  images: z.array(ImageSchema),
  options: z.array(OptionSchema),
}).openapi('Product');
export type Product = z.infer<typeof ProductSchema>;

export const ProductMapSchema = z
  .object({
    productId: z.number().int(),
    center: CoordinatesSchema,
    zoom: z.number().int(),
    color: z.string(),
    meetingPoint: z.object({ name: z.string(), coordinates: CoordinatesSchema }),
    stops: z.array(RouteStopSchema),
    pointsOfInterest: z.array(PointOfInterestSchema),
  })
  .openapi('ProductMap');
export type ProductMap = z.infer<typeof ProductMapSchema>;
