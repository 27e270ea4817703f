// First-load JavaScript of a page, as the bench reports it and the byte budgets check it
// (e2e/byte-budgets.spec.ts): one measurement, one list of pages, one set of budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The page kinds, their English paths (the product's, null there, is asked of the provider) and their
 * budgets: bench/byte-budgets.json, read from the project's folder (npm scripts and Playwright run
 * there; Playwright loads this file as CommonJS, where `import.meta` does not exist).
 */
export const BUDGETS = JSON.parse(readFileSync(join(process.cwd(), 'bench', 'byte-budgets.json'), 'utf8'));

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Every `<script src>` the page's HTML names, gzipped at level 6 (what a server sends; the browser
 * downloads them compressed). `noModule` polyfills are for old browsers and left out; chunks
 * loaded later (dynamic imports) are not first-load.
 */
export async function firstLoadJavaScript(origin, path, { headers = {} } = {}) {
  const html = await (await fetch(new URL(path, origin), { headers })).text();
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/noModule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => tag.match(/src="([^"]+)"/)?.[1] ?? []))];
  const chunks = [];
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src.replaceAll('&amp;', '&'), origin))).arrayBuffer());
    chunks.push({ src, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length });
  }
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const largest = [...chunks].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5).map(({ src, gzipBytes }) => ({ src, gzipBytes }));
  return { path, scripts: sources.length, bytes, gzipBytes, gzipKB: round(gzipBytes / 1000, 1), chunks, largest };
}

/**
 * What else a page costs before it paints: its HTML, and the stylesheets it names (render-blocking),
 * gzipped at level 6 like the scripts.
 */
export async function pageWeight(origin, path) {
  const html = await (await fetch(new URL(path, origin))).text();
  const hrefs = [...new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].flatMap((m) => m[0].match(/href="([^"]+)"/)?.[1] ?? []))];
  let gzipBytes = 0;
  for (const href of hrefs) {
    gzipBytes += gzipSync(Buffer.from(await (await fetch(new URL(href.replaceAll('&amp;', '&'), origin))).arrayBuffer()), { level: 6 }).length;
  }
  return { htmlKB: round(Buffer.byteLength(html) / 1000, 1), stylesheets: hrefs.length, stylesGzipKB: round(gzipBytes / 1000, 1) };
}

/** The English address of a product page, as the shop links it (the provider knows its slug). */
export async function productPagePath(origin, productId = BUDGETS.productId, locationPath = BUDGETS.pages.city.path) {
  const headers = { 'x-language': 'en' };
  const alternates = await fetch(`${origin}/api/v2/href?url=${encodeURIComponent(`${locationPath}/${productId}`)}`, { headers });
  if (alternates.ok) {
    const { canonical } = await alternates.json();
    if (typeof canonical === 'string' && canonical.startsWith('/en/')) return canonical;
  }
  return null;
}

/** Every page kind's English path: the product's asked of the provider. */
export async function budgetedPages(origin) {
  const product = await productPagePath(origin);
  return Object.entries(BUDGETS.pages).map(([name, page]) => ({ name, ...page, path: page.path ?? product }));
}
