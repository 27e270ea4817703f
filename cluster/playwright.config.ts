import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';

/**
 * The cluster's browser check (cluster/run.mjs starts the cluster and runs this): a visitor buying
 * through the load balancer, whose requests land on either instance. No webServer: the cluster
 * is already running at CLUSTER_ORIGIN.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'purchase.spec.ts',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/cluster',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    baseURL: process.env.CLUSTER_ORIGIN ?? 'http://127.0.0.1:3300',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
});
