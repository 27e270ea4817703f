import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';
import { OIDC_CLIENTS } from './tests/support/oidc-accounts';

/** The shop on a fresh embedded database. */
const PORT = 3100;
/** The same build with an unreachable external provider, to see failures as visitors would. */
export const BROKEN_PROVIDER_PORT = 3101;
/** A local OpenID Connect server standing in for Google and Facebook sign-in. */
export const OIDC_PORT = 3102;
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
/**
 * The shop under test has a Tag Manager container, so loading it after consent is tested for
 * real (e2e/tracking.spec.ts answers its requests). The browser resolves Google's host to
 * nothing: no spec ever reaches the real Tag Manager.
 */
export const E2E_GTM_ID = 'GTM-TEST000';
const OFFLINE_HOSTS = '--host-resolver-rules=MAP www.googletagmanager.com ~NOTFOUND';
/**
 * The main server's environment. The shop signs in with the local server's clients. It trusts one proxy hop, as behind a load
 * balancer: the members' specs each come from an address of their own (X-Forwarded-For), so the
 * per-address limits on registering and logging in count people, not the whole suite as one.
 */
const MEMBER_ENV = {
  GTM_ID: E2E_GTM_ID,
  TRUSTED_PROXY_HOPS: '1',
  GOOGLE_CLIENT_ID: OIDC_CLIENTS.google.clientId,
  GOOGLE_CLIENT_SECRET: OIDC_CLIENTS.google.clientSecret,
  GOOGLE_ISSUER: OIDC_ISSUER,
  FACEBOOK_CLIENT_ID: OIDC_CLIENTS.facebook.clientId,
  FACEBOOK_CLIENT_SECRET: OIDC_CLIENTS.facebook.clientSecret,
  FACEBOOK_ISSUER: OIDC_ISSUER,
};

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
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, OFFLINE_HOSTS] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node --import tsx e2e/support/oidc-server.mts ${OIDC_PORT} http://127.0.0.1:${PORT} http://localhost:${PORT}`,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve-e2e.mjs ${PORT} .data/e2e`,
      url: `http://127.0.0.1:${PORT}/api/v2/health`,
      env: MEMBER_ENV,
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
