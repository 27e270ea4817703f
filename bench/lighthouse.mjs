#!/usr/bin/env node
// Lighthouse (v12, default config: mobile form factor, simulated throttling of a slow
// phone on a slow 4G network) in Debian's Chromium: three runs per page
// (BENCH_LIGHTHOUSE_RUNS), the median run summarised as figures. `npm run bench` calls
// `lighthouseReport` on the server it started; on its own,
// `node bench/lighthouse.mjs http://localhost:3000 /en/home /en/41/paris` audits a
// running shop. The median run's full report: `.data/lighthouse/<name>.html`.
// See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORT_DIR = '.data/lighthouse';
/** Runs per page; the report gives the median run. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/**
 * Audits each page of `pages` ({ name: path, or { path, cookie } for a visitor with cookies:
 * a basket }) on `origin` in one Chromium, one after the other, RUNS times each, and returns
 * { name: summary of the median run }, the median as Lighthouse's own `computeMedianRun` picks
 * it (closest to the median FCP and TTI). `throttling`: `simulate` (Lighthouse's default, the
 * figures the targets read) or `devtools` (the phone's network and CPU slowdown applied to the
 * browser while it loads, so the timings are measured, not simulated from an unthrottled load:
 * see bench/README.md); `runs` overrides BENCH_LIGHTHOUSE_RUNS.
 */
export async function lighthouseReport(origin, pages, { throttling = 'simulate', runs: runCount = RUNS } = {}) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const results = {};
    for (const [name, page] of Object.entries(pages)) {
      const { path, cookie } = typeof page === 'string' ? { path: page } : page;
      const url = new URL(path, origin).href;
      const started = performance.now();
      const runs = [];
      // In the browser's own cookie jar, which Lighthouse keeps between runs (it clears the cache
      // and storage): a header would reach the server but not the page's scripts.
      await devtools(chrome.port, 'Storage.clearCookies');
      if (cookie) await devtools(chrome.port, 'Storage.setCookies', { cookies: cookiesOf(cookie, origin) });
      for (let i = 0; i < runCount; i++) {
        const run = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: throttling });
        if (run) runs.push(run);
      }
      const valid = filterToValidRuns(runs.map((run) => run.lhr));
      const median = valid.length > 0 ? computeMedianRun(valid) : runs[0]?.lhr;
      if (!median) {
        results[name] = { path, error: 'Lighthouse returned no result' };
        continue;
      }
      const report = `${REPORT_DIR}/${name}${throttling === 'simulate' ? '' : `.${throttling}`}.html`;
      const html = runs.find((run) => run.lhr === median).report;
      writeFileSync(report, Array.isArray(html) ? html[0] : html);
      results[name] = {
        path,
        ...summarise(median),
        runs: runs.length,
        performanceScoresOfAllRuns: runs.map((run) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100)),
        observedFirstPaintOfAllRuns: runs.map((run) => observedTimings(run.lhr.audits.metrics)?.firstPaintMs ?? null),
        report,
        seconds: round((performance.now() - started) / 1000, 1),
      };
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** `name=value; name=value` as the DevTools protocol's cookies of `origin`. */
const cookiesOf = (cookie, origin) =>
  cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: origin };
  });

