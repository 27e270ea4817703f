import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './types';

/**
 * Independent reads: at once on a pool, one after another on a transaction's single client
 * (node-postgres queues concurrent queries on one client today and refuses them from pg 9).
 */
export async function reads<T extends readonly (() => PromiseLike<unknown>)[]>(
  db: Database,
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!((db as unknown) instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as never;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as never;
}
