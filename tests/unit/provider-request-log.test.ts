import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The provider's log lines, as JSON: the logger writes to this stream instead of stdout. */
const written = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@/lib/log', async () => {
  const { Writable } = await import('node:stream');
  const { createLogger } = await import('@/lib/log/logger');
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger({ LOG_LEVEL: 'info', INSTANCE_ID: 'provider-test' }, destination) };
});

import { createProviderApp } from '@/provider/api/app';

/** A provider whose database is down: liveness still answers, a catalogue call fails with a 500. */
const app = createProviderApp({ database: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432')), engine: 'postgresql' });
const call = (path: string, headers: Record<string, string> = {}) => app.fetch(new Request(`http://test/api/v2${path}`, { headers }));

beforeEach(() => void (written.length = 0));

describe('the provider’s request log', () => {
  it('answers the caller’s request id and logs the request once, by route pattern, without ids or the query', async () => {
    const response = await call('/product/4101/review?page=2&email=ana@example.com', { 'x-request-id': 'lb-42' });
    expect(response.headers.get('x-request-id')).toBe('lb-42');
    const requests = written.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      { level: 'info', time: expect.any(String), service: 'shop', instance: 'provider-test', requestId: 'lb-42', method: 'GET', route: '/api/v2/product/:id/review', status: response.status, ms: expect.any(Number), msg: 'request' },
    ]);
    expect(JSON.stringify(written)).not.toMatch(/ana@example|page=2|4101/);
  });

  it('gives a request without a sane id a new one, answered and logged', async () => {
    const response = await call('/health', { 'x-request-id': 'x'.repeat(65) });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(written.find((line) => line.msg === 'request')).toMatchObject({ requestId: id, route: '/api/v2/health', status: 200 });
  });

  it('logs a 5xx with its error under the same request id, and the request with its status', async () => {
    const response = await call('/location/top/slim?limit=5', { 'x-request-id': 'lb-500' });
    expect(response.status).toBe(500);
    const failure = written.find((line) => line.msg === 'Provider error');
    expect(failure).toMatchObject({ level: 'error', requestId: 'lb-500', route: '/api/v2/location/top/slim', err: { message: expect.stringContaining('ECONNREFUSED') } });
    expect(written.find((line) => line.msg === 'request')).toMatchObject({ requestId: 'lb-500', status: 500 });
  });
});
