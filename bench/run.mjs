#!/usr/bin/env node
// `npm run bench`: in one run on one server, throughput and latency of the shop's pages
// (cached, and the city and product pages with caching off) against a static page of the
// same build, Lighthouse on the home, city and product pages, and each page kind's first-load
// JavaScript against its budget and target and against an empty app of the same Next (the
// framework's floor, bench/floor.mjs). Figures are reported, never asserted: a missed target is a figure, a page
// that does not answer 200 is a failure (exit code 1). See bench/README.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { nextStartArgs } from '../scripts/run.mjs';
import { budgetedPages, firstLoadJavaScript, pageWeight } from './first-load.mjs';
import { measureFloor } from './floor.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATA_DIR = '.data/bench';
const RESULTS_FILE = '.data/bench-results.json';
const origin = `http://127.0.0.1:${PORT}`;
// Known only to this run: the server enables draft mode (no page cache) for whoever knows it.
const DRAFT_SECRET = randomBytes(24).toString('hex');

/** Paris (location 41) and its hop-on hop-off bus (product 4101), in English. */
const LOCATION_PATH = '/en/41/paris';
const PRODUCT_ID = 4101;
const TOP_LOCATIONS_API = '/api/v2/location/top/slim?limit=5';
/** Google's Things to do feeds: the whole network's and a single city's. */
const FEEDS = ['/feeds/things-to-do/worldwide/en.json', '/feeds/things-to-do/paris/fr.json'];

/** The Cache-Control Next gives a page it rendered in draft mode, and only then. */
const DRAFT_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Targets of the issue, checked against the figures (reported, never asserted). */
const GOALS = { throughputRatioToBaseline: 0.8, performance: 98, otherScores: 100, lcpMs: 2000 };

const problems = [];
const warnings = [];
/** A problem makes the run fail (exit code 1); a warning only says the figures may be off. */
const problem = (message, kind = 'problem') => {
  (kind === 'warning' ? warnings : problems).push(message);
  console.error(`bench: ${kind === 'warning' ? 'warning: ' : ''}${message}`);
};

// The framework's floor first (an empty app built and served with the same Next), so its build
// is over before anything is timed.
const floor = await measureFloor().catch((error) => {
  problem(`the empty app (bench/floor-app) could not be measured: ${error.message}`);
  return { error: error.message };
});
if (floor.lighthouse?.error) problem(`Lighthouse on the empty app failed: ${floor.lighthouse.error}`, 'warning');

// The load generator, the server, Chromium and anything else running share the CPUs: how busy
// they are before the server starts says how much of them other work takes.
const busyBefore = await cpuBusy(1000);
if (busyBefore > 0.25) problem(`the CPUs were ${Math.round(busyBefore * 100)}% busy before the run: other work disturbs the figures`, 'warning');

let stopping = false;
const server = startServer();
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpuBusyBeforeStart: round(busyBefore, 2),
  loadAverage: { start: loadavg().map((value) => round(value, 2)) },
  database: 'pglite',
  seconds: SECONDS,
  connections: CONNECTIONS,
  floor,
};
try {
  await waitForHealth();

  const pages = { baseline: '/en/baseline', home: '/en/home', location: LOCATION_PATH, product: await productPath(), payment: '/en/payment' };
  const draft = await draftCookie();
  report.pages = pages;
  report.draftRoute = draft.checks;

  // Pages that do not answer 200 are reported and left out of every measurement.
  const answering = {};
  for (const [name, path] of Object.entries(pages)) {
    if (path && (await answers200(name, path))) answering[name] = path;
  }

  const targets = Object.entries(answering).map(([name, path]) => ({ name, path }));
  for (const name of ['location', 'product']) {
    if (answering[name] && draft.cookie) targets.push({ name: `${name}Uncached`, path: answering[name], cookie: draft.cookie });
  }
  targets.push({ name: 'topLocationsApi', path: TOP_LOCATIONS_API });

  report.throughput = {};
  for (const target of targets) {
    try {
      await warmUp(target);
      const cache = await cacheHeaders(target);
      report.throughput[target.name] = { ...(await measure(target)), ...cache };
    } catch (error) {
      problem(`${target.name} (${target.path}): ${error.message}`);
      report.throughput[target.name] = { path: target.path, error: error.message };
    }
  }
  addRatios(report.throughput);

  // Every page kind of the byte budgets (bench/byte-budgets.json), with its budget and target.
  report.firstLoadJavaScript = {};
  for (const page of await budgetedPages(origin)) {
    if (!page.path) continue;
    const { path, scripts, gzipKB, largest } = await firstLoadJavaScript(origin, page.path);
    report.firstLoadJavaScript[page.name] = { path, scripts, gzipKB, budgetKB: page.budgetKB, targetKB: page.targetKB, ...(await pageWeight(origin, page.path)), largest };
  }

  report.feeds = {};
  for (const path of FEEDS) report.feeds[path] = await feedTimings(path);

  const audited = Object.fromEntries(['home', 'location', 'product'].filter((name) => answering[name]).map((name) => [name, answering[name]]));
  // The basket and payment pages as a visitor who has booked sees them: one held item in the basket.
  const basket = await bookedBasketCookie();
  if (basket) {
    audited.basket = { path: '/en/shopping-cart', cookie: basket };
    audited.payment = { path: '/en/payment', cookie: basket };
  }
  report.lighthouse = {};
  if (Object.keys(audited).length > 0) {
    try {
      const { lighthouseReport } = await import('./lighthouse.mjs');
      // Let the server settle after the load: Lighthouse measures one visitor on an idle server.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      report.lighthouse = await lighthouseReport(origin, audited);
    } catch (error) {
      problem(`Lighthouse failed: ${error.stack ?? error.message}`);
      report.lighthouse = { error: error.message };
    }
    report.lighthouseApplied = await appliedThrottling(audited);
  }

  report.targets = targetsMet(report);
} catch (error) {
  problem(error.stack ?? error.message);
} finally {
  stopping = true;
  server.kill('SIGTERM');
}

