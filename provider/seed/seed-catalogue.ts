import { count, eq, sql } from 'drizzle-orm';
import { catalogueMeta, locations, products } from '../db/schema';
import type { Database } from '../db/types';
import { generateCatalogue, SEED_VERSION } from './generate/catalogue';
import { CATALOGUE_TABLES, insertCatalogue } from './insert-catalogue';

export type SeedOutcome = 'seeded' | 'reseeded' | 'current' | 'foreign';

/** Today in UTC as 'YYYY-MM-DD': the day the demo catalogue's dates are laid out around. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Seeds the demo catalogue into an empty database, and re-seeds one an older
 * version of the generator filled. A catalogue the seed did not make is left alone.
 */
export async function seedIfNeeded(db: Database, anchor = todayUtc()): Promise<SeedOutcome> {
  const [{ value: locationCount } = { value: 0 }] = await db.select({ value: count() }).from(locations);
  if (locationCount === 0) {
    await db.transaction((tx) => insertCatalogue(tx as unknown as Database, generateCatalogue(anchor)));
    return 'seeded';
  }
  const [version] = await db.select({ value: catalogueMeta.value }).from(catalogueMeta).where(eq(catalogueMeta.key, 'seed_version'));
  if (version?.value === SEED_VERSION) return 'current';
  const [{ value: productCount } = { value: 0 }] = await db.select({ value: count() }).from(products);
  // Seeded by an earlier version of the generator (recorded, or from before products existed).
  if (version || productCount === 0) {
    await reseedCatalogue(db, anchor);
    return 'reseeded';
  }
  return 'foreign';
}

/** Replaces the whole catalogue (and what refers to it) with a fresh seed, in one transaction. */
export async function reseedCatalogue(db: Database, anchor = todayUtc()): Promise<void> {
  const rows = generateCatalogue(anchor);
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${sql.join(CATALOGUE_TABLES.map((table) => sql`${table}`), sql`, `)} cascade`);
    await insertCatalogue(tx as unknown as Database, rows);
  });
}
