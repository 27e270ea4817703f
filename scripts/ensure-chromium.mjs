#!/usr/bin/env node
// Makes sure the e2e tests have a Chromium: CHROME_PATH or /usr/bin/chromium; as root
// with apt, installs Debian's package; otherwise stops and says how to get one.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findChromium } from './chromium-path.mjs';
import { run } from './run.mjs';

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable browser.`);
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info('Chromium not found: installing Debian\'s chromium package…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
    // A fresh machine may have no package lists yet.
    await install().catch(async () => {
      await run('apt-get', ['update'], { env });
      await install();
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium, and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureChromium()
    .then((path) => console.info(`Chromium: ${path}`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
