import { describe, expect, it, vi } from 'vitest';
import { createProviderApp } from '@/provider/api/app';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { HealthSchema } from '@/provider/api/contract/health';

/** A provider whose database is down: nothing it answers may carry internals. */
function providerWithBrokenDatabase() {
  const failure = new Error('connect ECONNREFUSED 10.0.0.7:5432 (password=hunter2)');
  return createProviderApp({ database: () => Promise.reject(failure), engine: 'postgresql' });
}

const call = (path: string, init?: RequestInit) =>
  providerWithBrokenDatabase().fetch(new Request(`http://test${path}`, init));

describe('provider errors', () => {
  it('answers an unknown route with a 404 in the contract’s JSON', async () => {
    for (const path of ['/api/v2/no/such/route', '/api/v2', '/api/v2/location/top/slim/extra']) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(ErrorSchema.parse(await response.json()).error).toBe('NOT_FOUND');
    }
  });

  it('answers a method a route lacks with the same 404 JSON', async () => {
    const response = await call('/api/v2/location/top/slim', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(ErrorSchema.parse(await response.json()).error).toBe('NOT_FOUND');
  });

  it('turns a failure inside a route into a 500 without a stack trace or the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('/api/v2/location/top/slim?limit=5');
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = ErrorSchema.parse(JSON.parse(text));
    expect(body.error).toBe('INTERNAL');
    expect(text).not.toMatch(/ECONNREFUSED|hunter2|\bat \S+ \(|\.ts:\d+/);
    // The cause is kept for the operator, in the server log.
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('still validates input before touching the database', async () => {
    const response = await call('/api/v2/location/top/slim?limit=abc');
    expect(response.status).toBe(400);
  });

  it('reports an unreachable database as unavailable on the health route', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('/api/v2/health');
    expect(response.status).toBe(503);
    expect(HealthSchema.parse(await response.json())).toMatchObject({ status: 'unavailable', database: 'postgresql' });
    log.mockRestore();
  });
});