await new Promise((resolve) => (server.exitCode === null && server.signalCode === null ? server.once('exit', resolve) : resolve()));

// Many instances: the cached product page through HAProxy with one and with two (bench/cluster.mjs).
if (process.env.BENCH_CLUSTER !== 'off') {
  try {
    const { benchCluster } = await import('./cluster.mjs');
    report.cluster = await benchCluster();
    for (const line of report.cluster.problems ?? []) problem(`cluster: ${line}`);
    for (const line of report.cluster.warnings ?? []) warnings.push(`cluster: ${line}`);
  } catch (error) {
    problem(`cluster: ${error.stack ?? error.message}`);
    report.cluster = { error: error.message };
  }
}

report.loadAverage.end = loadavg().map((value) => round(value, 2));
report.problems = problems;
report.warnings = warnings;
const json = JSON.stringify(report, null, 2);
console.log(json);
mkdirSync('.data', { recursive: true });
writeFileSync(RESULTS_FILE, `${json}\n`);
console.error(`bench: report written to ${RESULTS_FILE}${problems.length ? `; ${problems.length} problem(s), see "problems"` : ''}`);
process.exit(problems.length > 0 ? 1 : 0);

function startServer() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(`${DATA_DIR}.lock`, { force: true });
  const child = spawn('node_modules/.bin/next', nextStartArgs(PORT), {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      PGLITE_DIR: DATA_DIR,
      DATABASE_URL: '',
      PROVIDER_API_URL: '',
      DRAFT_SECRET,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`The bench server stopped early (exit code ${code}).`);
  });
  return child;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    // Another server on the port would answer in its place: this one must still be running.
    if (server.exitCode !== null) throw new Error(`The bench server exited (code ${server.exitCode}); is port ${PORT} in use?`);
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

/**
 * The product page's canonical English path, from the provider: `GET /api/v2/href` resolves
 * `/en/41/paris/4101` to `/en/41/paris/4101/{slug}`; `GET /api/v2/product/4101/href` (a slug
 * per language) is the fallback.
 */
async function productPath() {
  const headers = { 'x-language': 'en' };
  const alternates = await fetch(`${origin}/api/v2/href?url=${encodeURIComponent(`${LOCATION_PATH}/${PRODUCT_ID}`)}`, { headers });
  if (alternates.ok) {
    const { canonical } = await alternates.json();
    if (typeof canonical === 'string' && canonical.startsWith('/en/')) return canonical;
  }
  const hreflangs = await fetch(`${origin}/api/v2/product/${PRODUCT_ID}/href`, { headers });
  if (hreflangs.ok) {
    const english = (await hreflangs.json()).find((entry) => entry.lang === 'EN');
    if (english) return `/en/41/${english.locationName}/${PRODUCT_ID}/${english.urlName}`;
  }
  problem(`the provider gave no English path for product ${PRODUCT_ID} (/api/v2/href ${alternates.status}, /api/v2/product/${PRODUCT_ID}/href ${hreflangs.status})`);
  return null;
}

/**
 * The `__prerender_bypass` cookie of draft mode, from `/api/draft`, after checking that the
 * route refuses a wrong secret and that `?disable=1` deletes the cookie again.
 */
