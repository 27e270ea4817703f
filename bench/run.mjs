#!/usr/bin/env node
// `npm run bench`: throughput and latency of the home page and the top-locations API
// against a static page of the same build, measured in one run on one server.
// Figures are reported, never asserted. See bench/README.md.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATA_DIR = '.data/bench';
const origin = `http://127.0.0.1:${PORT}`;

const TARGETS = {
  baseline: '/en/baseline',
  home: '/en/home',
  topLocationsApi: '/api/v2/location/top/slim?limit=5',
};

let stopping = false;
const server = await startServer();
try {
  await waitForHealth();
  const results = {};
  for (const [name, path] of Object.entries(TARGETS)) {
    await warmUp(path);
    results[name] = await measure(path);
  }
  const baseline = results.baseline.requestsPerSecond;
  for (const result of Object.values(results)) {
    result.throughputRatioToBaseline = round(result.requestsPerSecond / baseline, 3);
  }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    database: 'pglite',
    seconds: SECONDS,
    connections: CONNECTIONS,
    results,
    homeJavaScript: await javaScriptOf(TARGETS.home),
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  stopping = true;
  server.kill('SIGTERM');
}

function startServer() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(`${DATA_DIR}.lock`, { force: true });
  const child = spawn('node_modules/.bin/next', ['start', '--port', String(PORT)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PGLITE_DIR: DATA_DIR, DATABASE_URL: '', PROVIDER_API_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`The bench server stopped early (exit code ${code}).`);
  });
  return child;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${origin}/api/v2/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The bench server did not become healthy.');
}

async function warmUp(path) {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(origin + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status} during warm-up`);
  }
}

async function measure(path) {
  const result = await autocannon({ url: origin + path, connections: CONNECTIONS, duration: SECONDS });
  return {
    path,
    requestsPerSecond: round(result.requests.average, 1),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The JavaScript the page makes a modern browser download (`noModule` polyfills are for old ones). */
async function javaScriptOf(path) {
  const html = await (await fetch(origin + path)).text();
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/noModule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => tag.match(/src="([^"]+)"/)?.[1] ?? []))];
  let bytes = 0;
  let gzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    bytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { path, scripts: sources.length, bytes, gzipBytes };
}

function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
