import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anyOf, preparedRead } from '@/provider/db/prepared';
import { productTranslations, unitTypeNames } from '@/provider/db/schema';
import type { Database } from '@/provider/db/types';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Reads built once per database and named (provider/db/prepared.ts), on PGlite and on PostgreSQL. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const slugsOf = (db: Database) =>
  preparedRead(db, 'test_product_slugs', (db) =>
    db
      .select({ productId: productTranslations.productId, slug: productTranslations.slug })
      .from(productTranslations)
      .where(sql`${anyOf(productTranslations.productId, 'ids')} and ${eq(productTranslations.lang, sql.placeholder('lang'))}`)
      .orderBy(asc(productTranslations.productId)),
  );

describe('a prepared read', () => {
  it('is built once per database, then only run with its values', async () => {
    const db = database.handle.db;
    const build = vi.fn((db: Database) => db.select().from(unitTypeNames).where(eq(unitTypeNames.lang, sql.placeholder('lang'))));
    const first = await preparedRead(db, 'test_unit_names', build).execute({ lang: 'fr' });
    const second = await preparedRead(db, 'test_unit_names', build).execute({ lang: 'de' });
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((row) => row.lang === 'fr')).toBe(true);
    expect(second.every((row) => row.lang === 'de')).toBe(true);
  });

  it('takes a list of any length in one parameter', async () => {
    const db = database.handle.db;
    const two = await slugsOf(db).execute({ ids: [4101, 4103], lang: 'en' });
    expect(two.map((row) => row.productId)).toEqual([4101, 4103]);
    const one = await slugsOf(db).execute({ ids: [4102], lang: 'en' });
    expect(one.map((row) => row.productId)).toEqual([4102]);
    expect(await slugsOf(db).execute({ ids: [], lang: 'en' })).toEqual([]);
  });

  it('answers many callers at once with each one’s own values', async () => {
    const db = database.handle.db;
    const ids = [4101, 4102, 4103, 4104];
    const answers = await Promise.all(ids.map((id) => slugsOf(db).execute({ ids: [id], lang: 'fr' })));
    expect(answers.map((rows) => rows.map((row) => row.productId))).toEqual(ids.map((id) => [id]));
  });
});
