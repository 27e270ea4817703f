import { expect, test } from '@playwright/test';
import { budgetedPages, firstLoadJavaScript, type FirstLoad } from '../bench/first-load.mjs';

/**
 * The byte budgets (issue 18): each page kind's first-load JavaScript, gzipped, against its budget
 * in bench/byte-budgets.json. Bytes are deterministic for a build, so a page over budget fails here
 * with what it loads, largest first, and later work cannot quietly add weight.
 */
test('every page kind stays within its first-load JavaScript budget', async ({ baseURL }, testInfo) => {
  const pages = await budgetedPages(baseURL!);
  const measured: { name: string; path: string; kB: number; budgetKB: number; targetKB?: number; load: FirstLoad }[] = [];
  for (const page of pages) {
    expect(page.path, `${page.name} has a path`).toBeTruthy();
    const load = await firstLoadJavaScript(baseURL!, page.path!);
    measured.push({ name: page.name, path: page.path!, kB: load.gzipKB, budgetKB: page.budgetKB, targetKB: page.targetKB, load });
  }
  const table = measured.map((m) => `${m.name.padEnd(10)} ${String(m.kB).padStart(6)} kB  budget ${m.budgetKB}  target ${m.targetKB ?? 'the shell’s'}  ${m.path}`).join('\n');
  await testInfo.attach('first-load JavaScript (kB gzip)', { body: table, contentType: 'text/plain' });
  const over = measured.filter((m) => m.kB > m.budgetKB);
  const explain = over
    .map((m) => `${m.name} (${m.path}): ${m.kB} kB > ${m.budgetKB} kB; its scripts, largest first:\n${[...m.load.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes).map((c) => `  ${(c.gzipBytes / 1000).toFixed(1)} kB ${c.src}`).join('\n')}`)
    .join('\n');
  expect(over.map((m) => m.name), `over budget:\n${explain}\n\nall pages:\n${table}`).toEqual([]);
});
