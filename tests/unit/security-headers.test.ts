import { checkCustomRoutes } from 'next/dist/lib/load-custom-routes';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsPolicy, securityHeaderRules, STRICT_TRANSPORT_SECURITY } from '@/lib/security/security-headers';
import { proxy } from '@/proxy';
import type { IncomingMessage } from 'node:http';

const RULES = securityHeaderRules({ GTM_ID: 'GTM-BUILD00' });

/** The headers Next's router gives a path from next.config.ts's rules, in order, a later value overriding an earlier one. */
function headersFor(path: string, { query = {}, headers = {} }: { query?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const request = { headers } as unknown as IncomingMessage;
  const answer = new Map<string, string>();
  for (const rule of RULES) {
    // As the server builds its header routes (next/dist/server/lib/router-utils/filesystem.js).
    const matches = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, regexModifier: (regex) => modifyRouteRegex(regex) })(path);
    if (matches && matchHas(request, query, rule.has, rule.missing)) for (const { key, value } of rule.headers) answer.set(key.toLowerCase(), value);
  }
  return answer;
}

afterEach(() => vi.unstubAllEnvs());

describe('next.config.ts security headers', () => {
  it('are rules next build accepts', () => {
    expect(() => checkCustomRoutes(RULES, 'header')).not.toThrow();
  });

  it('give every path nosniff, the referrer policy and the old browsers’ frame refusal', () => {
    for (const path of ['/en/home', '/api/v2/health', '/_next/static/chunks/main.js', '/wp-login.php', '/s/abc123', '/']) {
      const headers = headersFor(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('send Strict-Transport-Security only when the balancer says the request came over HTTPS', () => {
    expect(headersFor('/en/home').has('strict-transport-security')).toBe(false);
    expect(headersFor('/api/v2/health', { headers: { 'x-forwarded-proto': 'http' } }).has('strict-transport-security')).toBe(false);
    for (const proto of ['https', 'https, http']) {
      expect(headersFor('/en/home', { headers: { 'x-forwarded-proto': proto } }).get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
      expect(headersFor('/api/v2/health', { headers: { 'x-forwarded-proto': proto } }).get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });

  it('give documents outside the proxy (the global 404, files) the build’s page policy, upgraded over HTTPS', () => {
    const policy = headersFor('/wp-login.php').get('content-security-policy');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain('https://*.googletagmanager.com');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(headersFor('/wp-login.php', { headers: { 'x-forwarded-proto': 'https' } }).get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(headersFor('/_next/static/chunks/main.js').has('content-security-policy')).toBe(false);
  });

  it('give API answers a policy that loads and frames nothing, except the voucher PDF, which Chrome could not draw under it', () => {
    for (const path of ['/api/v2/health', '/api/v2', '/api/draft']) {
      expect(headersFor(path).get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(headersFor('/api/v2/transaction/voucher', { query: { token: 't' } }).get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headersFor('/api/v2/transaction/voucher', { query: { token: 't', format: 'pdf' } }).has('content-security-policy')).toBe(false);
  });
});

describe('Permissions-Policy', () => {
  it('denies the features no page uses, keeps geolocation for the shop itself, and payment for Adyen’s 3-D Secure frames', () => {
    const sandbox = permissionsPolicy({ adyen: null });
    expect(sandbox).toContain('camera=()');
    expect(sandbox).toContain('microphone=()');
    expect(sandbox).toContain('geolocation=(self)');
    expect(sandbox).toContain('payment=()');
    expect(permissionsPolicy({ adyen: 'live' })).toContain('payment=*');
  });
});

describe('the proxy', () => {
  const page = (path: string, origin = 'http://localhost:3000') => proxy(new NextRequest(new URL(path, origin)));

  it('puts the page policy, from the environment the server runs with, on every answer it gives', async () => {
    vi.stubEnv('GTM_ID', 'GTM-RUN0001');
    for (const path of ['/en/home', '/', '/en/no-such-page', '/sitemap.xml']) {
      const policy = (await page(path)).headers.get('content-security-policy');
      expect(policy, path).toContain('https://*.googletagmanager.com');
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toContain('upgrade-insecure-requests');
    }
    vi.stubEnv('GTM_ID', '');
    expect((await page('/en/home')).headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('upgrades insecure links on pages asked for over HTTPS, and lets Adyen’s frames ask for payment when it is configured', async () => {
    expect((await page('/en/home', 'https://www.opentoptours.example')).headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect((await page('/en/home')).headers.get('permissions-policy')).toContain('payment=()');
    vi.stubEnv('NEXT_PUBLIC_ADYEN_CLIENT_KEY', 'test_KEY');
    const adyen = await page('/en/payment');
    expect(adyen.headers.get('permissions-policy')).toContain('payment=*');
    expect(adyen.headers.get('content-security-policy')).toContain('https://checkoutshopper-test.adyen.com');
  });
});
