import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The handler Next loads (next.config.ts `cacheHandler`), on the machine's Redis as in production.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-${process.pid}-${Date.now()}`;

type Handler = {
  get(key: string, ctx: { kind: string; softTags?: string[] }): Promise<{ value: { html: Buffer } } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};
let instances: [Handler, Handler];
let admin: Redis;

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/[site]/layout,_N_T_/worldwide/en/home' },
  status: 200,
  postponed: undefined,
  segmentData: new Map(),
});
const ctx = { cacheControl: { revalidate: 300, expire: undefined }, tags: [] };
const read = (handler: Handler, key: string) => handler.get(key, { kind: 'APP_PAGE', softTags: ['_N_T_/layout', '_N_T_/worldwide/en/home'] });
/** The page's HTML as served (bytes). */
const htmlOf = async (handler: Handler, key: string) => (await read(handler, key))?.value.html.toString('utf8');

beforeAll(() => {
  Object.assign(process.env, { REDIS_URL, PAGE_CACHE_PREFIX: PREFIX, PAGE_CACHE_MAX_ENTRY_KB: '16' });
  // Two servers: the file loaded twice, so each has its own memory; all they share is Redis.
  const require = createRequire(import.meta.url);
  const path = require.resolve('../../lib/cache/page-cache-handler.cjs');
  const First = require(path);
  delete require.cache[path];
  const Second = require(path);
  instances = [new First({}), new Second({})];
  admin = new Redis(REDIS_URL);
});
afterAll(async () => {
  const keys = await admin.keys(`${PREFIX}:*`);
  if (keys.length) await admin.del(...keys);
  admin.disconnect();
  delete process.env.REDIS_URL;
});

describe('the shared page cache (REDIS_URL)', () => {
  it('serves a page one server cached to another, compressed in Redis with an expiry', async () => {
    const [one, two] = instances;
    await one.set('/worldwide/en/home', page('<p>Paris by bus</p>'), ctx);
    expect(await htmlOf(two, '/worldwide/en/home')).toBe('<p>Paris by bus</p>');

    const stored = await admin.get(`${PREFIX}:pages:/worldwide/en/home`);
    expect(stored).not.toContain('Paris by bus');
    const ttl = await admin.ttl(`${PREFIX}:pages:/worldwide/en/home`);
    expect(ttl).toBeGreaterThan(300);
    expect(ttl).toBeLessThanOrEqual(450);
  });

  it('forgets a page revalidated on one server for every server', async () => {
    const [one, two] = instances;
    await one.set('/worldwide/en/home', page('<p>old</p>'), ctx);
    expect(await read(two, '/worldwide/en/home')).not.toBeNull();
    await one.revalidateTag('_N_T_/worldwide/en/home');
    expect(await read(two, '/worldwide/en/home')).toBeNull();
    expect(await read(one, '/worldwide/en/home')).toBeNull();
  });

  it('serves a page it read before from its own memory while Redis still has it, without reading the page again', async () => {
    const [one, two] = instances;
    await one.set('/worldwide/en/kept', page('<p>kept</p>'), ctx);
    expect(await htmlOf(two, '/worldwide/en/kept')).toBe('<p>kept</p>');
    // The shared copy, replaced behind the handlers' backs: a read of it would fail to unpack.
    await admin.set(`${PREFIX}:pages:/worldwide/en/kept`, 'not a page', 'KEEPTTL');
    expect(await htmlOf(two, '/worldwide/en/kept')).toBe('<p>kept</p>');
    // Gone from Redis (expired, evicted): gone for every server.
    await admin.del(`${PREFIX}:pages:/worldwide/en/kept`);
    expect(await read(two, '/worldwide/en/kept')).toBeNull();
  });

  it('forgets a copy another server revalidated, though this one holds it in memory', async () => {
    const [one, two] = instances;
    await one.set('/worldwide/en/home', page('<p>before</p>'), ctx);
    expect(await htmlOf(two, '/worldwide/en/home')).toBe('<p>before</p>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await one.revalidateTag(['_N_T_/worldwide/en/home']);
    expect(await read(two, '/worldwide/en/home')).toBeNull();
  });

  it('does not keep an entry above the size limit: it reads back as a miss', async () => {
    const [one, two] = instances;
    await one.set('/worldwide/en/big', page(randomBytes(64 * 1024).toString('base64')), ctx);
    expect(await read(two, '/worldwide/en/big')).toBeNull();
    expect((await admin.get(`${PREFIX}:pages:/worldwide/en/big`))!.length).toBeLessThan(10);
  });
});
