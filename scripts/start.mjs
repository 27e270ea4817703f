#!/usr/bin/env node
// `npm start`: builds when there is no current build, then serves the shop on PORT
// (default 3000). The server migrates and seeds the database as it starts.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { bin, nextStartArgs } from './run.mjs';

const port = process.env.PORT || '3000';

await build({ ifStale: true }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const server = spawn(bin('next'), nextStartArgs(port), {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

await announceWhenReady(`http://localhost:${port}`);

/** Waits for the provider's health to answer, then says where the shop is. */
async function announceWhenReady(origin) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${origin}/api/v2/health`);
      const health = await response.json();
      if (health.status === 'ok') {
        console.info(`\nThe shop is ready: ${origin}/en/home (database: ${health.database}, schema ${health.schemaMigration})\n`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`The shop did not report healthy at ${origin}/api/v2/health; see the log above.`);
}
