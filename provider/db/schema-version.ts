import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import journal from './migrations/meta/_journal.json';
import type { Database } from './types';

/** drizzle's own record of applied migrations (kept out of schema.ts: drizzle-kit must not manage it). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial().primaryKey(),
  hash: text().notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

export interface SchemaVersion {
  /** Number of migrations applied to this database. */
  version: number;
  /** Tag of the newest applied migration, e.g. `0000_catalogue_slice`. */
  migration: string | null;
  /** Migrations the code ships that this database has not applied. */
  pending: number;
}

/** Reads what drizzle's migrator recorded, matched to the committed journal by timestamp. */
export async function readSchemaVersion(db: Database): Promise<SchemaVersion> {
  const rows = await db.select({ createdAt: appliedMigrations.createdAt }).from(appliedMigrations);
  const applied = new Set(rows.map((row) => row.createdAt));
  const known = journal.entries.filter((entry) => applied.has(entry.when));
  return {
    version: applied.size,
    migration: known.at(-1)?.tag ?? null,
    pending: journal.entries.length - known.length,
  };
}