async function draftCookie() {
  const bypassCookie = (response) =>
    response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('__prerender_bypass=')) ?? null;
  const wrong = await fetch(`${origin}/api/draft?secret=${'x'.repeat(DRAFT_SECRET.length)}`);
  const right = await fetch(`${origin}/api/draft?secret=${DRAFT_SECRET}`);
  const disable = await fetch(`${origin}/api/draft?disable=1`);
  const cookie = right.status === 204 || right.status === 200 ? bypassCookie(right) : null;
  const disabled = disable.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='));
  const checks = {
    wrongSecret: { status: wrong.status, setsCookie: bypassCookie(wrong) !== null },
    rightSecret: { status: right.status, setsCookie: cookie !== null },
    disable: { status: disable.status, expiresCookie: disabled !== undefined && /(max-age=0|expires=thu, 01 jan 1970)/i.test(disabled) },
  };
  if (checks.wrongSecret.status !== 404 || checks.wrongSecret.setsCookie) problem(`/api/draft with a wrong secret answered ${wrong.status}; expected 404 and no cookie`);
  if (!cookie) problem(`/api/draft with the secret answered ${right.status} without a __prerender_bypass cookie: no uncached measurements`);
  if (!checks.disable.expiresCookie) problem(`/api/draft?disable=1 answered ${disable.status} without deleting the cookie`);
  return { cookie, checks };
}

/**
 * The cookies of a basket holding two adults on the Paris bus tour's 24-hour ticket, 40 days
 * ahead (held for 20 minutes: Lighthouse comes next), or null with a problem when it cannot be
 * made.
 */
async function bookedBasketCookie() {
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${origin}/api/v2/transaction/addToCart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'en', 'x-currency': '1', 'idempotency-key': `bench-${randomBytes(8).toString('hex')}` },
    body: JSON.stringify({ productId: 4101, optionId: 41011, date, units: [{ type: 'adult', quantity: 2 }], packageChoices: [] }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (response.status !== 200 || !cookie.includes('guest_session=')) {
    problem(`adding to the basket answered ${response.status}: the basket and payment pages are not audited`);
    return null;
  }
  return cookie;
}

async function answers200(name, path) {
  const response = await fetch(origin + path, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status === 200) return true;
  const location = response.headers.get('location');
  problem(`${name} page ${path} answered ${response.status}${location ? ` (to ${location})` : ''}, not 200: not measured`);
  return false;
}

