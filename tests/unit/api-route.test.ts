import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiRoute } from '@/lib/api/api-route';
import { log } from '@/lib/log';
import { providerTimeoutMs } from '@/lib/api/provider-timeout';
import { MAX_BODY_BYTES } from '@/provider/api/body-limit';
import { ErrorSchema } from '@/provider/api/contract/errors';

/** A provider on 127.0.0.1 that echoes what it got, or never answers `/hang`. */
let provider: Server;
let base: string;
const received: { path: string; body: string }[] = [];

beforeAll(async () => {
  provider = createServer((request: IncomingMessage, response) => {
    if (request.url?.startsWith('/api/v2/hang')) return; // never answers
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ got: body.length }));
    });
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/v2`;
});
afterAll(() => {
  provider.closeAllConnections();
  provider.close();
});

const unused = () => {
  throw new Error('the embedded provider is not used with PROVIDER_API_URL');
};
const route = (timeoutMs = 5_000) => createApiRoute({ embedded: unused, external: base, timeoutMs });
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://shop/api/v2${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

/** A body sent in chunks, without a Content-Length. */
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.subarray(at, at + 8192));
      controller.close();
    },
  });

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(ErrorSchema.parse(await response.json()).error).toBe(code);
}

describe('the /api/v2 pass-through to PROVIDER_API_URL', () => {
  it('passes bodies within the limit on', async () => {
    const response = await route()(post('/subscriber/subscribe', JSON.stringify({ email: 'ana@example.com' })));
    expect(response.status).toBe(200);
    expect(received.at(-1)).toEqual({ path: '/api/v2/subscriber/subscribe', body: '{"email":"ana@example.com"}' });
  });

  it('answers 504 in the error shape when the provider does not answer in time', async () => {
    const logged = vi.spyOn(log, 'error');
    await expectError(await route(200)(new Request('http://shop/api/v2/hang')), 504, 'GATEWAY_TIMEOUT');
    expect(logged).toHaveBeenCalledWith({ method: 'GET', path: '/api/v2/hang' }, expect.stringContaining('did not answer within 200 ms'));
    logged.mockRestore();
  });

  it('answers 502 in the error shape when the provider cannot be reached', async () => {
    const logged = vi.spyOn(log, 'error');
    const closed = createApiRoute({ embedded: unused, external: 'http://127.0.0.1:9/api/v2', timeoutMs: 5_000 });
    await expectError(await closed(new Request('http://shop/api/v2/location/41')), 502, 'BAD_GATEWAY');
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining('unreachable'));
    logged.mockRestore();
  });

  it('refuses a body over the limit with 413 and never sends it on, with or without a Content-Length', async () => {
    const before = received.length;
    const big = JSON.stringify({ email: 'ana@example.com', firstName: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(await route()(post('/subscriber/subscribe', big, { 'content-length': String(big.length) })), 413, 'PAYLOAD_TOO_LARGE');
    await expectError(await route()(post('/subscriber/subscribe', streamOf(big))), 413, 'PAYLOAD_TOO_LARGE');
    expect(received.length).toBe(before);
  });
});

describe('the embedded provider behind /api/v2', () => {
  it('gets a guest cookie that does not decode as a bearer token it can refuse, not a failure', async () => {
    const seen: (string | null)[] = [];
    const embedded = createApiRoute({ embedded: (request) => (seen.push(request.headers.get('authorization')), new Response('{}', { status: 401 })), timeoutMs: 5_000 });
    for (const cookie of ['guest_session=%zz', 'guest_session=%F0%9F%9A%8C']) {
      const response = await embedded(new Request('http://shop/api/v2/transaction/sale', { headers: { cookie } }));
      // The 401 clears the unreadable cookie.
      expect(response.headers.getSetCookie()).toContain('guest_session=; Path=/; Max-Age=0; SameSite=Lax');
    }
    expect(seen).toEqual(['Bearer %zz', 'Bearer %F0%9F%9A%8C']);
  });
});

describe('PROVIDER_TIMEOUT_MS', () => {
  it('is read in milliseconds, 10 s when unset or not a positive number', () => {
    expect(providerTimeoutMs({ PROVIDER_TIMEOUT_MS: '2500' })).toBe(2500);
    for (const value of [undefined, '', 'soon', '-5', '0']) expect(providerTimeoutMs({ PROVIDER_TIMEOUT_MS: value })).toBe(10_000);
  });
});
