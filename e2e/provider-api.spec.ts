import { expect, test } from '@playwright/test';

test('the embedded provider reports its health over HTTP', async ({ request }) => {
  const response = await request.get('/api/v2/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite', pendingMigrations: 0 });
});

test('the provider answers bad input and unknown routes with JSON errors', async ({ request }) => {
  for (const limit of ['abc', '100000']) {
    const response = await request.get(`/api/v2/location/top/slim?limit=${limit}`);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'BAD_REQUEST', message: expect.stringContaining('limit') });
  }
  const unknown = await request.get('/api/v2/no/such/thing');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
});

test('the provider serves top locations in the requested language, and its OpenAPI document', async ({ request }) => {
  const top = await request.get('/api/v2/location/top/slim?limit=5', { headers: { 'x-language': 'it' } });
  expect(top.status()).toBe(200);
  const locations = (await top.json()) as { name: string }[];
  expect(locations).toHaveLength(5);
  expect(locations[0]).toEqual({ id: 41, name: 'Parigi', url: 'parigi', lang: 'IT' });

  const doc = await request.get('/api/v2/openapi.json');
  expect(doc.status()).toBe(200);
  expect(Object.keys((await doc.json()).paths)).toContain('/api/v2/location/top/slim');
});
