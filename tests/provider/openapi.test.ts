import { describe, expect, it } from 'vitest';
import { createProviderApp } from '@/provider/api/app';
import { API_HEADERS } from '@/provider/api/contract/headers';

const app = createProviderApp({ database: () => Promise.reject(new Error('unused')), engine: 'pglite' });

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
}

async function document(): Promise<OpenApiDocument> {
  const response = await app.fetch(new Request('http://test/api/v2/openapi.json'));
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

/** Hono's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /api/v2/openapi.json', () => {
  it('documents every route the provider serves', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const served = app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.endsWith('/openapi.json'))
      .map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(served.length).toBeGreaterThan(0);
    expect(new Set(documented)).toEqual(new Set(served));
  });

  it('documents the language and currency headers on every operation with localised data', async () => {
    const doc = await document();
    // Pictures are the same in every language and currency; vouchers, ticket checks and wallet passes are in the booking's language; gateways notify in none; the operator's job queue is for staff; API keys are names and dates.
    const unlocalised = [
      '/api/v2/agent/api-keys',
      '/api/v2/agent/api-keys/{id}',
      '/api/v2/operator/jobs',
      '/api/v2/operator/jobs/{id}/retry',
      '/api/v2/transaction/voucher',
      '/api/v2/payments/notifications',
      '/api/v2/ticket/{code}/check',
      '/api/v2/ticket/{code}/wallet/apple',
      '/api/v2/ticket/{code}/wallet/google',
    ];
    const localised = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/v2/media/') && !unlocalised.includes(path));
    expect(localised.length).toBeGreaterThan(30);
    for (const [, operations] of localised) {
      for (const operation of Object.values(operations)) {
        const headers = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
        expect(headers).toEqual(expect.arrayContaining([API_HEADERS.language, API_HEADERS.currency]));
      }
    }
  });

  it('documents the campaign headers on product calls', async () => {
    const doc = await document();
    const headers = (doc.paths['/api/v2/product/{id}']?.get?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining([API_HEADERS.utmTerm, API_HEADERS.utmSource]));
  });

  it('documents the error responses of the top locations call', async () => {
    const doc = await document();
    const operation = doc.paths['/api/v2/location/top/slim']?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '500']));
  });
});
