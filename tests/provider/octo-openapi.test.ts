import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';
import { octoOn, resellerAgency, type Octo } from './octo-support';

let db: TestDatabase;
let octo: Octo;

beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
  octo = octoOn(providerOn(db.handle).deps);
});
afterAll(() => db.dispose());

it('serves its OpenAPI document without a key: every OCTO call, bearer auth, OCTO error shapes', async () => {
  const response = await octo('GET', '/openapi.json', null);
  expect(response.status, await response.clone().text()).toBe(200);
  const doc = (await response.json()) as {
    paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>;
    components: { securitySchemes: Record<string, { scheme: string }>; schemas: Record<string, unknown> };
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  expect(operations.sort()).toEqual(
    [
      'GET /api/octo/v1/supplier',
      'GET /api/octo/v1/products',
      'GET /api/octo/v1/products/{id}',
      'POST /api/octo/v1/availability/calendar',
      'POST /api/octo/v1/availability',
      'POST /api/octo/v1/bookings',
      'GET /api/octo/v1/bookings',
      'GET /api/octo/v1/bookings/{uuid}',
      'PATCH /api/octo/v1/bookings/{uuid}',
      'POST /api/octo/v1/bookings/{uuid}/extend',
      'POST /api/octo/v1/bookings/{uuid}/confirm',
      'POST /api/octo/v1/bookings/{uuid}/cancel',
    ].sort(),
  );
  expect(doc.components.securitySchemes.bearer!.scheme).toBe('bearer');
  for (const methods of Object.values(doc.paths)) {
    for (const operation of Object.values(methods)) {
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429', '500']));
      expect(operation.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['octo-capabilities', 'accept-language']));
    }
  }
  expect(doc.components.schemas).toHaveProperty('OctoError');
});

it('answers in OCTO error shapes: no key, an unknown call, a body that is no JSON or too large', async () => {
  const noKey = await octo('GET', '/nowhere', null);
  expect(noKey.status).toBe(401);
  expect(await noKey.json()).toMatchObject({ error: 'UNAUTHORIZED', errorMessage: expect.stringContaining('Bearer') });
  const { key } = await resellerAgency(db.handle.db);
  const missing = await octo('GET', '/nowhere', key);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ error: 'BAD_REQUEST', errorMessage: expect.stringContaining('/api/octo/v1/openapi.json') });
  const broken = await octo('POST', '/bookings', key, undefined, { 'content-type': 'application/json' });
  expect(broken.status).toBe(400);
  expect(await broken.json()).toMatchObject({ error: 'BAD_REQUEST' });
  const huge = await octo('POST', '/bookings', key, { notes: 'x'.repeat(70_000) });
  expect(huge.status).toBe(400);
  expect(await huge.json()).toMatchObject({ error: 'BAD_REQUEST', errorMessage: expect.stringContaining('KiB') });
  const nul = await octo('POST', '/bookings', key, { productId: 'a\u0000b' });
  expect(nul.status).toBe(400);
});
