import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { LocalisedText } from '../../api/contract/languages';
import {
  DURATION_UNITS,
  OPTION_KINDS,
  PRODUCT_STATUSES,
  REFUND_TYPES,
  PRODUCT_TYPES,
  UNIT_TYPES,
  VEHICLES,
  VOUCHER_TYPES,
  type DurationUnit,
  type OptionKind,
  type ProductStatus,
  type ProductType,
  type RefundType,
  type UnitType,
  type Vehicle,
  type VoucherType,
} from '../../domain/catalogue';
import { contentLanguageCheck, oneOf } from './columns';
import { landmarks, locations } from './geography';

/** A product (OCTO's Product): what a visitor buys, in one city. */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    type: text().$type<ProductType>().notNull(),
    status: text().$type<ProductStatus>().notNull().default('active'),
    /** Order within its city; 1 is the city's main product. */
    cityRank: integer().notNull(),
    /** Order among the top products of the whole catalogue; null when not listed. */
    topRank: integer(),
    durationValue: integer().notNull(),
    durationUnit: text().$type<DurationUnit>().notNull(),
    vehicle: text().$type<Vehicle>(),
    liveGuideLanguages: text().array().notNull(),
    audioGuideLanguages: text().array().notNull(),
    loops: integer().notNull().default(1),
    frequencyMinutes: integer(),
    /** First and last departure of the day, 'HH:MM' local time. */
    firstDeparture: text().notNull(),
    lastDeparture: text().notNull(),
    voucherValidityMonths: integer().notNull().default(12),
    voucherType: text().$type<VoucherType>().notNull(),
    studentCardRequired: boolean().notNull().default(false),
    meetingLandmarkId: integer()
      .notNull()
      .references(() => landmarks.id),
    /** Average of its reviews' ratings and their number, kept with the reviews. */
    rating: doublePrecision().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    isNew: boolean().notNull().default(false),
    /** Sold only to visitors within this many kilometres of the city centre (spec §5 "near the selected area"); null: anywhere. */
    nearbyRadiusKm: integer(),
    /** Signed-in members pay this many percent less on every option (the member price); null: no member price. */
    memberDiscountPercent: smallint(),
    /** Colour of its route on maps. */
    routeColor: text().notNull(),
  },
  (t) => [
    index('products_location').on(t.locationId, t.cityRank),
    index('products_top_rank').on(t.topRank),
    check('products_type', oneOf('type', PRODUCT_TYPES)),
    check('products_status', oneOf('status', PRODUCT_STATUSES)),
    check('products_duration_unit', oneOf('duration_unit', DURATION_UNITS)),
    check('products_vehicle', sql`vehicle is null or ${oneOf('vehicle', VEHICLES)}`),
    check('products_voucher_type', oneOf('voucher_type', VOUCHER_TYPES)),
    check('products_voucher_months', sql`${t.voucherValidityMonths} between 1 and 36`),
    check('products_member_discount', sql`${t.memberDiscountPercent} is null or ${t.memberDiscountPercent} between 1 and 50`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    overview: text().notNull(),
    highlights: jsonb().$type<string[]>().notNull(),
    included: jsonb().$type<string[]>().notNull(),
    knowBeforeYouGo: jsonb().$type<string[]>().notNull(),
    routeDescription: text().notNull(),
    schedule: text().notNull(),
    cancellationPolicy: text().notNull(),
    meetingPoint: text().notNull(),
    cruisePassengerInfo: text(),
    importantAnnouncement: text(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    unique('product_translations_lang_slug').on(t.lang, t.slug),
    check('product_translations_lang', contentLanguageCheck('lang')),
  ],
);

/** A route's stops in order; each is one of the city's landmarks. */
export const productStops = pgTable(
  'product_stops',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    landmarkId: integer()
      .notNull()
      .references(() => landmarks.id),
    isMain: boolean().notNull(),
    /** Minutes from the route's start to this stop. */
    arrivalMinutes: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** A way to buy a product (OCTO's Option; the spec's "package"): a ticket length, a departure, an entry type. */
export const productOptions = pgTable(
  'product_options',
  {
    id: integer().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().$type<OptionKind>().notNull(),
    durationValue: integer().notNull(),
    durationUnit: text().$type<DurationUnit>().notNull(),
    vehicle: text().$type<Vehicle>(),
    minPassengers: integer().notNull().default(1),
    /** Places per start time, for timed options. */
    capacity: integer(),
    /** Days of the week it runs: bit 0 Monday … bit 6 Sunday. */
    weekdays: smallint().notNull().default(127),
    /** Yearly season, 'MM-DD' to 'MM-DD' inclusive; null all year. */
    seasonStart: text(),
    seasonEnd: text(),
    /** The lead traveller's passport or ID number is needed (checked at the entrance). */
    identityDocumentRequired: boolean().notNull().default(false),
    /**
     * The cancellation policy, shaped like OCTO's (provider/domain/cancellation.ts): what comes
     * back (all, a percentage, nothing) and until when — minutes before a timed departure; an
     * open-dated ticket until its first use or the end of its validity.
     */
    refundType: text().$type<RefundType>().notNull().default('full'),
    refundPercent: smallint().notNull().default(100),
    cancellationCutoffMinutes: integer().notNull().default(1440),
  },
  (t) => [
    index('product_options_product').on(t.productId, t.position),
    check('product_options_refund_type', oneOf('refund_type', REFUND_TYPES)),
    check(
      'product_options_refund_percent',
      sql`(${t.refundType} = 'full' and ${t.refundPercent} = 100) or (${t.refundType} = 'none' and ${t.refundPercent} = 0) or (${t.refundType} = 'partial' and ${t.refundPercent} between 1 and 99)`,
    ),
    check('product_options_cutoff', sql`${t.cancellationCutoffMinutes} between 0 and 43200`),
    check('product_options_kind', oneOf('kind', OPTION_KINDS)),
    check('product_options_capacity', sql`(${t.kind} = 'timed') = (${t.capacity} is not null)`),
    check('product_options_min_passengers', sql`${t.minPassengers} >= 1`),
  ],
);

export const optionTranslations = pgTable(
  'option_translations',
  {
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.lang] }), check('option_translations_lang', contentLanguageCheck('lang'))],
);

