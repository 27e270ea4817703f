import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@/provider/db/open-database';
import { prepareDatabase } from '@/provider/db/prepare';
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

  const name = `shop_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
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
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The provider app on a test database, and a helper to call it like the shop does. */
export function providerOn(handle: DatabaseHandle) {
  const app = createProviderApp({ database: async () => handle, engine: handle.engine });
  const call = (path: string, init?: RequestInit) => app.fetch(new Request(`http://test${path}`, init));
  return { app, call };
}
