import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'https://www.opentoptours.example'), { headers });
}

/** The request headers a proxied response hands to the page that renders it. */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);
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

  it('rewrites a localised slug to its route and tells the page which site it is on', () => {
    const response = proxy(request('/fr/panier-achats', { host: 'paris.localhost:3000' }));
    expect(response.headers.get('x-middleware-rewrite')).toBe('https://www.opentoptours.example/fr/basket');
    expect(forwarded(response, 'x-shop-site')).toBe('paris');
  });

  it('ignores a site header a visitor sends', () => {
    const response = proxy(request('/en/home', { 'x-shop-site': 'london' }));
    expect(forwarded(response, 'x-shop-site')).toBe('worldwide');
  });

  it('sets the currency and country from the browser language on a first visit', () => {
    const response = proxy(request('/en/home', { 'accept-language': 'en-GB,en;q=0.9' }));
    expect(setCookies(response)).toEqual(['currency=2', 'country=GB']);
    // The page rendering this request already sees them.
    expect(forwarded(response, 'cookie')).toContain('currency=2');
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

  it('hands the A/B versions to the page', () => {
    const response = proxy(request('/en/home', { cookie: 'currency=1; CONSENT=accepted; AB_MAP_DISPLAY=B' }));
    expect(JSON.parse(forwarded(response, 'x-shop-experiments') ?? '{}')).toMatchObject({ MAP_DISPLAY: 'B', TRUSTPILOT: 'A' });
  });
});
