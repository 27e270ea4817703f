import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from './types';

interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const byDatabase = new WeakMap<Database, Map<string, Prepared>>();

/**
 * A read built once per database and named, then only executed with its values: drizzle's query
 * building was a sixth of a product read's time and two fifths of what it allocated, and
 * PostgreSQL plans a named statement once per connection (issue 18, ADR 0024). `name` is the
 * statement's name: one name, one SQL text. On a transaction the read is prepared on it.
 */
export function preparedRead<P extends Prepared>(db: Database, name: string, build: (db: Database) => { prepare(name: string): P }): P {
  let reads = byDatabase.get(db);
  if (!reads) byDatabase.set(db, (reads = new Map()));
  let read = reads.get(name) as P | undefined;
  if (!read) reads.set(name, (read = build(db).prepare(name)));
  return read;
}

/** `column = any($name)`: a list of any length in one parameter, where `inArray` would give each element its own. */
export const anyOf = (column: Column, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;
