import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser the e2e tests drive: CHROME_PATH, else Debian's Chromium and its usual neighbours. */
export function findChromium() {
  const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : CANDIDATES;
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Flags for a headless Chromium in a container with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
