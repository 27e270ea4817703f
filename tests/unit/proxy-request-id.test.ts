import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(new URL(path, 'https://www.opentoptours.example'), { headers });
/** The request header the rendered page sees (NextResponse's request-header override). */
const forwarded = (response: Response) => response.headers.get('x-middleware-request-x-request-id');

describe('the proxy’s request id', () => {
  it('keeps the balancer’s id, on the request the page renders and on the answer', async () => {
    const response = await proxy(request('/en/home', { 'x-request-id': 'lb-1', cookie: 'currency=1', 'accept-language': 'fr' }));
    expect(response.headers.get('x-middleware-rewrite')).toContain('/worldwide/en/home');
    expect(forwarded(response)).toBe('lb-1');
    expect(response.headers.get('x-request-id')).toBe('lb-1');
    // The page still gets the visitor's other headers.
    expect(response.headers.get('x-middleware-request-accept-language')).toBe('fr');
  });

  it('makes one when the balancer sent none or an odd one', async () => {
    for (const headers of [{}, { 'x-request-id': 'x'.repeat(65) }, { 'x-request-id': 'a b' }] as Record<string, string>[]) {
      const response = await proxy(request('/en/home', headers));
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(forwarded(response)).toBe(id);
    }
  });

  it('answers it on redirects and on the site files too', async () => {
    expect((await proxy(request('/', { 'x-request-id': 'lb-2' }))).headers.get('x-request-id')).toBe('lb-2');
    const sitemap = await proxy(request('/sitemap.xml', { 'x-request-id': 'lb-3' }));
    expect(forwarded(sitemap)).toBe('lb-3');
    expect(sitemap.headers.get('x-request-id')).toBe('lb-3');
  });
});