/** One command of the DevTools protocol to the browser of `port`. */
async function devtools(port, method, params = {}) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`no DevTools connection on port ${port}`));
  });
  try {
    await new Promise((resolve, reject) => {
      socket.onmessage = (message) => {
        const answer = JSON.parse(message.data);
        if (answer.id !== 1) return;
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve(answer.result);
      };
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** The figures the bench reports from one Lighthouse result (`lhr`). */
export function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id, digits) => (audit(id)?.numericValue == null ? null : round(audit(id).numericValue, digits));

  const lcpNode = lcpElementNode(audit('largest-contentful-paint-element'));
  const lazyAudit = audit('lcp-lazy-loaded');
  // `lcp-lazy-loaded` applies when the LCP element is an <img> in the viewport: score 0 = loading="lazy".
  const lazyApplies = lazyAudit != null && lazyAudit.scoreDisplayMode !== 'notApplicable' && lazyAudit.score !== null;
  const snippet = lcpNode?.snippet ?? null;
  const lcpIsImage = lazyApplies || /^<img\b/i.test(snippet ?? '');
  const lcpImageLazy = (lazyApplies && lazyAudit.score === 0) || (lcpIsImage && /\sloading="lazy"/i.test(snippet ?? ''));

  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');

  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    // `simulate`: the timings are Lantern's estimate from the unthrottled load; `devtools`: measured under throttling.
    throttling: lhr.configSettings?.throttlingMethod ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    runWarnings: lhr.runWarnings?.length ? lhr.runWarnings : undefined,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    metrics: {
      lcpMs: numeric('largest-contentful-paint', 0),
      cls: numeric('cumulative-layout-shift', 4),
      tbtMs: numeric('total-blocking-time', 0),
      fcpMs: numeric('first-contentful-paint', 0),
      speedIndexMs: numeric('speed-index', 0),
    },
    // The unthrottled load Lighthouse watched, from which it simulates the phone: every request
    // that had finished before the observed largest paint counts as needed for it. On a busy host
    // Chromium's compositor can hold a page's first frame back by one or two whole seconds
    // (see bench/README.md), and the simulated LCP then includes every script.
    observed: observedTimings(audit('metrics')),
    lcpElement: lcpNode ? { selector: lcpNode.selector, snippet } : null,
    lcpIsImage,
    lcpImageLazy,
    // Every script the page loaded during the run, as transferred (compressed), for comparison
    // with the bench's first-load JavaScript, which counts only the chunks the HTML names.
    scriptTransfer: scripts ? { requests: scripts.requestCount, bytes: scripts.transferSize } : null,
    failedAudits: Object.fromEntries(CATEGORIES.filter((id) => id !== 'performance').map((id) => [id, failedAudits(lhr, id)])),
    erroredAudits: erroredAudits(lhr),
  };
}

/** The observed (unthrottled) timings of the `metrics` audit, in ms from the navigation's start. */
function observedTimings(metricsAudit) {
  const item = metricsAudit?.details?.items?.[0];
  if (!item) return null;
  return {
    firstPaintMs: item.observedFirstPaint ?? null,
    largestContentfulPaintMs: item.observedLargestContentfulPaint ?? null,
    domContentLoadedMs: item.observedDomContentLoaded ?? null,
    loadMs: item.observedLoad ?? null,
  };
}

/** The node of the `largest-contentful-paint-element` audit: a list whose first table holds it. */
function lcpElementNode(lcpAudit) {
  for (const part of lcpAudit?.details?.items ?? []) {
    const node = part?.items?.find((item) => item?.node)?.node;
    if (node) return node;
  }
  return null;
}

/**
 * Ids of the category's audits that did not pass: `scored` count in the category's score (fix
 * them to reach 100), `unweighted` are reported by Lighthouse with weight 0 (they do not).
 */
function failedAudits(lhr, categoryId) {
  const unscored = new Set(['notApplicable', 'manual', 'informative', 'error']);
  const failed = (lhr.categories[categoryId]?.auditRefs ?? []).filter((ref) => {
    const audit = lhr.audits[ref.id];
    return audit && !unscored.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1;
  });
  return {
    scored: failed.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    unweighted: failed.filter((ref) => ref.weight === 0).map((ref) => ref.id),
  };
}

/** Audits Lighthouse could not run (left out of the scores); undefined when there are none. */
function erroredAudits(lhr) {
  const ids = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error').map((audit) => `${audit.id}: ${audit.errorMessage}`);
  return ids.length > 0 ? ids : undefined;
}

function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin || paths.length === 0) {
    console.error('Usage: node bench/lighthouse.mjs <origin> <path>… (e.g. http://localhost:3000 /en/home)');
    process.exit(2);
  }
  const pages = Object.fromEntries(paths.map((path) => [path.replace(/^\/+/, '').replace(/[^a-z0-9-]+/gi, '_') || 'root', path]));
  console.log(JSON.stringify(await lighthouseReport(origin, pages), null, 2));
}
