import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsersSetOnce } from '@/provider/db/pglite-parsers';

describe('parsersSetOnce', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('reads dates, timestamps and intervals as text, as drizzle asks, without passing parsers with each query', async () => {
    const query = vi.spyOn(client, 'query');
    const db = drizzle({ client: parsersSetOnce(client) });
    const [row] = await db.execute<{ day: unknown; at: unknown; span: unknown; days: unknown }>(
      sql`select date '2026-12-24' as day, timestamp '2026-12-24 10:30:00' as at, interval '90 minutes' as span, array[date '2026-12-24'] as days`,
    ).then((r) => r.rows);
    expect(row).toEqual({ day: '2026-12-24', at: '2026-12-24 10:30:00', span: '01:30:00', days: '{2026-12-24}' });
    expect(query).toHaveBeenCalled();
    for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
    query.mockRestore();
  });

  it('leaves them out of a transaction’s queries too, and still parses other types', async () => {
    const seen: unknown[] = [];
    const transaction = client.transaction.bind(client);
    const spy = vi.spyOn(client, 'transaction').mockImplementation((work) =>
      transaction((tx) => {
        const query = tx.query.bind(tx);
        tx.query = ((...args: Parameters<Transaction['query']>) => {
          seen.push(args[2]?.parsers);
          return query(...args);
        }) as Transaction['query'];
        return work(tx);
      }),
    );
    const db = drizzle({ client: parsersSetOnce(client) });
    const result = await db.transaction((tx) => tx.execute<{ n: unknown; at: unknown }>(sql`select 41::int as n, timestamptz '2026-12-24 10:30:00+00' as at`));
    expect(result.rows[0]).toEqual({ n: 41, at: expect.stringMatching(/^2026-12-24 10:30:00\+00/) });
    expect(seen).toEqual([undefined]);
    spy.mockRestore();
  });
});
