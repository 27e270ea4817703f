import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '@/lib/log';
import { parsersSetOnce } from './pglite-parsers';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';
import type { Database, DatabaseHandle, Schema } from './types';

export const MIGRATIONS_FOLDER = join(process.cwd(), 'provider/db/migrations');

/** Any fixed number: the key of the advisory lock taken while migrating and seeding. */
const PREPARE_LOCK_KEY = 7_305_117;

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one the embedded PGlite is used. */
  url?: string;
  /** PGlite's folder; without one PGlite lives in memory (tests). */
  dataDir?: string;
  /** A PGlite data folder dumped with `dump()`, to start from instead of an empty database. */
  template?: Blob;
  /** Size of the PostgreSQL connection pool. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {}).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const pgliteDb = drizzlePglite({ client: parsersSetOnce(client), ...drizzleOptions });
  // Both drivers' databases share PgDatabase's query API; only their result types differ.
  const db = pgliteDb as unknown as Database;
  // PGlite is one session, in which advisory locks are re-entrant: callers in this
  // process queue here instead.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    engine: 'pglite',
    exclusive: <T>(work: (session: Database) => Promise<T>) => {
      const turn = queue.then(() => work(db));
      queue = turn.catch(() => undefined);
      return turn;
    },
    // One session: the migrator runs on it whatever handle `exclusive` passed.
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL pool error'));
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    engine: 'postgresql',
    exclusive: async (work) => {
      const connection = await pool.connect();
      try {
        const session = drizzlePg({ client: connection, ...drizzleOptions }) as unknown as Database;
        return await withAdvisoryLock(session, () => work(session));
      } finally {
        connection.release();
      }
    },
    migrate: (target) =>
      migratePg(target as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

async function withAdvisoryLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  await db.execute(sql`select pg_advisory_lock(${PREPARE_LOCK_KEY})`);
  try {
    return await work();
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${PREPARE_LOCK_KEY})`);
  }
}
