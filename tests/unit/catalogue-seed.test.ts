import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@/provider/api/contract/languages';
import { UNIT_TYPES } from '@/provider/domain/catalogue';
import { COUNTRIES, CITIES } from '@/provider/seed/data/places';
import { generateCatalogue } from '@/provider/seed/generate/catalogue';
import type { CatalogueRows } from '@/provider/seed/generate/rows';

const ANCHOR = '2027-03-01';
const rows = generateCatalogue(ANCHOR);

const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Every string anywhere in a row, with where it sits. */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

/** Translation tables: the id column that groups a thing's languages. */
const TRANSLATED: [keyof CatalogueRows, string][] = [
  ['continentTranslations', 'continentId'],
  ['countryTranslations', 'countryId'],
  ['locationTranslations', 'locationId'],
  ['productTranslations', 'productId'],
  ['optionTranslations', 'optionId'],
  ['faqTranslations', 'faqId'],
  ['serviceUpdateTranslations', 'serviceUpdateId'],
  ['healthNotificationTranslations', 'notificationId'],
  ['termsSectionTranslations', 'sectionId'],
  ['unitTypeNames', 'unitType'],
];

describe('the generated catalogue', () => {
  it('is the same on every run for the same anchor day', () => {
    expect(fingerprint(generateCatalogue(ANCHOR))).toBe(fingerprint(rows));
  });

  it('covers at least 110 real cities in 35 countries on 5 continents', () => {
    expect(rows.locations.length).toBeGreaterThanOrEqual(110);
    const countries = new Set(rows.locations.map((l) => l.countryId));
    expect(countries.size).toBeGreaterThanOrEqual(35);
    const continents = new Set(rows.countries.filter((c) => countries.has(c.id)).map((c) => c.continentId));
    expect(continents.size).toBeGreaterThanOrEqual(5);
  });

  it('serves the Spanish and Portuguese network of a City Sightseeing-style operator', () => {
    const inCountry = (iso: string) => CITIES.filter((c) => c.country === iso).length;
    expect(inCountry('ES')).toBeGreaterThanOrEqual(28);
    expect(inCountry('PT')).toBeGreaterThanOrEqual(10);
    expect(COUNTRIES.map((c) => c.isoCode)).toEqual(expect.arrayContaining(['ES', 'PT', 'FR', 'GB']));
  });

  it('keeps Paris as 41 and London as 95, with their exonyms', () => {
    const names = (id: number) => Object.fromEntries(rows.locationTranslations.filter((t) => t.locationId === id).map((t) => [t.lang, t.name]));
    expect(names(41)).toEqual({ de: 'Paris', en: 'Paris', es: 'París', fr: 'Paris', it: 'Parigi', us: 'Paris' });
    expect(names(95)).toEqual({ de: 'London', en: 'London', es: 'Londres', fr: 'Londres', it: 'Londra', us: 'London' });
  });

  it('has at least 500 products, ten or more each in Paris and London', () => {
    expect(rows.products.length).toBeGreaterThanOrEqual(500);
    expect(rows.products.filter((p) => p.locationId === 41).length).toBeGreaterThanOrEqual(10);
    expect(rows.products.filter((p) => p.locationId === 95).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every tour a route of 3 to 10 stops', () => {
    const stopsPer = new Map<number, number>();
    for (const stop of rows.productStops) stopsPer.set(stop.productId, (stopsPer.get(stop.productId) ?? 0) + 1);
    for (const product of rows.products) {
      expect(stopsPer.get(product.id), `product ${product.id}`).toBeGreaterThanOrEqual(3);
      expect(stopsPer.get(product.id), `product ${product.id}`).toBeLessThanOrEqual(10);
    }
  });

  it('has at least 20,000 reviews in at least five languages', () => {
    expect(rows.reviews.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(rows.reviews.map((r) => r.lang)).size).toBeGreaterThanOrEqual(5);
    for (const review of rows.reviews.slice(0, 500)) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it.each(TRANSLATED)('has every %s entry in all six languages', (table, key) => {
    const byThing = new Map<unknown, Set<string>>();
    for (const row of rows[table] as Record<string, unknown>[]) {
      const languages = byThing.get(row[key]) ?? new Set();
      languages.add(row.lang as string);
      byThing.set(row[key], languages);
    }
    expect(byThing.size).toBeGreaterThan(0);
    for (const [thing, languages] of byThing) expect([...languages].sort(), `${table} ${String(thing)}`).toEqual([...CONTENT_LANGUAGES].sort());
  });

  it('writes no empty or broken text anywhere', () => {
    const broken = (Object.keys(rows) as (keyof CatalogueRows)[])
      .flatMap((table) => strings(rows[table], table))
      .filter(([, text]) => text.trim() === '' || /undefined|NaN|\[object|\$\{|  /.test(text));
    expect(broken).toEqual([]);
  });

  it('keeps slugs unique per language and in the spec’s form', () => {
    for (const table of ['locationTranslations', 'productTranslations'] as const) {
      for (const lang of CONTENT_LANGUAGES) {
        const slugs = rows[table].filter((t) => t.lang === lang).map((t) => t.slug);
        expect(new Set(slugs).size, `${table} ${lang}`).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('sells all 14 passenger types with sane age bands and prices in three currencies', () => {
    expect(new Set(rows.optionUnits.map((u) => u.unitType))).toEqual(new Set(UNIT_TYPES));
    for (const unit of rows.optionUnits) {
      if (unit.ageFrom != null && unit.ageTo != null) expect(unit.ageFrom).toBeLessThanOrEqual(unit.ageTo);
      for (const amount of [unit.priceEur, unit.priceGbp, unit.priceUsd]) {
        expect(Number.isInteger(amount) && amount >= 0).toBe(true);
      }
    }
  });

  it('sells timed options with a capacity and open passes without one', () => {
    for (const option of rows.productOptions) {
      if (option.kind === 'timed') expect(option.capacity).toBeGreaterThan(0);
      else expect(option.capacity ?? null).toBeNull();
    }
  });

  it('gives vouchers 12 months by default, and 3 or 1 month on some products', () => {
    const months = rows.products.map((p) => p.voucherValidityMonths ?? 12);
    const twelve = months.filter((m) => m === 12).length;
    expect(twelve / months.length).toBeGreaterThan(0.6);
    expect(months).toEqual(expect.arrayContaining([3, 1]));
  });

  it('never sells more than a departure holds', () => {
    const capacity = new Map(rows.productOptions.map((o) => [o.id, o.capacity ?? 0]));
    for (const allocation of rows.inventoryAllocations) {
      expect(allocation.quantity).toBeLessThanOrEqual(capacity.get(allocation.optionId) ?? 0);
    }
  });
});
