import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessAdapter } from '@/lib/api/in-process-adapter';
import { createHttpClient } from '@/lib/api/http';
import { getTopLocations } from '@/lib/api/locations';
import { apiGet } from '@/lib/api/request';
import { TopLocationSlimListSchema } from '@/provider/api/contract/locations';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let provider: ReturnType<typeof providerOn>;

/** The shop's client wired to this file's provider, in process (as with PROVIDER_API_URL unset). */
function inProcess() {
  return axios.create({
    baseURL: 'http://provider.in-process/api/v2',
    adapter: createInProcessAdapter(async () => (request) => provider.app.fetch(request)),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  provider = providerOn(database.handle);
});
afterAll(() => database.dispose());

describe('the typed client against the embedded provider', () => {
  it('returns top locations with their localised page URLs', async () => {
    const result = await getTopLocations(inProcess(), { limit: 2 }, { language: 'it' });
    expect(result).toEqual({
      ok: true,
      data: [
        { id: 41, name: 'Parigi', href: '/it/41/parigi' },
        { id: 95, name: 'Londra', href: '/it/95/londra' },
      ],
    });
  });

  it('sends US English as `us` and links to the en-us pages', async () => {
    const result = await getTopLocations(inProcess(), { limit: 1 }, { language: 'en-us' });
    expect(result).toEqual({ ok: true, data: [{ id: 41, name: 'Paris', href: '/en-us/41/paris' }] });
  });

  it('returns a provider error as a value with its kind, status and code', async () => {
    const result = await getTopLocations(inProcess(), { limit: 100_000 }, { language: 'en' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400, code: 'BAD_REQUEST' } });
  });

  it('reports a response of the wrong shape as a validation failure', async () => {
    const result = await apiGet(inProcess(), TopLocationSlimListSchema, 'health', { context: { language: 'en' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });
});

describe('the typed client over HTTP (PROVIDER_API_URL)', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    // A stand-in for an external provider: the same app behind a real socket.
    server = createServer(async (req, res) => {
      const body = await provider.app.fetch(
        new Request(`http://${req.headers.host}${req.url}`, { headers: req.headers as Record<string, string> }),
      );
      res.writeHead(body.status, Object.fromEntries(body.headers));
      res.end(await body.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('talks to the configured provider over the network', async () => {
    const client = createHttpClient({ PROVIDER_API_URL: `${origin}/api/v2/` });
    const result = await apiGet(client, TopLocationSlimListSchema, 'location/top/slim', {
      params: { limit: 1 },
      context: { language: 'es' },
    });
    expect(result).toEqual({ ok: true, data: [{ id: 41, name: 'París', url: 'paris', lang: 'ES' }] });
  });

  it('reports an unreachable provider as a network failure', async () => {
    const client = createHttpClient({ PROVIDER_API_URL: 'http://127.0.0.1:9/api/v2' });
    const result = await apiGet(client, TopLocationSlimListSchema, 'location/top/slim', { context: { language: 'en' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});
