import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves on success, rejects with a clear message otherwise. */
export function run(command, args, { env, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...options,
      env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Local binaries from node_modules/.bin, without npx's lookups. */
export function bin(name) {
  return `node_modules/.bin/${name}`;
}

/**
 * `next start`'s arguments. Node closes an idle keep-alive connection after 5 s, and a client
 * that sends on it at that moment gets ECONNRESET; idle connections are kept 65 s instead, longer
 * than a load balancer's usual 60 s, so the side that closes is always the client.
 */
export const nextStartArgs = (port) => ['start', '--port', String(port), '--keepAliveTimeout', '65000'];
