import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Drops it, closing any connections still open. */
  drop: () => Promise<void>;
}

/**
 * Creates a database on a PostgreSQL server, empty or copied from a template, for a
 * test run that must not touch anything else there. `serverUrl` is any database the
 * role may connect to.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = 'shop_test',
  options: { template?: string } = {},
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const template = options.template ? ` template "${options.template.replaceAll('"', '')}"` : '';
  await adminQuery(serverUrl, `create database "${name}"${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
