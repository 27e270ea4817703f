import { describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { createProviderApp } from '@/provider/api/app';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { HealthSchema, ReadinessSchema } from '@/provider/api/contract/health';
import { MAX_BODY_BYTES } from '@/provider/api/body-limit';

/** A provider whose database is down: nothing it answers may carry internals. */
function providerWithBrokenDatabase() {
  const failure = new Error('connect ECONNREFUSED 10.0.0.7:5432 (password=hunter2)');
  return createProviderApp({ database: () => Promise.reject(failure), engine: 'postgresql' });
}

const call = (path: string, init?: RequestInit) =>
  providerWithBrokenDatabase().fetch(new Request(`http://test${path}`, init));

/** A body sent in chunks, without a Content-Length. */
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.subarray(at, at + 8192));
      controller.close();
    },
  });

describe('provider errors', () => {
  it('answers an unknown route with a 404 in the contract’s JSON', async () => {
    for (const path of ['/api/v2/no/such/route', '/api/v2', '/api/v2/location/top/slim/extra']) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(ErrorSchema.parse(await response.json()).error).toBe('NOT_FOUND');
    }
  });

  it('never repeats the path of an unknown route', async () => {
    const response = await call('/api/v2/location/<script>alert(1)</script>/x');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/script|alert|location/);
  });

  it('answers a method a route lacks with 405, the methods it takes in Allow', async () => {
    for (const [path, method, allow] of [
      ['/api/v2/location/top/slim', 'DELETE', 'GET, HEAD'],
      ['/api/v2/location/41', 'PROPFIND', 'GET, HEAD'],
      ['/api/v2/coupon/apply', 'PUT', 'DELETE, POST'],
      ['/api/v2/sale/delete/7', 'PATCH', 'DELETE, POST'],
    ] as const) {
      const response = await call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(ErrorSchema.parse(await response.json()).error).toBe('METHOD_NOT_ALLOWED');
    }
  });

  it('turns a failure inside a route into a 500 without a stack trace or the cause', async () => {
    const logged = vi.spyOn(log, 'error');
    const response = await call('/api/v2/location/top/slim?limit=5');
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = ErrorSchema.parse(JSON.parse(text));
    expect(body.error).toBe('INTERNAL');
    expect(text).not.toMatch(/ECONNREFUSED|hunter2|\bat \S+ \(|\.ts:\d+/);
    // The cause is kept for the operator, in the server log.
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error), route: '/api/v2/location/top/slim' }), 'Provider error');
    logged.mockRestore();
  });

  it('still validates input before touching the database', async () => {
    const response = await call('/api/v2/location/top/slim?limit=abc');
    expect(response.status).toBe(400);
  });

  it('refuses database integers of 2³¹ or more as bad ids before any query', async () => {
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    for (const [path, init] of [
      ['/api/v2/product/top?scope=2147483648', undefined],
      ['/api/v2/location/top/slim?scope=2147483648', undefined],
      ['/api/v2/status/data?statusType=product&id=2147483648', undefined],
      ['/api/v2/payments/methods?currencyId=1&locale=en&amount=100&countryId=2147483648', undefined],
      ['/api/v2/sale/7/upselling?toOptionId=2147483648', undefined],
      ['/api/v2/media/product/2147483648.svg', undefined],
      ['/api/v2/subscriber/subscribe', { ...json, body: JSON.stringify({ email: 'ana@example.com', countryId: 2147483648 }) }],
    ] as const) {
      const response = await call(path, init);
      expect(response.status, path).toBe(400);
      expect(ErrorSchema.parse(await response.json()).error).toBe('BAD_REQUEST');
    }
  });

  it('refuses text with a NUL character, which the database cannot store, before any query', async () => {
    const post = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
    for (const [path, init] of [
      ['/api/v2/location/search?text=a%00b', undefined],
      ['/api/v2/subscriber/subscribe', post(JSON.stringify({ email: 'ana@example.com', firstName: 'A\\\u0000' }))],
      ['/api/v2/contact/sendEnquiry', post(JSON.stringify({ name: 'a\u0000b' }))],
    ] as const) {
      const response = await call(path, init);
      expect(response.status, path).toBe(400);
      expect(ErrorSchema.parse(await response.json()).message).toContain('NUL');
    }
  });

  it('refuses an idempotency key that is too long or holds control characters, before any query', async () => {
    const enquiry = JSON.stringify({ name: 'Ana', email: 'ana@example.com', city: 'Paris', queryType: 'information', message: 'Hello' });
    for (const key of ['k'.repeat(101), 'abc\u0001defghij', 'abc\tdefghij']) {
      const response = await call('/api/v2/contact/sendEnquiry', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: enquiry });
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(ErrorSchema.parse(await response.json()).message).toContain('idempotency-key');
    }
  });

  it('reads an escaped backslash before u0000 as text, not as a NUL', async () => {
    const body = JSON.stringify({ email: 'ana@example.com', firstName: 'A\\u0000' });
    const response = await call('/api/v2/subscriber/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    // Past the check, it reaches the (broken) database.
    expect(response.status).toBe(500);
  });

  it('refuses a body over the limit with 413 before reading it, with or without a Content-Length', async () => {
    const big = JSON.stringify({ email: 'ana@example.com', firstName: 'x'.repeat(MAX_BODY_BYTES) });
    const sized = await call('/api/v2/subscriber/subscribe', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big });
    expect(sized.status).toBe(413);
    expect(ErrorSchema.parse(await sized.json()).error).toBe('PAYLOAD_TOO_LARGE');
    const chunked = await call('/api/v2/subscriber/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: streamOf(big), duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(ErrorSchema.parse(await chunked.json()).error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gives Adyen notifications more room than other bodies', async () => {
    const batch = JSON.stringify({ live: 'false', notificationItems: [], padding: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await call('/api/v2/payments/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: streamOf(batch), duplex: 'half' } as RequestInit);
    // Read, then refused because Adyen is not configured: not 413.
    expect(response.status).toBe(404);
  });

  it('stays alive with an unreachable database, and names it on readiness', async () => {
    const live = await call('/api/v2/health');
    expect(live.status).toBe(200);
    expect(HealthSchema.parse(await live.json())).toEqual({ status: 'ok', database: 'postgresql', schemaVersion: null, schemaMigration: null, pendingMigrations: null });
    const ready = await call('/api/v2/health?ready=1');
    expect(ready.status).toBe(503);
    expect(ReadinessSchema.parse(await ready.json()).checks).toMatchObject({ database: 'failed', migrations: 'unknown' });
  });
});
