import { describe, expect, it } from 'vitest';
import type { Database } from '@/provider/db/types';
import { inTransaction } from '@/provider/services/cart/locks';

/** drizzle's wrapper around a driver error carrying PostgreSQL's SQLSTATE. */
const failure = (code: string) => new Error('Failed query: …', { cause: Object.assign(new Error('database error'), { code }) });

/** A database whose transactions fail with `errors`, in turn, then succeed. */
function database(errors: Error[]) {
  let runs = 0;
  const db = {
    transaction: async <T>(work: (tx: unknown) => Promise<T>) => {
      runs += 1;
      const error = errors.shift();
      if (error) throw error;
      return work({});
    },
  };
  return { db: db as unknown as Database, runs: () => runs };
}

describe('inTransaction', () => {
  it('runs a transaction PostgreSQL rolled back for a deadlock or a serialization failure again', async () => {
    const { db, runs } = database([failure('40P01'), failure('40001')]);
    await expect(inTransaction(db, async () => 'done')).resolves.toBe('done');
    expect(runs()).toBe(3);
  });

  it('gives up after a bounded number of tries, with the last error', async () => {
    const deadlocks = Array.from({ length: 10 }, () => failure('40P01'));
    const { db, runs } = database(deadlocks);
    await expect(inTransaction(db, async () => 'done')).rejects.toThrow('Failed query');
    expect(runs()).toBe(4);
  });

  it('never repeats any other failure', async () => {
    const { db, runs } = database([failure('23505')]);
    await expect(inTransaction(db, async () => 'done')).rejects.toThrow('Failed query');
    expect(runs()).toBe(1);
  });
});
