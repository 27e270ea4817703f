// The framework's floor, measured in the bench's own run (issue 18): bench/floor-app, an empty
// Next.js app of one page, built with the shop's Next version and served on its own port; its
// first-load JavaScript is what any page of any app on this Next ships.
import { spawn } from 'node:child_process';
import { firstLoadJavaScript } from './first-load.mjs';
import { bin } from '../scripts/run.mjs';

const APP = 'bench/floor-app';
const PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3290);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('next'), args, { env, stdio: 'ignore' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Builds the floor app, serves it, and measures its page: `{ gzipKB, scripts, buildSeconds,
 * lighthouse }`. Lighthouse's figures of the empty page say what this host lets any page of this
 * Next score: its simulated phone scales the tasks it observed, so a slower host lowers every
 * page's performance score, the floor's included.
 */
export async function measureFloor() {
  const origin = `http://127.0.0.1:${PORT}`;
  // Another server on the port would be measured instead of the floor (its stale pages load nothing).
  if (await fetch(origin).then(() => true, () => false)) throw new Error(`${origin} already answers: stop that server or set BENCH_FLOOR_PORT`);
  const started = performance.now();
  await run(['build', APP]);
  const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  const server = spawn(bin('next'), ['start', APP, '-p', String(PORT), '-H', '127.0.0.1'], { env, stdio: 'ignore' });
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(origin).then((r) => r.ok, () => false);
      if (up) break;
      if (tries > 100) throw new Error(`the floor app did not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { gzipKB, scripts } = await firstLoadJavaScript(origin, '/');
    return { gzipKB, scripts, buildSeconds, lighthouse: await floorLighthouse(origin) };
  } finally {
    server.kill('SIGTERM');
  }
}

/** The median Lighthouse run of the floor's page, or `{ error }`: its figures are context, not a target. */
async function floorLighthouse(origin) {
  if (process.env.BENCH_FLOOR_LIGHTHOUSE === 'off') return undefined;
  try {
    const { lighthouseReport } = await import('./lighthouse.mjs');
    const { floor } = await lighthouseReport(origin, { floor: '/' });
    return floor;
  } catch (error) {
    return { error: error.message };
  }
}
