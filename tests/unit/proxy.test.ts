import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'https://www.opentoptours.example'), { headers });
}

const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');
const setCookies = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');

describe('proxy', () => {
  it('answers / with a 301 to /en/home, and the stored language when there is one', () => {
    const response = proxy(request('/'));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://www.opentoptours.example/en/home');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(proxy(request('/', { cookie: 'language=de' })).headers.get('location')).toMatch(/\/de\/home$/);
  });

  it('keeps the query string through a redirect, so campaign parameters survive', () => {
    const location = proxy(request('/?utm_source=gmb&coupon=SPRING')).headers.get('location');
    expect(location).toBe('https://www.opentoptours.example/en/home?utm_source=gmb&coupon=SPRING');
  });

  it('rewrites a page to its route under the site of the Host, localised slugs to their folder', () => {
    expect(rewrittenTo(proxy(request('/fr/panier-achats', { host: 'paris.localhost:3000' })))).toBe(
      'https://www.opentoptours.example/paris/fr/basket',
    );
    expect(rewrittenTo(proxy(request('/en/home')))).toBe('https://www.opentoptours.example/worldwide/en/home');
    expect(rewrittenTo(proxy(request('/en/41/paris', { host: 'london.localhost' })))).toBe('https://www.opentoptours.example/london/en/41/paris');
  });

  it("never serves a site's internal route by its own path", () => {
    // `/paris/en/home` is not a language path: it is sent to a language, where it is not found.
    const response = proxy(request('/paris/en/home'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('https://www.opentoptours.example/en/paris/en/home');
  });

  it('sets the currency and country from the browser language on a first visit', () => {
    const response = proxy(request('/en/home', { 'accept-language': 'en-GB,en;q=0.9' }));
    expect(setCookies(response)).toEqual(['currency=2', 'country=GB']);
    // A response that sets a visitor's cookies is theirs alone; the rest may be shared.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(proxy(request('/en/home', { cookie: 'currency=1' })).headers.get('cache-control')).toBeNull();
    expect(setCookies(proxy(request('/en/home', { cookie: 'currency=1' })))).toEqual([]);
  });

  it('stores campaign and A/B cookies only with consent, the coupon always', () => {
    const without = setCookies(proxy(request('/en/home?utm_source=newsletter&coupon=SPRING', { cookie: 'currency=1' })));
    expect(without).toEqual(['voucher=SPRING']);
    const withConsent = setCookies(proxy(request('/en/home?utm_source=newsletter&coupon=SPRING', { cookie: 'currency=1; CONSENT=accepted' })));
    expect(withConsent.map((c) => c.split('=')[0])).toEqual(
      expect.arrayContaining(['AB_TRUSTPILOT', 'AB_STRATEGY_CALENDAR', 'AB_MAP_DISPLAY', 'AB_PACKAGE_MOBILE', '__utm__', 'track__utm', 'voucher']),
    );
  });

  it('keeps the A/B versions a visitor already has', () => {
    const cookies = setCookies(proxy(request('/en/home', { cookie: 'currency=1; CONSENT=accepted; AB_MAP_DISPLAY=B' })));
    expect(cookies.filter((c) => c.startsWith('AB_MAP_DISPLAY'))).toEqual([]);
    expect(cookies.some((c) => c.startsWith('AB_TRUSTPILOT='))).toBe(true);
  });
});
