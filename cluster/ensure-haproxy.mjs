#!/usr/bin/env node
// Makes sure the cluster test has a load balancer: `haproxy` on PATH or in /usr/sbin; as root
// with apt, installs Debian's package; otherwise stops and says how to get one.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { aptInstall } from '../scripts/apt-install.mjs';

/** The haproxy executable: on PATH first, then where Debian puts it (/usr/sbin is not on every PATH). */
export function findHaproxy() {
  const folders = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const folder of folders) {
    const candidate = join(folder, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

export async function ensureHaproxy() {
  const found = findHaproxy();
  if (found) return found;
  if (await aptInstall('haproxy', 'HAProxy')) {
    const installed = findHaproxy();
    if (installed) return installed;
  }
  throw new Error(
    'The cluster test needs HAProxy (2.2 or later) as its load balancer, and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install haproxy\n' +
      '  macOS: brew install haproxy\n' +
      '  Elsewhere: install HAProxy and put haproxy on the PATH.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureHaproxy()
    .then((path) => console.info(`HAProxy: ${path}`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
