#!/usr/bin/env node
// `npm test`: the one gate. Typecheck, lint, vitest (unit, component, provider on
// PGlite), a production build, then the Playwright e2e suite in Chromium.
import './require-node.mjs';
import { build } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, run } from './run.mjs';

const steps = [
  ['browser', () => ensureChromium().then((path) => console.info(`Chromium: ${path}`))],
  ['typecheck', () => run(bin('tsc'), ['--noEmit'])],
  ['lint', () => run(bin('eslint'), ['--max-warnings=0', '.'])],
  ['vitest', () => run(bin('vitest'), ['run'])],
  ['build', () => build({ ifStale: true })],
  ['e2e', () => run(bin('playwright'), ['test'])],
];

const started = Date.now();
for (const [name, step] of steps) {
  const stepStarted = Date.now();
  console.info(`\n▶ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.info(`✔ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
