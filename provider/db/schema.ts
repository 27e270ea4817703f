import { sql } from 'drizzle-orm';
import {
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';

/** Content languages stored in translation tables (US English reads `en`). */
const contentLanguageCheck = (column: string) =>
  sql.raw(`${column} in ('de', 'en', 'es', 'fr', 'it')`);

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
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.lang] }),
    unique('location_translations_lang_slug').on(t.lang, t.slug),
    check('location_translations_lang', contentLanguageCheck('lang')),
  ],
);
