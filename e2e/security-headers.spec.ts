import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { pagePath } from '../lib/i18n/pages';
import { browseAndBookWalk, dayWithPlaces } from './helpers';
import { MESSAGES } from './messages';

/**
 * The security headers of ADR 0020 as the production server sends them: on a cached page, an API
 * answer and the 404s; HSTS only behind a balancer that ended TLS; CORS on /api/v2 for the shop's
 * own sites only; and pages that run — Tag Manager included, after "Accept all" — with no
 * Content-Security-Policy violation. The server under test has a Tag Manager container
 * (playwright.config.ts), whose script is answered here.
 */
const m = MESSAGES.en;
const SHOP_ORIGIN = 'https://paris.opentoptours.example';
const HTTPS = { 'x-forwarded-proto': 'https' };

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('a page carries the page policy with the configured Tag Manager, and HSTS and the upgrade only over HTTPS', async ({ request }) => {
  const response = await request.get('/en/home');
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  const policy = response.headers()['content-security-policy'];
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self' 'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain('https://*.googletagmanager.com');
  expect(policy).not.toContain('upgrade-insecure-requests');
  expect(response.headers()['permissions-policy']).toContain('geolocation=(self)');

  const secure = await request.get('/en/home', { headers: HTTPS });
  expect(secure.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(secure.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
});

test('an API answer loads and frames nothing, and gets HSTS over HTTPS too', async ({ request }) => {
  const response = await request.get('/api/v2/health');
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect((await request.get('/api/v2/health', { headers: HTTPS })).headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});

test('the 404s carry the page policy: a page path and a file outside every language', async ({ request }) => {
  for (const path of ['/en/no-such-page-here', '/wp-login.php']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectCommonHeaders(response);
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('CORS on /api/v2: the shop’s sites may call it with credentials, other origins get no CORS header', async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch('/api/v2/transaction/addToCart', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key, x-language, x-currency' },
    });
  const shop = await preflight(SHOP_ORIGIN);
  expect(shop.status()).toBe(204);
  expect(shop.headers()['access-control-allow-origin']).toBe(SHOP_ORIGIN);
  expect(shop.headers()['access-control-allow-credentials']).toBe('true');
  expect(shop.headers()['access-control-allow-headers']).toContain('idempotency-key');
  expect(shop.headers()['access-control-max-age']).toBe('7200');

  const foreign = await preflight('https://evil.example');
  expect(Object.keys(foreign.headers()).filter((name) => name.startsWith('access-control-'))).toEqual([]);

  const read = await request.get('/api/v2/health', { headers: { origin: SHOP_ORIGIN } });
  expect(read.headers()['access-control-allow-origin']).toBe(SHOP_ORIGIN);
  // Without an Origin (a server, Adyen's notifications) nothing changes.
  const server = await request.get('/api/v2/health');
  expect(Object.keys(server.headers()).filter((name) => name.startsWith('access-control-'))).toEqual([]);
});

/** Every CSP violation the page reports, by event and on the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return seen;
}

test('home, product, basket and payment pages run with no CSP violation, Tag Manager loaded after "Accept all"', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const gtm: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    gtm.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  const day = await dayWithPlaces(page.request, 12);
  const product = await (await page.request.get('/api/v2/product/4103', { headers: { 'x-language': 'en' } })).json();

  await page.goto('/en/home');
  await page.getByRole('region', { name: m.consent.title }).getByRole('button', { name: m.consent.accept }).click();
  await expect.poll(() => gtm.length).toBe(1);

  await browseAndBookWalk(page, day, product.name);

  await page.goto(pagePath('en', 'payment'));
  await expect(page.getByRole('heading', { level: 1, name: m.pages.payment.title })).toBeVisible();
  await expect(page.getByRole('group', { name: m.payment.card.title })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the 404 outside every language runs with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  expect((await page.goto('/favicon-nope.txt'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.notFound.title);
  expect(violations).toEqual([]);
});
