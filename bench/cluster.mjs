#!/usr/bin/env node
// The cluster's throughput: requests/s of the cached product page through HAProxy with one
// instance serving and with two (cluster/start.mjs: PostgreSQL, Redis, two instances of the
// current build). Figures are reported, never asserted; non-2xx answers or errors under load are
// problems (exit code 1). `node bench/cluster.mjs` alone, or `benchCluster()` from bench/run.mjs.
// See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ensureHaproxy } from '../cluster/ensure-haproxy.mjs';
import { startCluster } from '../cluster/start.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RESULTS_FILE = '.data/bench-cluster-results.json';
/** Paris's hop-on hop-off bus, the page bench/run.mjs measures on one server. */
const PRODUCT_PATH = '/en/41/paris/4101';

/**
 * Starts the cluster, measures, stops it. Returns the report: requests/s and latency of instance 1
 * alone (no balancer), through the balancer with one instance and with two, and `twoOverOne`. The load generator, HAProxy and
 * both instances share this machine's CPUs, so the ratio shows what a second instance adds here,
 * not on machines of their own.
 */
export async function benchCluster({ seconds = SECONDS, connections = CONNECTIONS, log = (line) => console.error(`bench: ${line}`) } = {}) {
  const problems = [];
  const warnings = [];
  // Other work on the machine takes CPU from the instances and the load generator alike.
  const busyBefore = await cpuBusy(1000);
  if (busyBefore > 0.25) warnings.push(`the CPUs were ${Math.round(busyBefore * 100)}% busy before the run: other work disturbs the figures`);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuBusyBeforeStart: round2(busyBefore),
    loadAverage: { start: loadavg().map(round2) },
    database: 'postgresql',
    pageCache: 'redis',
    seconds,
    connections,
  };
  const cluster = await startCluster({ log });
  try {
    const path = await productPath(cluster.origin);
    report.page = path;
    report.throughput = {};
    // Instance 1 without the balancer, for what HAProxy costs; then through it with one instance (the
    // balancer's two server lines both lead to instance 1, cluster/haproxy.cfg) and with two.
    const targets = [
      ['oneInstanceDirect', null, cluster.instances[0].origin],
      ['oneInstance', [0, 0], cluster.origin],
      ['twoInstances', [0, 1], cluster.origin],
    ];
    for (const [name, lines, origin] of targets) {
      if (lines) await cluster.startBalancer(lines);
      await warmUp(cluster, path);
      log(`${name}: ${seconds} s, ${connections} connections, ${origin}${path}`);
      const result = await autocannon({ url: origin + path, connections, duration: seconds });
      if (result.non2xx > 0 || result.errors > 0) problems.push(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
      report.throughput[name] = {
        requestsPerSecond: round1(result.requests.average),
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
        non2xx: result.non2xx,
        errors: result.errors,
      };
    }
    const { oneInstance, twoInstances } = report.throughput;
    report.twoOverOne = oneInstance.requestsPerSecond ? Math.round((twoInstances.requestsPerSecond / oneInstance.requestsPerSecond) * 100) / 100 : null;
  } catch (error) {
    problems.push(error.stack ?? error.message);
  } finally {
    await cluster.stop();
  }
  report.loadAverage.end = loadavg().map(round2);
  report.problems = problems;
  report.warnings = warnings;
  return report;
}

/** The product page's canonical English path (`GET /api/v2/href` resolves the id to the slug). */
async function productPath(origin) {
  const response = await fetch(`${origin}/api/v2/href?url=${encodeURIComponent(PRODUCT_PATH)}`, { headers: { 'x-language': 'en' } });
  const canonical = response.ok ? (await response.json()).canonical : null;
  if (typeof canonical !== 'string' || !canonical.startsWith('/en/')) throw new Error(`GET /api/v2/href for ${PRODUCT_PATH} answered ${response.status}: no product page to measure`);
  return canonical;
}

/** Renders the page once and reads it from the cache until every instance answers it with HIT. */
async function warmUp(cluster, path) {
  for (const instance of cluster.instances) {
    let cache = null;
    for (let i = 0; i < 50 && cache !== 'HIT'; i++) {
      const response = await fetch(instance.origin + path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} on ${instance.id}`);
      cache = response.headers.get('x-nextjs-cache');
    }
    if (cache !== 'HIT') throw new Error(`${path} answered x-nextjs-cache: ${cache} on ${instance.id} after warm-up; expected HIT`);
  }
  for (let i = 0; i < 50; i++) await (await fetch(cluster.origin + path)).arrayBuffer();
}

/** The share of all CPUs' time spent busy (not idle) over the next `ms` milliseconds. */
async function cpuBusy(ms) {
  const total = () => cpus().reduce((sum, { times }) => ({ idle: sum.idle + times.idle, all: sum.all + Object.values(times).reduce((a, b) => a + b, 0) }), { idle: 0, all: 0 });
  const before = total();
  await new Promise((done) => setTimeout(done, ms));
  const after = total();
  return 1 - (after.idle - before.idle) / (after.all - before.all || 1);
}

const round1 = (value) => Math.round(value * 10) / 10;
const round2 = (value) => Math.round(value * 100) / 100;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let report;
  try {
    await ensureHaproxy();
    report = await benchCluster();
  } catch (error) {
    console.error(`bench: ${error.message}`);
    process.exit(1);
  }
  const json = JSON.stringify(report, null, 2);
  console.log(json);
  mkdirSync('.data', { recursive: true });
  writeFileSync(RESULTS_FILE, `${json}\n`);
  for (const warning of report.warnings) console.error(`bench: warning: ${warning}`);
  const { oneInstance, twoInstances } = report.throughput ?? {};
  if (oneInstance && twoInstances) {
    console.error(`bench: cached product page through HAProxy: one instance ${oneInstance.requestsPerSecond} requests/s, two ${twoInstances.requestsPerSecond} requests/s (× ${report.twoOverOne})`);
  }
  console.error(`bench: report written to ${RESULTS_FILE}${report.problems.length ? `; ${report.problems.length} problem(s), see "problems"` : ''}`);
  process.exit(report.problems.length > 0 ? 1 : 0);
}
