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
