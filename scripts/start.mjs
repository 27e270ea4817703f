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

// The shop answers SIGTERM itself (lib/lifecycle): bounded, and closing the database.
const server = spawn(bin('next'), nextStartArgs(port), {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

await announceWhenReady(`http://localhost:${port}`);

/** Waits for the shop to be ready (database, migrations, Redis), then says where it is. */
async function announceWhenReady(origin) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const readiness = await (await fetch(`${origin}/api/v2/health?ready=1`)).json();
      if (readiness.ready) {
        const health = await (await fetch(`${origin}/api/v2/health`)).json();
        console.info(`\nThe shop is ready: ${origin}/en/home (database: ${health.database}, schema ${health.schemaMigration})\n`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`The shop did not report ready at ${origin}/api/v2/health?ready=1; see the log above.`);
}
