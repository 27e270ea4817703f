import { describe, expect, it } from 'vitest';
import { createApiRoute } from '@/lib/api/api-route';
import { createProviderApp } from '@/provider/api/app';

/**
 * CORS on /api/v2 (ADR 0020): the shop's sites may call it from their pages; a foreign origin
 * gets no CORS header; calls without an Origin (Adyen's notifications, servers) are as before.
 * None of these calls needs the database.
 */
const app = createProviderApp({ database: () => Promise.reject(new Error('no database in this test')), engine: 'pglite' });
const call = (path: string, init?: RequestInit) => app.fetch(new Request(`http://shop.test/api/v2${path}`, init));

const SHOP = 'https://paris.opentoptours.example';
const FOREIGN = 'https://evil.example';
const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

const preflight = (origin: string) =>
  call('/transaction/addToCart', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key, x-language, x-currency' },
  });

describe('CORS preflight', () => {
  it('answers a shop site’s with 204, its origin, credentials, the methods and headers the shop sends, and how long to keep it', async () => {
    const response = await preflight(SHOP);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'idempotency-key', 'x-language', 'x-currency', 'x-booking-token', 'authorization']));
    expect(allowed).not.toContain('x-operator-key');
    expect(response.headers.get('access-control-max-age')).toBe('7200');
    expect(response.headers.get('vary')).toContain('Origin');
    expect(await response.text()).toBe('');
  });

  it('gives a foreign origin no CORS header: the browser then refuses to send the call', async () => {
    const response = await preflight(FOREIGN);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.status).toBe(405);
  });

  it('leaves an OPTIONS that is no preflight to the routes, as before', async () => {
    const response = await call('/transaction/addToCart', { method: 'OPTIONS', headers: { origin: SHOP } });
    expect(response.status).toBe(405);
  });
});

describe('CORS on answers', () => {
  it('lets a shop site read the answer, errors included, with credentials', async () => {
    for (const [path, status] of [['/openapi.json', 200], ['/no/such/route', 404]] as const) {
      const response = await call(path, { headers: { origin: SHOP } });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('access-control-allow-origin'), path).toBe(SHOP);
      expect(response.headers.get('access-control-allow-credentials'), path).toBe('true');
      expect(response.headers.get('access-control-expose-headers'), path).toBe('retry-after');
      expect(response.headers.get('vary'), path).toContain('Origin');
    }
  });

  it('gives a foreign origin the same answer without any CORS header', async () => {
    const response = await call('/openapi.json', { headers: { origin: FOREIGN } });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('leaves calls without an Origin (Adyen’s notifications, servers) as they were', async () => {
    const notification = await call('/payments/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const foreign = await call('/payments/notifications', { method: 'POST', headers: { 'content-type': 'application/json', origin: FOREIGN }, body: '{}' });
    expect(notification.status).toBe(404);
    expect(corsHeaders(notification)).toEqual([]);
    expect([foreign.status, await foreign.json()]).toEqual([notification.status, await notification.json()]);
  });

  it('reach the browser through the shop’s /api/v2 route', async () => {
    const route = createApiRoute({ embedded: (request) => app.fetch(request), timeoutMs: 1000 });
    const request = (init: RequestInit) => new Request('https://paris.opentoptours.example/api/v2/transaction/addToCart', { ...init, headers: { host: 'paris.opentoptours.example', ...init.headers } });
    const answer = await route(request({ method: 'OPTIONS', headers: { origin: SHOP, 'access-control-request-method': 'POST' } }));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(corsHeaders(await route(request({ method: 'OPTIONS', headers: { origin: FOREIGN, 'access-control-request-method': 'POST' } })))).toEqual([]);
  });
});
