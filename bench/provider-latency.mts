// `npm run bench:provider`: latency of the provider's heaviest reads, called in process
// (no HTTP) on a freshly seeded database: PGlite in a temporary folder, or the
// PostgreSQL database of DATABASE_URL. Prints one JSON report. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createProviderApp } from '../provider/api/app';
import { openDatabase } from '../provider/db/open-database';
import { prepareDatabase } from '../provider/db/prepare';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 20;

/** A weekday three weeks ahead (the walking tour does not run on Sundays), and the month from it. */
const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const VISIT = day(21);

const CALLS = {
  'location/{id}/product': '/api/v2/location/41/product',
  'product/{id}': '/api/v2/product/4101',
  'product/{id}/fullAvailability': '/api/v2/product/4103/fullAvailability',
  // The booking panel's live calls: a month of the calendar, the options of a day, a day's departures.
  'panel: product/{id}/availability (31 days)': `/api/v2/product/4103/availability?from=${VISIT}&to=${day(21 + 30)}`,
  'panel: product/{id}/option/availability?day': `/api/v2/product/4103/option/availability?day=${VISIT}`,
  'panel: option/{id}/availability/times?day': `/api/v2/option/41031/availability/times?day=${VISIT}`,
};

/** One place on the 10:00 walking tour for a new visitor; `n` spreads them over days so no departure fills up. */
const addToCart = (n: number) =>
  new Request('http://bench/api/v2/transaction/addToCart', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'fr', 'x-currency': '1' },
    body: JSON.stringify({ productId: 4103, optionId: 41031, date: day(22 + (n % 150)), time: '10:00', units: [{ type: 'adult', quantity: 1 }], packageChoices: [4103111] }),
  });

const folder = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'shop-bench-'));
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: join(folder!, 'pglite') });
try {
  const seedStarted = performance.now();
  await prepareDatabase(handle, { seed: true });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const app = createProviderApp({ database: async () => handle, engine: handle.engine });

  const results: Record<string, { p50: number; p99: number; mean: number }> = {};
  for (const [name, path] of Object.entries(CALLS)) {
    const timings: number[] = [];
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const started = performance.now();
      const response = await app.fetch(new Request(`http://bench${path}`, { headers: { 'x-language': 'fr', 'x-currency': '1' } }));
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (i >= WARM_UP) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => round(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0);
    results[name] = { p50: at(0.5), p99: at(0.99), mean: round(timings.reduce((s, t) => s + t, 0) / timings.length) };
  }

  // Add-to-cart, one at a time (latency) and ten at a time (throughput), each a new visitor holding a place.
  let n = 0;
  const adds: number[] = [];
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const started = performance.now();
    const response = await app.fetch(addToCart(n++));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`addToCart answered ${response.status}`);
    if (i >= WARM_UP) adds.push(performance.now() - started);
  }
  adds.sort((a, b) => a - b);
  results['transaction/addToCart'] = { p50: round(adds[Math.floor(0.5 * adds.length)]!), p99: round(adds[Math.floor(0.99 * adds.length)]!), mean: round(adds.reduce((a, b) => a + b, 0) / adds.length) };
  const THROUGHPUT_SECONDS = 5;
  const until = performance.now() + THROUGHPUT_SECONDS * 1000;
  let added = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < until) {
        const response = await app.fetch(addToCart(n++));
        await response.arrayBuffer();
        if (response.status === 200) added++;
      }
    }),
  );

  const size = (await handle.db.execute(sql`select pg_database_size(current_database()) as bytes`)) as unknown as { rows: { bytes: string | number }[] };
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        engine: handle.engine,
        iterations: ITERATIONS,
        seedSeconds: round(seedSeconds),
        databaseMegabytes: round(Number(size.rows[0]?.bytes ?? 0) / 1024 / 1024),
        latencyMs: results,
        addToCartPerSecond: round(added / THROUGHPUT_SECONDS),
      },
      null,
      2,
    ),
  );
} finally {
  await handle.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
