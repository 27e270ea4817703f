import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@/provider/api/contract/languages';
import { prepareDatabase } from '@/provider/db/prepare';
import { catalogueMeta, locations, locationTranslations, products, reviews } from '@/provider/db/schema';
import { readSchemaVersion } from '@/provider/db/schema-version';
import type { Database } from '@/provider/db/types';
import { CITIES } from '@/provider/seed/data/places';
import { TEST_ANCHOR } from './fixtures';
import { seedIfNeeded } from '@/provider/seed/seed-catalogue';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function snapshot(db: Database) {
  const rows = await db
    .select()
    .from(locationTranslations)
    .orderBy(locationTranslations.locationId, locationTranslations.lang);
  const total = async (table: typeof locations | typeof products | typeof reviews) =>
    ((await db.select({ value: count() }).from(table)) as [{ value: number }])[0].value;
  return { locationCount: await total(locations), productCount: await total(products), reviewCount: await total(reviews), rows };
}

describe('migrations and seed', () => {
  it('seeds Paris as 41 and London as 95 with their exonyms', async () => {
    const { rows } = await snapshot(database.handle.db);
    const names = (id: number) => Object.fromEntries(rows.filter((r) => r.locationId === id).map((r) => [r.lang, r.name]));
    expect(names(41)).toEqual({ de: 'Paris', en: 'Paris', es: 'París', fr: 'Paris', it: 'Parigi', us: 'Paris' });
    expect(names(95)).toEqual({ de: 'London', en: 'London', es: 'Londres', fr: 'Londres', it: 'Londra', us: 'London' });
  });

  it('gives every location a name and a slug in every language, slugs unique per language', async () => {
    const { rows, locationCount } = await snapshot(database.handle.db);
    expect(locationCount).toBe(CITIES.length);
    expect(rows).toHaveLength(CITIES.length * CONTENT_LANGUAGES.length);
    for (const lang of CONTENT_LANGUAGES) {
      const slugs = rows.filter((r) => r.lang === lang).map((r) => r.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('is idempotent: preparing again applies nothing and seeds nothing', async () => {
    const before = await snapshot(database.handle.db);
    await prepareDatabase(database.handle, { seed: true, anchor: TEST_ANCHOR });
    expect(await snapshot(database.handle.db)).toEqual(before);
    expect((await readSchemaVersion(database.handle.db)).pending).toBe(0);
  });

  it('migrates and seeds exactly once when several instances start together', async () => {
    const before = await snapshot(database.handle.db);
    // On PostgreSQL these are separate pools, as separate app instances would be.
    const others = database.openAnother
      ? await Promise.all([database.openAnother(), database.openAnother(), database.openAnother()])
      : [database.handle, database.handle, database.handle];
    await Promise.all(others.map((handle) => prepareDatabase(handle, { seed: true, anchor: TEST_ANCHOR })));
    expect(await snapshot(database.handle.db)).toEqual(before);
  });

  it('re-seeds a catalogue an older version of the seed made, and leaves any other catalogue alone', async () => {
    const db = database.handle.db;
    const before = await snapshot(db);
    await db.update(catalogueMeta).set({ value: '0' }).where(eq(catalogueMeta.key, 'seed_version'));
    expect(await seedIfNeeded(db, TEST_ANCHOR)).toBe('reseeded');
    expect(await snapshot(db)).toEqual(before);
    expect(await seedIfNeeded(db, TEST_ANCHOR)).toBe('current');

    // A catalogue without the seed's mark and with products of its own is somebody's real data.
    await db.delete(catalogueMeta);
    await db.update(locationTranslations).set({ name: 'Lutetia' }).where(eq(locationTranslations.locationId, 41));
    expect(await seedIfNeeded(db, TEST_ANCHOR)).toBe('foreign');
    const [paris] = await db.select().from(locationTranslations).where(eq(locationTranslations.locationId, 41));
    expect(paris?.name).toBe('Lutetia');

    // The first version's database had cities but no products and no mark: it is upgraded.
    await db.delete(products);
    expect(await seedIfNeeded(db, TEST_ANCHOR)).toBe('reseeded');
    expect(await snapshot(db)).toEqual(before);
  }, 120_000);
});

describe('a fresh database', () => {
  it('migrates and seeds from nothing, concurrently started instances included', async () => {
    const fresh = await createTestDatabase({ seed: false });
    try {
      const empty = await fresh.handle.db.select({ value: count() }).from(locations);
      expect(empty[0]?.value).toBe(0);
      const handles = fresh.openAnother
        ? await Promise.all([fresh.openAnother(), fresh.openAnother()])
        : [fresh.handle, fresh.handle];
      await Promise.all(handles.map((handle) => prepareDatabase(handle, { seed: true, anchor: TEST_ANCHOR })));
      const seeded = await fresh.handle.db.select({ value: count() }).from(locations);
      expect(seeded[0]?.value).toBe(CITIES.length);
    } finally {
      await fresh.dispose();
    }
    // A whole seed, as the re-seed test above: over 20 s on a two-core machine.
  }, 120_000);
});
