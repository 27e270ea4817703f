import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

/** The shop on a fresh embedded database. */
const PORT = 3100;
/** The same build with an unreachable external provider, to see failures as visitors would. */
export const BROKEN_PROVIDER_PORT = 3101;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node scripts/serve-e2e.mjs ${PORT} .data/e2e`,
      url: `http://127.0.0.1:${PORT}/api/v2/health`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve-e2e.mjs ${BROKEN_PROVIDER_PORT} .data/e2e-broken-provider`,
      url: `http://127.0.0.1:${BROKEN_PROVIDER_PORT}/en/baseline`,
      // Its own page cache: pages the healthy server cached must not hide the failure.
      env: { PROVIDER_API_URL: 'http://127.0.0.1:9/api/v2', PAGE_CACHE: 'memory' },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
