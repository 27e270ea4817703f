#!/usr/bin/env node
// `npm run build`: a production build of the shop. With --if-stale it builds only
// when the sources changed since the last build (npm start and npm test use this).
import './require-node.mjs';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bin, run } from './run.mjs';
import { sourceHash } from './source-hash.mjs';

const STAMP = '.next/source-hash';

export function isBuildCurrent() {
  return existsSync('.next/BUILD_ID') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash();
}

export async function build({ ifStale = false } = {}) {
  if (ifStale && isBuildCurrent()) {
    console.info('The production build is current; not rebuilding.');
    return;
  }
  const hash = sourceHash();
  await run(bin('next'), ['build']);
  writeFileSync(STAMP, hash);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ ifStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