/** Start times of timed options, 'HH:MM' local time. */
export const optionStartTimes = pgTable(
  'option_start_times',
  {
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    startTime: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.startTime] })],
);

/** Passenger types an option sells (OCTO's Unit), with age band and prices in minor units. */
export const optionUnits = pgTable(
  'option_units',
  {
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    unitType: text().$type<UnitType>().notNull(),
    position: integer().notNull(),
    ageFrom: integer(),
    ageTo: integer(),
    priceEur: integer().notNull(),
    priceGbp: integer().notNull(),
    priceUsd: integer().notNull(),
    /** The price at the ticket office, for the savings shown online; null when the same. */
    retailEur: integer(),
    retailGbp: integer(),
    retailUsd: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.unitType] }),
    check('option_units_type', oneOf('unit_type', UNIT_TYPES)),
    check('option_units_prices', sql`${t.priceEur} >= 0 and ${t.priceGbp} >= 0 and ${t.priceUsd} >= 0`),
  ],
);

/** A price change for a period (high season, holidays), in percent of the base prices. */
export const optionPriceChanges = pgTable(
  'option_price_changes',
  {
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    percent: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.fromDate] }), check('option_price_changes_range', sql`${t.fromDate} <= ${t.toDate}`)],
);

/** Days an option does not run although its schedule says it would. */
export const optionBlockOuts = pgTable(
  'option_block_outs',
  {
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    date: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.date] })],
);

/** Choices an option asks for (a tour language, a cruise time); every group must be answered. */
export const packageGroups = pgTable(
  'package_groups',
  {
    id: integer().primaryKey(),
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    names: jsonb().$type<LocalisedText>().notNull(),
  },
  (t) => [index('package_groups_option').on(t.optionId)],
);

export const packageChoices = pgTable(
  'package_choices',
  {
    id: integer().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => packageGroups.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    names: jsonb().$type<LocalisedText>().notNull(),
  },
  (t) => [index('package_choices_group').on(t.groupId)],
);

/** Passenger type names in every language (OCTO's unit types; spec §3's 14 types). */
export const unitTypeNames = pgTable(
  'unit_type_names',
  {
    unitType: text().$type<UnitType>().notNull(),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitType, t.lang] }),
    check('unit_type_names_type', oneOf('unit_type', UNIT_TYPES)),
    check('unit_type_names_lang', contentLanguageCheck('lang')),
  ],
);
