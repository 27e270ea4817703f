import { sql } from 'drizzle-orm';
import { CONTENT_LANGUAGES } from '../api/contract/languages';
import type { Database } from '../db/types';
import {
  continents,
  continentTranslations,
  countries,
  countryTranslations,
  locations,
  locationTranslations,
} from '../db/schema';
import { toSearchForm, toSlug } from '../domain/slug';
import { CITIES, CONTINENTS, COUNTRIES } from './data/places';

/** Seeds the demo catalogue unless the database already holds one. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const existing = await db.select({ id: locations.id }).from(locations).limit(1);
  if (existing.length > 0) return false;
  await seedCatalogue(db);
  return true;
}

/** Replaces the catalogue with the seed, in one transaction. */
export async function reseedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate ${locationTranslations}, ${locations}, ${countryTranslations}, ${countries}, ${continentTranslations}, ${continents}`,
    );
    await insertCatalogue(tx as unknown as Database);
  });
}

async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction((tx) => insertCatalogue(tx as unknown as Database));
}

async function insertCatalogue(db: Database): Promise<void> {
  const continentIds = new Map(CONTINENTS.map((c) => [c.code, c.id]));
  const countryIds = new Map(COUNTRIES.map((c) => [c.isoCode, c.id]));

  await db.insert(continents).values(CONTINENTS.map(({ id, code }) => ({ id, code })));
  await db.insert(continentTranslations).values(
    CONTINENTS.flatMap((c) => CONTENT_LANGUAGES.map((lang) => ({ continentId: c.id, lang, name: c.names[lang] }))),
  );
  await db.insert(countries).values(
    COUNTRIES.map((c) => ({ id: c.id, isoCode: c.isoCode, continentId: required(continentIds, c.continent) })),
  );
  await db.insert(countryTranslations).values(
    COUNTRIES.flatMap((c) => CONTENT_LANGUAGES.map((lang) => ({ countryId: c.id, lang, name: c.names[lang] }))),
  );
  await db.insert(locations).values(
    CITIES.map((city) => ({
      id: city.id,
      countryId: required(countryIds, city.country),
      latitude: city.latitude,
      longitude: city.longitude,
      timeZone: city.timeZone,
      topRank: city.topRank,
      searchText: searchText(Object.values(city.names)),
    })),
  );
  await db.insert(locationTranslations).values(
    CITIES.flatMap((city) =>
      CONTENT_LANGUAGES.map((lang) => ({
        locationId: city.id,
        lang,
        name: city.names[lang],
        slug: toSlug(city.names[lang]),
      })),
    ),
  );
}

/** `|paris|parigi|`: every distinct name in search form, delimited so a prefix match can anchor on `|`. */
function searchText(names: string[]): string {
  return `|${[...new Set(names.map(toSearchForm))].join('|')}|`;
}

function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown key ${String(key)}`);
  return value;
}
