import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markShuttingDown } from '@/lib/lifecycle/state';
import { log } from '@/lib/log';
import { HealthSchema, ReadinessSchema } from '@/provider/api/contract/health';
import journal from '@/provider/db/migrations/meta/_journal.json';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());
// Redis only where a test sets it, whatever the machine running the tests has.
beforeEach(() => vi.stubEnv('REDIS_URL', ''));
afterEach(() => vi.unstubAllEnvs());

/** A stand-in Redis on 127.0.0.1 that answers every command with PONG and remembers their names. */
async function fakeRedis() {
  const commands: string[] = [];
  const server = createServer((socket) =>
    socket.on('data', (chunk: Buffer) => {
      // Each command is a RESP array: `*<n>`, then `$<length>` and the name.
      for (const [, name] of chunk.toString().matchAll(/^\*\d+\r\n\$\d+\r\n([^\r]+)/gm)) {
        commands.push(name!.toUpperCase());
        socket.write('+PONG\r\n');
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `redis://127.0.0.1:${port}`, commands, close: () => new Promise((resolve) => server.close(resolve)) };
}

const ready = async (call: (path: string) => Response | Promise<Response>) => {
  const response = await call('/api/v2/health?ready=1');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: ReadinessSchema.parse(await response.json()) };
};

describe('GET /api/v2/health?ready=1', () => {
  it('is ready when the database answers and is migrated; Redis is not configured without REDIS_URL', async () => {
    expect(await ready(providerOn(database.handle).call)).toEqual({
      status: 200,
      body: { ready: true, shuttingDown: false, checks: { database: 'ok', migrations: 'ok', redis: 'not configured' } },
    });
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const { call } = providerOn(database.handle, undefined, { database: () => Promise.reject(new Error('connect ECONNREFUSED')) });
    expect(await ready(call)).toEqual({ status: 503, body: { ready: false, shuttingDown: false, checks: { database: 'failed', migrations: 'unknown', redis: 'not configured' } } });
  });

  it('answers 503 naming the database when it does not answer a query', async () => {
    const broken = { ...database.handle, db: { execute: () => Promise.reject(new Error('terminating connection')) } } as unknown as typeof database.handle;
    const { call } = providerOn(broken);
    expect((await ready(call)).body.checks.database).toBe('failed');
  });

  it('checks Redis with PING when REDIS_URL is set', async () => {
    const redis = await fakeRedis();
    vi.stubEnv('REDIS_URL', redis.url);
    expect(await ready(providerOn(database.handle).call)).toEqual({ status: 200, body: { ready: true, shuttingDown: false, checks: { database: 'ok', migrations: 'ok', redis: 'ok' } } });
    expect(redis.commands).toContain('PING');
    await redis.close();
  });

  it('answers 503 naming Redis when REDIS_URL is set and Redis does not answer, and logs why', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    const warned = vi.spyOn(log, 'warn');
    expect(await ready(providerOn(database.handle).call)).toEqual({ status: 503, body: { ready: false, shuttingDown: false, checks: { database: 'ok', migrations: 'ok', redis: 'failed' } } });
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ problems: { redis: expect.stringContaining('ECONNREFUSED') } }), 'Not ready');
    warned.mockRestore();
  });

  it('refuses any other value of ready', async () => {
    const response = await providerOn(database.handle).call('/api/v2/health?ready=yes');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining('ready') });
  });

  // These two change the database and the process: they come last.
  it('answers 503 naming the migrations when this build’s last one is not applied', async () => {
    const last = journal.entries.at(-1)!;
    await database.handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    expect(await ready(providerOn(database.handle).call)).toEqual({ status: 503, body: { ready: false, shuttingDown: false, checks: { database: 'ok', migrations: 'behind', redis: 'not configured' } } });
  });

  it('answers 503 from the start of a shutdown, while liveness still answers 200', async () => {
    markShuttingDown();
    const { call } = providerOn(database.handle);
    expect(await ready(call)).toMatchObject({ status: 503, body: { ready: false, shuttingDown: true } });
    const live = await call('/api/v2/health');
    expect(live.status).toBe(200);
    expect(HealthSchema.parse(await live.json())).toMatchObject({ status: 'ok', database: database.handle.engine });
  });
});
