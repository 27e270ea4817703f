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

const CALLS = {
  'location/{id}/product': '/api/v2/location/41/product',
  'product/{id}': '/api/v2/product/4101',
  'product/{id}/fullAvailability': '/api/v2/product/4103/fullAvailability',
};

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
