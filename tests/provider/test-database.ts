import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createProviderApp } from '@/provider/api/app';
import { openDatabase } from '@/provider/db/open-database';
import { prepareDatabase } from '@/provider/db/prepare';
import { createThrowawayDatabase } from '@/provider/db/throwaway-database';
import type { DatabaseHandle } from '@/provider/db/types';
import type { ProviderDeps } from '@/provider/api/deps';
import { TEST_ANCHOR, TEST_NOW } from './fixtures';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Opens another handle on the same database (PostgreSQL only: PGlite in memory is one handle). */
  openAnother?: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
}

/**
 * A database of the test file's own: a copy of the run's seeded catalogue (see
 * global-setup.ts), or, with `seed: false`, a freshly migrated empty one. With
 * DATABASE_URL it lives on that PostgreSQL server and is dropped afterwards;
 * without, it is an in-memory PGlite.
 */
export async function createTestDatabase({ seed = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = seed ? new Blob([readFileSync(inject('pgliteTemplate'))]) : undefined;
    const handle = await openDatabase({ template });
    await prepareDatabase(handle, { seed, anchor: TEST_ANCHOR });
    return { handle, dispose: () => handle.close() };
  }

  const database = await createThrowawayDatabase(serverUrl, 'shop_test', seed ? { template: inject('postgresTemplate') } : {});
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ url: database.url, poolSize: 4 });
    opened.push(handle);
    return handle;
  };
  const handle = await open();
  await prepareDatabase(handle, { seed, anchor: TEST_ANCHOR });
  return {
    handle,
    openAnother: open,
    dispose: async () => {
      await Promise.all(opened.map((h) => h.close()));
      await database.drop();
    },
  };
}

/** The provider app on a test database at the test clock, and a helper to call it like the shop does. */
export function providerOn(handle: DatabaseHandle, now: () => Date = () => TEST_NOW, extra: Partial<ProviderDeps> = {}) {
  const deps: ProviderDeps = { database: async () => handle, engine: handle.engine, now, ...extra };
  const app = createProviderApp(deps);
  const call = (path: string, init?: RequestInit) => app.fetch(new Request(`http://test${path}`, init));
  return { app, call, deps };
}
