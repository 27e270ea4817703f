#!/usr/bin/env node
// Serves the production build for the e2e suite on a fresh embedded database:
// node scripts/serve-e2e.mjs <port> <pglite folder>
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { bin, nextStartArgs } from './run.mjs';

const [port, dataDir] = process.argv.slice(2);
if (!port || !dataDir) {
  console.error('usage: node scripts/serve-e2e.mjs <port> <pglite folder>');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.lock`, { force: true });
// Pages cached by an earlier run were rendered from another database.
if (process.env.PAGE_CACHE !== 'memory') rmSync('.next/server/route-cache', { recursive: true, force: true });

const server = spawn(bin('next'), nextStartArgs(port), {
  stdio: 'inherit',
  // The shop's own graceful shutdown (lib/lifecycle), as npm start runs it.
  env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: 'true', ...process.env, PGLITE_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
