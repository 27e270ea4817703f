import { expect, test, type APIResponse } from '@playwright/test';

// What Next itself sees before the provider does: odd paths, methods, cookies and bodies at
// the real server's /api/v2 get a 4xx in the provider's error shape, never a 500.

/** The contract's error shape: the code and a message, and the reason where the shop explains one (spec §8). */
async function expectError(response: APIResponse, status: number, code: string, reason?: string) {
  expect(response.status(), response.url()).toBe(status);
  const body = (await response.json()) as { error: string; message: string; reason?: string };
  expect(body).toEqual({ error: code, message: expect.any(String), ...(reason ? { reason } : {}) });
  return body;
}

test('an API path that does not decode is a 400 in the error shape', async ({ request, baseURL }) => {
  for (const path of ['/api/v2/location/%', '/api/v2/location/%C0%AF', '/api/v2/product/%zz/review']) {
    await expectError(await request.get(`${baseURL}${path}`), 400, 'BAD_REQUEST');
  }
});

test('TRACE is a 405 with Allow, on the API and on pages', async ({ request }) => {
  for (const path of ['/api/v2/location/top/slim', '/en/home']) {
    const response = await request.fetch(path, { method: 'TRACE' });
    await expectError(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers().allow).toContain('GET');
  }
  const other = await request.fetch('/api/v2/location/top/slim', { method: 'PATCH' });
  await expectError(other, 405, 'METHOD_NOT_ALLOWED');
  expect(other.headers().allow).toBe('GET, HEAD');
});

test('a guest cookie that does not decode reads the catalogue and ends the session, never a 500', async ({ request }) => {
  const headers = { cookie: 'guest_session=%zz' };
  expect((await request.get('/api/v2/location/top/slim?limit=1', { headers })).status()).toBe(200);
  const basket = await request.get('/api/v2/transaction/sale', { headers });
  await expectError(basket, 401, 'UNAUTHORIZED', 'SESSION_EXPIRED');
  expect(basket.headers()['set-cookie']).toContain('guest_session=; Path=/; Max-Age=0');
});

test('NUL characters, oversized bodies and unknown routes are refused without echoing the input', async ({ request }) => {
  await expectError(await request.get('/api/v2/location/search?text=a%00b'), 400, 'BAD_REQUEST');
  const subscribe = { email: 'ana@example.com', firstName: 'x'.repeat(100_000) };
  await expectError(await request.post('/api/v2/subscriber/subscribe', { data: subscribe }), 413, 'PAYLOAD_TOO_LARGE');
  const unknown = await expectError(await request.get('/api/v2/location/%3Cscript%3Ealert(1)%3C%2Fscript%3E/x'), 404, 'NOT_FOUND');
  expect(unknown.message).not.toContain('script');
});

test('pages with the same odd input answer a redirect or a 4xx, never a 5xx', async ({ request, baseURL }) => {
  const paths = [
    '/en/%',
    '/en/%zz',
    '/en/2147483648',
    '/en/-1/paris',
    '/en/1e99/paris/2147483648/x',
    '/en/41/paris/%F0%9F%9A%8C',
    '/en/41/paris/2147483648',
    '/en/2147483648/paris/4101',
    '/en/41/%00',
    '/en/contact?x=%',
    '/en/home?utm_source=%00&coupon=%C0%AF',
  ];
  for (const path of paths) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0, headers: { cookie: 'guest_session=%zz; currency=%' } });
    expect(response.status(), path).toBeGreaterThanOrEqual(200);
    expect(response.status(), path).toBeLessThan(500);
  }
});
