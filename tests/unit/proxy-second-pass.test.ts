import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

// The standalone server runs the proxy again on the path it rewrote a page to (vercel/next.js#95528).
const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(new URL(path, 'https://www.opentoptours.example'), { headers });

describe('the proxy run again on its own rewrite', () => {
  it('lets the marked rewrite through instead of routing /{site}/{lang}/… once more', async () => {
    const first = await proxy(request('/en/home'));
    expect(first.headers.get('x-middleware-rewrite')).toBe('https://www.opentoptours.example/worldwide/en/home');
    const token = first.headers.get('x-middleware-request-x-shop-routed');
    expect(token).toMatch(/^[0-9a-f-]{36}$/);

    const second = await proxy(request('/worldwide/en/home', { 'x-shop-routed': token! }));
    expect(second.headers.get('x-middleware-next')).toBe('1');
    expect(second.headers.get('location')).toBeNull();
  });

  it('routes a visitor who sends the header with any other value like everyone else', async () => {
    const spoofed = await proxy(request('/worldwide/en/home', { 'x-shop-routed': '00000000-0000-4000-8000-000000000000' }));
    expect(spoofed.status).toBe(307);
    expect(spoofed.headers.get('location')).toBe('https://www.opentoptours.example/en/worldwide/en/home');
  });
});
