import { openDatabase } from '@/provider/db/open-database';
import { prepareDatabase } from '@/provider/db/prepare';
import { createThrowawayDatabase } from '@/provider/db/throwaway-database';
import type { DatabaseHandle } from '@/provider/db/types';
import { createProviderApp } from '@/provider/api/app';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Opens another handle on the same database (PostgreSQL only: PGlite in memory is one handle). */
  openAnother?: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
}

/**
 * A migrated, seeded database of the test file's own. With DATABASE_URL (CI's
 * PostgreSQL run) a fresh database on that server, dropped afterwards; without,
 * an in-memory PGlite.
 */
export async function createTestDatabase({ seed = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await prepareDatabase(handle, { seed });
    return { handle, dispose: () => handle.close() };
  }

  const database = await createThrowawayDatabase(serverUrl);
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ url: database.url, poolSize: 4 });
    opened.push(handle);
    return handle;
  };
  const handle = await open();
  await prepareDatabase(handle, { seed });
  return {
    handle,
    openAnother: open,
    dispose: async () => {
      await Promise.all(opened.map((h) => h.close()));
      await database.drop();
    },
  };
}

/** The provider app on a test database, and a helper to call it like the shop does. */
export function providerOn(handle: DatabaseHandle) {
  const app = createProviderApp({ database: async () => handle, engine: handle.engine });
  const call = (path: string, init?: RequestInit) => app.fetch(new Request(`http://test${path}`, init));
  return { app, call };
}
