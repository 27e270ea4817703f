import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

function request(path: string, cookie?: string) {
  return new NextRequest(new URL(path, 'https://shop.example'), {
    headers: cookie ? { cookie } : undefined,
  });
}

describe('proxy: the root rule', () => {
  it('answers / with a 301 to /en/home by default', () => {
    const response = proxy(request('/'));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://shop.example/en/home');
  });

  it('uses the stored language cookie', () => {
    expect(proxy(request('/', 'language=de')).headers.get('location')).toBe('https://shop.example/de/home');
    expect(proxy(request('/', 'language=us')).headers.get('location')).toBe('https://shop.example/en-us/home');
  });

  it('ignores a tampered cookie', () => {
    expect(proxy(request('/', 'language=../../evil')).headers.get('location')).toBe('https://shop.example/en/home');
  });

  it('keeps the query string, so campaign parameters survive the redirect', () => {
    const location = proxy(request('/?utm_source=gmb&coupon=SPRING')).headers.get('location');
    expect(location).toBe('https://shop.example/en/home?utm_source=gmb&coupon=SPRING');
  });

  it('tells browsers not to reuse the cookie-dependent redirect blindly', () => {
    expect(proxy(request('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('lets other paths through', () => {
    for (const path of ['/en/home', '/fr/41/paris', '/en/nowhere']) {
      const response = proxy(request(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
    }
  });
});
