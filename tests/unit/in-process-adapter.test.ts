import axios, { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { createInProcessAdapter, type FetchHandler } from '@/lib/api/in-process-adapter';

function clientFor(handler: FetchHandler) {
  const seen: Request[] = [];
  const client = axios.create({
    baseURL: 'http://provider.in-process/api/v2',
    adapter: createInProcessAdapter(async () => (request) => {
      seen.push(request.clone());
      return handler(request);
    }),
  });
  return { client, seen };
}

describe('the in-process transport', () => {
  it('hands the handler a real Request with the path, query and headers', async () => {
    const { client, seen } = clientFor(() => Response.json({ ok: true }));
    await client.get('location/top/slim', { params: { limit: 5, query: 'são paulo' }, headers: { 'x-language': 'es' } });
    const request = seen[0]!;
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v2/location/top/slim');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('query')).toBe('são paulo');
    expect(request.headers.get('x-language')).toBe('es');
  });

  it('round-trips JSON as text, parsed by axios like a network response', async () => {
    const { client } = clientFor(() => new Response('{"id":41,"name":"Paris"}', { headers: { 'content-type': 'application/json' } }));
    const response = await client.get('anything');
    expect(response.data).toEqual({ id: 41, name: 'Paris' });
    expect(response.headers['content-type']).toBe('application/json');
  });

  it('sends a request body as JSON', async () => {
    const { client, seen } = clientFor(() => Response.json({}, { status: 201 }));
    const response = await client.post('transaction/addToCart', { productId: 7 });
    expect(response.status).toBe(201);
    expect(await seen[0]!.json()).toEqual({ productId: 7 });
    expect(seen[0]!.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('rejects non-2xx answers with an AxiosError that carries the response', async () => {
    const { client } = clientFor(() => Response.json({ error: 'NOT_FOUND', message: 'No such city' }, { status: 404 }));
    const failure = await client.get('location/999').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AxiosError);
    expect((failure as AxiosError).response?.status).toBe(404);
    expect((failure as AxiosError).response?.data).toEqual({ error: 'NOT_FOUND', message: 'No such city' });
  });
});
