import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRequestGuard, oversizedBody, SHOP_METHODS, unroutable } from '@/lib/server/unroutable-requests';
import { MAX_BODY_BYTES, MAX_NOTIFICATION_BYTES } from '@/provider/api/body-limit';
import { ErrorSchema } from '@/provider/api/contract/errors';

describe('requests Next cannot route', () => {
  it('are methods no Request can carry, and API paths that do not decode', () => {
    for (const method of ['TRACE', 'track', 'CONNECT']) expect(unroutable(method, '/api/v2/location/41')?.status).toBe(405);
    for (const path of ['/api/v2/location/%', '/api/v2/location/%C0%AF', '/api/v2/product/%zz/review?page=1']) expect(unroutable('GET', path)?.status).toBe(400);
  });

  it('send an undecodable short link to the 404 page, and find no picture, map, feed or build file at one', () => {
    for (const path of ['/s/%ff', '/s/%', '/s/%C0%AF?x=1']) expect(unroutable('GET', path)).toEqual({ status: 307, location: '/en/404' });
    for (const path of ['/og/worldwide/en/location/%ff.png', '/og/%ff/en/location/41.png', '/maps/en/city/%ff', '/maps/%ff/city/41.svg', '/feeds/things-to-do/%ff/en.json', '/_next/static/%ff', '/favicon%ff.ico']) {
      expect(unroutable('GET', path)?.status, path).toBe(404);
    }
  });

  it('leave everything else to Next and the proxy', () => {
    for (const [method, url] of [
      ['GET', '/api/v2/location/41'],
      ['PROPFIND', '/api/v2/location/41'],
      ['GET', '/api/v2/location/search?text=%'],
      ['GET', '/en/%C0%AF'],
      ['GET', '/en/41/paris/%ff'],
      ['GET', '/s/abc'],
      ['GET', '/og/worldwide/en/location/41.png'],
    ] as const) {
      expect(unroutable(method, url), `${method} ${url}`).toBeNull();
    }
  });
});

describe('API bodies over the limit', () => {
  it('are those whose stated length is over the path\'s limit', () => {
    expect(oversizedBody('/api/v2/subscriber/subscribe', String(MAX_BODY_BYTES + 1))?.status).toBe(413);
    expect(oversizedBody('/api/v2/subscriber/subscribe', String(MAX_BODY_BYTES))).toBeNull();
    expect(oversizedBody('/api/v2/payments/notifications', String(MAX_BODY_BYTES + 1))).toBeNull();
    expect(oversizedBody('/api/v2/payments/notifications', String(MAX_NOTIFICATION_BYTES + 1))?.status).toBe(413);
    expect(oversizedBody('/en/home', String(MAX_NOTIFICATION_BYTES + 1))).toBeNull();
    expect(oversizedBody('/api/v2/subscriber/subscribe', undefined)).toBeNull();
  });
});

describe('the guard in front of the HTTP server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    installRequestGuard();
    server = createServer((_, response) => response.end('next'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; location?: string; body: string }>((done, fail) => {
      const request = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode ?? 0, allow: response.headers.allow, location: response.headers.location, body }));
      });
      request.on('error', fail);
      request.end();
    });

  it('answers a TRACE 405 and an undecodable API path 400, in the error shape', async () => {
    const trace = await send('TRACE', '/en/home');
    expect(trace.status).toBe(405);
    expect(trace.allow).toBe(SHOP_METHODS);
    expect(ErrorSchema.parse(JSON.parse(trace.body)).error).toBe('METHOD_NOT_ALLOWED');
    const odd = await send('GET', '/api/v2/location/%C0%AF');
    expect(odd.status).toBe(400);
    expect(ErrorSchema.parse(JSON.parse(odd.body)).error).toBe('BAD_REQUEST');
  });

  it('redirects an undecodable short link to the 404 page and answers a picture at one 404', async () => {
    const link = await send('GET', '/s/%ff');
    expect(link.status).toBe(307);
    expect(link.location).toBe('/en/404');
    const picture = await send('GET', '/og/worldwide/en/location/%ff.png');
    expect(picture.status).toBe(404);
    expect(ErrorSchema.parse(JSON.parse(picture.body)).error).toBe('NOT_FOUND');
  });

  it('refuses an oversized API body with 413 and keeps the connection serving the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (path: string, body: string) =>
      new Promise<{ status: number; body: string; socket: unknown }>((done, fail) => {
        const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode ?? 0, body: text, socket: request.socket }));
        });
        request.on('error', fail);
        request.end(body);
      });
    try {
      const big = await post('/api/v2/subscriber/subscribe', JSON.stringify({ email: 'a'.repeat(1024 * 1024) }));
      expect(big.status).toBe(413);
      expect(ErrorSchema.parse(JSON.parse(big.body)).error).toBe('PAYLOAD_TOO_LARGE');
      const next = await post('/api/v2/health', '{}');
      expect(next).toMatchObject({ status: 200, body: 'next' });
      expect(next.socket).toBe(big.socket);
    } finally {
      agent.destroy();
    }
  });

  it('lets other requests through to the server', async () => {
    expect(await send('GET', '/api/v2/location/41')).toMatchObject({ status: 200, body: 'next' });
  });
});
