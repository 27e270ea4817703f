import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** What drizzle reads as text, as drizzle-orm/pglite's session asks: dates, timestamps, intervals, and arrays of those and of numerics. */
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * drizzle hands PGlite these parsers with every query, and PGlite 0.5 merges them into a copy
 * of its table of some 300 parsers each time: 0.2 ms per query, a tenth of a product read of
 * thirteen small queries. They are set once on the client instead, and drizzle gets a client
 * that leaves them out of each query (and of each transaction's).
 */
export function parsersSetOnce(client: PGlite): PGlite {
  for (const oid of AS_TEXT) client.parsers[oid] = (value: string) => value;
  return withoutQueryParsers(client);
}

function withoutQueryParsers<T extends PGlite | Transaction>(target: T): T {
  return new Proxy(target, {
    get(client, key) {
      if (key === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) => client.query(query, params, options && { ...options, parsers: undefined });
      }
      if (key === 'transaction' && 'transaction' in client) {
        return <R>(work: (tx: Transaction) => Promise<R>) => client.transaction((tx) => work(withoutQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(client, key, client);
      // PGlite keeps its state in private fields: its methods must run on the client itself.
      return typeof value === 'function' ? value.bind(client) : value;
    },
  });
}
