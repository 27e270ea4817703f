#!/usr/bin/env node
// Makes sure the e2e tests have a Chromium: CHROME_PATH or /usr/bin/chromium; as root
// with apt, installs Debian's package; otherwise stops and says how to get one.
import { pathToFileURL } from 'node:url';
import { findChromium } from './chromium-path.mjs';
import { aptInstall } from './apt-install.mjs';

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable browser.`);
  }
  if (await aptInstall('chromium', 'Chromium')) {
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
