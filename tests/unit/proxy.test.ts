import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'https://www.opentoptours.example'), { headers });
}

const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');
const setCookies = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');

describe('proxy', () => {
  it('answers / with a 301 to /en/home, and the stored language when there is one', async () => {
    const response = await proxy(request('/'));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://www.opentoptours.example/en/home');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect((await proxy(request('/', { cookie: 'language=de' }))).headers.get('location')).toMatch(/\/de\/home$/);
  });

  it('keeps the query string through every kind of redirect, so campaign parameters survive', async () => {
    const query = '?utm_source=gmb&coupon=SPRING';
    const cases: [string, number, string][] = [
      ['/', 301, '/en/home'],
      ['/fr/', 301, '/fr/home'],
      ['/fr/home/', 308, '/fr/home'],
      ['/fr//home', 308, '/fr/home'],
      ['/pt/home', 307, '/en/home'],
      ['/contact', 307, '/en/contact'],
      ['/fr-FR/home', 301, '/fr/home'],
      ['/fr/about-us', 301, '/fr/a-propos-de-nous'],
    ];
    for (const [from, status, to] of cases) {
      const response = await proxy(request(`${from}${query}`));
      expect(response.status, from).toBe(status);
      expect(response.headers.get('location'), from).toBe(`https://www.opentoptours.example${to}${query}`);
    }
  });

  it('records the campaign on the request that is rendered, so a page that redirects again still keeps it', async () => {
    const response = await proxy(request('/en/paris?utm_source=google&coupon=X', { cookie: 'currency=1; CONSENT=accepted' }));
    expect(rewrittenTo(response)).toBe('https://www.opentoptours.example/worldwide/en/resolve/paris?utm_source=google&coupon=X');
    expect(setCookies(response).map((c) => c.split('=')[0])).toEqual(expect.arrayContaining(['__utm__', 'track__utm', 'voucher']));
  });

  it('rewrites a page to its route under the site of the Host, localised slugs to their folder', async () => {
    expect(rewrittenTo((await proxy(request('/fr/panier-achats', { host: 'paris.localhost:3000' }))))).toBe(
      'https://www.opentoptours.example/paris/fr/basket',
    );
    expect(rewrittenTo((await proxy(request('/en/home'))))).toBe('https://www.opentoptours.example/worldwide/en/home');
    expect(rewrittenTo((await proxy(request('/en/41/paris', { host: 'london.localhost' }))))).toBe('https://www.opentoptours.example/london/en/41/paris');
  });

  it("never serves a site's internal route by its own path", async () => {
    // `/paris/en/home` is not a language path: it is sent to a language, where it is not found.
    const response = await proxy(request('/paris/en/home'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('https://www.opentoptours.example/en/paris/en/home');
  });

  it('sets the currency and country from the browser language on a first visit', async () => {
    const response = await proxy(request('/en/home', { 'accept-language': 'en-GB,en;q=0.9' }));
    expect(setCookies(response)).toEqual(['currency=2', 'country=GB']);
    // A response that sets a visitor's cookies is theirs alone; the rest may be shared.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await proxy(request('/en/home', { cookie: 'currency=1' }))).headers.get('cache-control')).toBeNull();
    expect(setCookies((await proxy(request('/en/home', { cookie: 'currency=1' }))))).toEqual([]);
  });

  it('stores campaign and A/B cookies only with consent, the coupon always', async () => {
    const without = setCookies((await proxy(request('/en/home?utm_source=newsletter&coupon=SPRING', { cookie: 'currency=1' }))));
    expect(without).toEqual(['voucher=SPRING']);
    const withConsent = setCookies((await proxy(request('/en/home?utm_source=newsletter&coupon=SPRING', { cookie: 'currency=1; CONSENT=accepted' }))));
    expect(withConsent.map((c) => c.split('=')[0])).toEqual(
      expect.arrayContaining(['AB_TRUSTPILOT', 'AB_STRATEGY_CALENDAR', 'AB_MAP_DISPLAY', 'AB_PACKAGE_MOBILE', '__utm__', 'track__utm', 'voucher']),
    );
  });

  it('takes the country, and from it the currency, from the address when the browser language says nothing', async () => {
    const noLanguage = await proxy(request('/en/home', { 'x-forwarded-for': '81.2.69.160, 10.0.0.1' }));
    expect(setCookies(noLanguage)).toEqual(['currency=2', 'country=GB']);
    const otherLanguage = await proxy(request('/en/home', { 'accept-language': 'ja', 'x-forwarded-for': '2a00:1450:4001:81a::200e' }));
    expect(setCookies(otherLanguage)).toEqual(['currency=1', 'country=DE']);
    // The language decides when it can; the address then only tells the country.
    expect(setCookies(await proxy(request('/en/home', { 'accept-language': 'en-US', 'x-forwarded-for': '81.2.69.160' })))).toEqual(['currency=3', 'country=US']);
    expect(setCookies(await proxy(request('/en/home', { 'accept-language': 'fr', 'x-forwarded-for': '81.2.69.160' })))).toEqual(['currency=1', 'country=GB']);
    // No country anywhere: dollars, and no country cookie.
    expect(setCookies(await proxy(request('/en/home', { 'x-forwarded-for': '10.0.0.1' })))).toEqual(['currency=3']);
  });

  it('keeps the A/B versions a visitor already has', async () => {
    const cookies = setCookies((await proxy(request('/en/home', { cookie: 'currency=1; CONSENT=accepted; AB_MAP_DISPLAY=B' }))));
    expect(cookies.filter((c) => c.startsWith('AB_MAP_DISPLAY'))).toEqual([]);
    expect(cookies.some((c) => c.startsWith('AB_TRUSTPILOT='))).toBe(true);
  });
});
