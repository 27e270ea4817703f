import { join } from 'node:path';
import { openDatabase, type DatabaseOptions } from './open-database';
import { prepareDatabase } from './prepare';
import type { DatabaseHandle } from './types';

/** Where the embedded database lives when DATABASE_URL is unset. */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

export function databaseOptionsFromEnv(env: Record<string, string | undefined> = process.env): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url, poolSize: Number(env.DATABASE_POOL_SIZE) || 10 };
  // A data folder chosen at run time, not a source the bundler should trace.
  return { dataDir: join(/*turbopackIgnore: true*/ process.cwd(), env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR) };
}

const GLOBAL_KEY = Symbol.for('shop.provider.database');
type GlobalWithDatabase = typeof globalThis & { [GLOBAL_KEY]?: Promise<DatabaseHandle> };

/**
 * The process's one database, migrated and seeded on first use. Cached on
 * globalThis because bundlers may load this module more than once per process,
 * and PGlite must be opened only once.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  const store = globalThis as GlobalWithDatabase;
  store[GLOBAL_KEY] ??= connect().catch((error: unknown) => {
    delete store[GLOBAL_KEY];
    throw error;
  });
  return store[GLOBAL_KEY];
}

async function connect(): Promise<DatabaseHandle> {
  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    await prepareDatabase(handle, { seed: true });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Closes the process's database if it was opened (graceful shutdown): PGlite flushes and unlocks its folder, the pg pool ends. */
export async function closeDatabase(): Promise<void> {
  const opening = (globalThis as GlobalWithDatabase)[GLOBAL_KEY];
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}
