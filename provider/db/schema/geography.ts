import { sql } from 'drizzle-orm';
import { char, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { LocalisedText } from '../../api/contract/languages';
import { LANDMARK_KINDS, type LandmarkKind } from '../../domain/catalogue';
import { contentLanguageCheck, oneOf } from './columns';

export const continents = pgTable('continents', {
  id: integer().primaryKey(),
  code: char({ length: 2 }).notNull().unique(),
});

export const continentTranslations = pgTable(
  'continent_translations',
  {
    continentId: integer()
      .notNull()
      .references(() => continents.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.continentId, t.lang] }),
    check('continent_translations_lang', contentLanguageCheck('lang')),
  ],
);

/** Countries keyed by their ISO 3166-1 numeric code. */
export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  isoCode: char({ length: 2 }).notNull().unique(),
  continentId: integer()
    .notNull()
    .references(() => continents.id),
});

export const countryTranslations = pgTable(
  'country_translations',
  {
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryId, t.lang] }),
    check('country_translations_lang', contentLanguageCheck('lang')),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** IANA time zone: travel dates are local dates of the city. */
    timeZone: text().notNull(),
    /** Position in the top destinations list; null when not listed. */
    topRank: integer(),
    /** Map zoom that frames the city's sights. */
    mapZoom: integer().notNull().default(13),
    /** Every language's name, lower-cased without diacritics, `|`-delimited, for search. */
    searchText: text().notNull(),
  },
  (t) => [
    index('locations_top_rank').on(t.topRank),
    check('locations_latitude', sql`${t.latitude} between -90 and 90`),
    check('locations_longitude', sql`${t.longitude} between -180 and 180`),
  ],
);

export const locationTranslations = pgTable(
  'location_translations',
  {
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    about: text().notNull().default(''),
    serviceInformation: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.lang] }),
    unique('location_translations_lang_slug').on(t.lang, t.slug),
    check('location_translations_lang', contentLanguageCheck('lang')),
  ],
);

/** A city's sights: the stops of its routes, its points of interest and monuments. */
export const landmarks = pgTable(
  'landmarks',
  {
    id: integer().primaryKey(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().$type<LandmarkKind>().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    names: jsonb().$type<LocalisedText>().notNull(),
  },
  (t) => [index('landmarks_location').on(t.locationId, t.position), check('landmarks_kind', oneOf('kind', LANDMARK_KINDS))],
);

/**
 * What a site sells (spec §3 "city scope id"): everything (10), one country
 * (Spain 1762, Portugal 2848) or one city (Paris 41, London 1980).
 */
export const scopes = pgTable(
  'scopes',
  {
    id: integer().primaryKey(),
    countryId: integer().references(() => countries.id),
    locationId: integer().references(() => locations.id),
  },
  (t) => [check('scopes_one_filter', sql`${t.countryId} is null or ${t.locationId} is null`)],
);
