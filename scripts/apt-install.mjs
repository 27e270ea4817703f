import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/**
 * Installs a Debian package when running as root where apt exists (CI, a fresh machine), for the
 * tools the tests need that npm cannot provide. Returns whether it tried; the caller looks again.
 */
export async function aptInstall(pkg, what) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.info(`${what} not found: installing Debian's ${pkg} package…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env });
  // A fresh machine may have no package lists yet.
  await install().catch(async () => {
    await run('apt-get', ['update'], { env });
    await install();
  });
  return true;
}
