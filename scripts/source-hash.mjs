import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What `next build` reads: a change to any of these makes the build stale. */
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'stores',
  'messages',
  'sites',
  'provider',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'patches',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else {
    yield path;
  }
}

/** A fingerprint of the build's inputs, including the NEXT_PUBLIC_ variables baked into bundles. */
export function sourceHash(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const name of Object.keys(process.env).filter((key) => key.startsWith('NEXT_PUBLIC_')).sort()) {
    hash.update(`${name}=${process.env[name]}\0`);
  }
  return hash.digest('hex');
}
