#!/usr/bin/env node
// What a page's first-load JavaScript is made of, module by module: for finding what to make
// lighter (issue 18, ADR 0024). Needs a build with browser source maps, served:
//   BROWSER_SOURCE_MAPS=1 npm run build && npm start   (then, in another shell)
//   node bench/what-ships.mjs [origin] [page kind] [rows]
// Page kinds are bench/byte-budgets.json's; each module's size is its own code gzipped alone
// (a little more than its share of the page's gzipped chunks).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { budgetedPages } from './first-load.mjs';

const [origin = 'http://127.0.0.1:3000', only, rows = '25'] = process.argv.slice(2);

/** The source file each stretch of a chunk's code came from, by its source map. */
function modulesOf(src) {
  const file = `.next${src.replace(/^\/_next/, '').split('?')[0]}`;
  const code = readFileSync(file, 'utf8');
  const mapName = code.match(/sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName && file.replace(/[^/]+$/, mapName);
  if (!mapFile || !existsSync(mapFile)) throw new Error(`${file} has no source map: build with BROWSER_SOURCE_MAPS=1`);
  const raw = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sections = raw.sections ?? [{ offset: { line: 0, column: 0 }, map: raw }];
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const marks = [];
  for (const { offset, map } of sections) {
    new SourceMapConsumer(map).eachMapping((m) => {
      const line = offset.line + m.generatedLine - 1;
      const column = (m.generatedLine === 1 ? offset.column : 0) + m.generatedColumn;
      marks.push([lineStarts[line] + column, m.source ?? '(runtime)']);
    });
  }
  marks.sort((a, b) => a[0] - b[0]);
  const texts = new Map();
  marks.forEach(([at, source], i) => texts.set(source, (texts.get(source) ?? '') + code.slice(at, marks[i + 1]?.[0] ?? code.length)));
  return texts;
}

/** A readable name: the package for dependencies, the project path for the shop's own files. */
const nameOf = (source) =>
  source.includes('node_modules/')
    ? `npm:${source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')}`
    : source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^turbopack:\/\/\/\[turbopack\]\//, 'turbopack runtime: ');

for (const page of await budgetedPages(origin)) {
  if (only && page.name !== only) continue;
  const html = await (await fetch(new URL(page.path, origin))).text();
  const sources = [...new Set([...html.matchAll(/<script(?![^>]*noModule)[^>]*src="([^"]+)"/g)].map((m) => m[1]))];
  const texts = new Map();
  for (const src of sources) for (const [source, text] of modulesOf(src)) texts.set(nameOf(source), (texts.get(nameOf(source)) ?? '') + text);
  const sized = [...texts].map(([name, text]) => [name, gzipSync(text, { level: 6 }).length]).sort((a, b) => b[1] - a[1]);
  console.log(`\n${page.name} ${page.path}: ${sources.length} scripts`);
  for (const [name, bytes] of sized.slice(0, Number(rows))) console.log(`${(bytes / 1000).toFixed(1).padStart(7)} kB  ${name}`);
}
