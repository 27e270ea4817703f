import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The drizzle database, whichever engine is behind it: queries are written once for both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseEngine = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: DatabaseEngine;
  /**
   * Runs `work` on one connection holding a session-level advisory lock, so that
   * several app instances starting together migrate and seed exactly once.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Applies the committed SQL migrations that are not yet applied. */
  migrate(db: Database): Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it quickly. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}