async function warmUp({ path, cookie }) {
  const count = cookie ? 20 : 50;
  for (let i = 0; i < count; i++) {
    const response = await fetch(origin + path, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status} during warm-up`);
  }
}

/**
 * How the page was served after the warm-up. Without the draft cookie a cached page answers
 * `x-nextjs-cache: HIT`. With it, Next renders the page for the request (no cache key in draft
 * mode) and says so with DRAFT_CACHE_CONTROL; its `x-nextjs-cache` still reads HIT there
 * (Next 16.4 derives it from the render, not from a cache lookup), so it proves nothing.
 */
async function cacheHeaders({ name, path, cookie }) {
  if (path.startsWith('/api/')) return {};
  const response = await fetch(origin + path, { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  const cacheControl = response.headers.get('cache-control');
  if (cookie) {
    if (cacheControl !== DRAFT_CACHE_CONTROL) throw new Error(`answered Cache-Control: ${cacheControl} with the draft cookie: not rendered in draft mode`);
    return { draftMode: true, cacheControl };
  }
  const nextjsCache = response.headers.get('x-nextjs-cache');
  if (nextjsCache !== 'HIT') problem(`${name} (${path}) answered x-nextjs-cache: ${nextjsCache} after warm-up; expected HIT`);
  return { nextjsCache, cacheControl };
}

async function measure({ name, path, cookie }) {
  const result = await autocannon({
    url: origin + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) problem(`${name} (${path}): ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return {
    path,
    requestsPerSecond: round(result.requests.average, 1),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Each target's throughput over the baseline's; the cached pages' over their uncached twins'. */
function addRatios(results) {
  const baseline = results.baseline?.requestsPerSecond;
  for (const result of Object.values(results)) {
    if (result.requestsPerSecond === undefined) continue;
    result.throughputRatioToBaseline = baseline ? round(result.requestsPerSecond / baseline, 3) : null;
  }
  for (const name of ['location', 'product']) {
    const cached = results[name]?.requestsPerSecond;
    const uncached = results[`${name}Uncached`]?.requestsPerSecond;
    if (cached && uncached) results[name].throughputRatioToUncached = round(cached / uncached, 2);
  }
}

/**
 * The same pages with the phone's slowdown applied while they load (Lighthouse's `devtools`
 * throttling): measured timings, beside the simulated ones the targets read, which Lantern
 * derives from an unthrottled load (bench/README.md). Context, not a target; a failure is a
 * warning. Off with BENCH_LIGHTHOUSE_APPLIED=off; BENCH_LIGHTHOUSE_APPLIED_RUNS runs (3) each.
 */
async function appliedThrottling(audited) {
  if (process.env.BENCH_LIGHTHOUSE_APPLIED === 'off') return undefined;
  try {
    const { lighthouseReport } = await import('./lighthouse.mjs');
    const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_APPLIED_RUNS ?? 3));
    const results = await lighthouseReport(origin, audited, { throttling: 'devtools', runs });
    for (const [name, { error }] of Object.entries(results)) if (error) problem(`Lighthouse with applied throttling on ${name}: ${error}`, 'warning');
    return results;
  } catch (error) {
    problem(`Lighthouse with applied throttling failed: ${error.message}`, 'warning');
    return { error: error.message };
  }
}

/** Each target of the issue with its figure and whether the figure meets it (null figure: not measured). */
function targetsMet({ throughput, firstLoadJavaScript, lighthouse, floor }) {
  const rows = [];
  const row = (what, goal, value, met) => rows.push({ what, goal, value: value ?? null, met: value == null ? false : met });
  for (const name of ['location', 'product']) {
    const ratio = throughput[name]?.throughputRatioToBaseline;
    row(`${name} requests/s ÷ baseline`, `≥ ${GOALS.throughputRatioToBaseline}`, ratio, ratio >= GOALS.throughputRatioToBaseline);
  }
  for (const name of ['home', 'location', 'product', 'basket', 'payment']) {
    const lh = lighthouse?.[name];
    const scores = lh?.scores ?? {};
    row(`${name} Lighthouse performance`, `≥ ${GOALS.performance}`, scores.performance, scores.performance >= GOALS.performance);
    const lcp = lh?.metrics?.lcpMs;
    row(`${name} LCP, simulated phone, ms`, `< ${GOALS.lcpMs}`, lcp, lcp < GOALS.lcpMs);
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      row(`${name} Lighthouse ${category}`, `= ${GOALS.otherScores}`, scores[category], scores[category] === GOALS.otherScores);
    }
    // Lighthouse shows CLS to three decimals: "0" is below 0.0005.
    const cls = lh?.metrics?.cls;
    row(`${name} CLS`, '= 0', cls, cls < 0.0005);
    row(`${name} LCP image lazy-loaded`, 'never', lh ? lh.lcpImageLazy : null, lh?.lcpImageLazy === false);
  }
  for (const [name, load] of Object.entries(firstLoadJavaScript ?? {})) {
    if (load.targetKB == null) continue;
    row(`${name} first-load JavaScript, kB gzip`, `≤ ${load.targetKB}`, load.gzipKB, load.gzipKB <= load.targetKB);
  }
  if (floor?.gzipKB) {
    const shell = firstLoadJavaScript?.baseline?.gzipKB;
    row('shell over the empty app (baseline − floor), kB gzip', '≤ 12', shell == null ? null : round(shell - floor.gzipKB, 1), shell - floor.gzipKB <= 12);
  }
  return { met: rows.filter((r) => r.met).length, of: rows.length, rows };
}

/** The share of all CPUs' time spent busy (not idle) over the next `ms` milliseconds. */
/**
 * A feed's first request builds it from the catalogue (one provider call per city and per
 * product); the second is served from the page cache. Times in ms, size as sent.
 */
async function feedTimings(path) {
  const timed = async () => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`);
    const body = await response.text();
    return { status: response.status, ms: round(performance.now() - started, 1), bytes: body.length, cache: response.headers.get('x-nextjs-cache'), body };
  };
  const first = await timed();
  const second = await timed();
  if (first.status !== 200) {
    problem(`${path} answered ${first.status}`);
    return { status: first.status };
  }
  return { products: JSON.parse(first.body).products.length, bytes: first.bytes, firstMs: first.ms, cachedMs: second.ms, cachedHeader: second.cache };
}

async function cpuBusy(ms) {
  const total = () => cpus().reduce((sum, { times }) => ({ idle: sum.idle + times.idle, all: sum.all + Object.values(times).reduce((a, b) => a + b, 0) }), { idle: 0, all: 0 });
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  return 1 - (after.idle - before.idle) / (after.all - before.all || 1);
}

function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
