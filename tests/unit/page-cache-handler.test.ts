import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The handler Next loads (next.config.ts `cacheHandler`), on the machine's Redis as in production.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-${process.pid}-${Date.now()}`;

type Handler = {
  get(key: string, ctx: { kind: string; softTags?: string[] }): Promise<{ value: { html: string } } | null>;
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

beforeAll(() => {
  Object.assign(process.env, { REDIS_URL, PAGE_CACHE_PREFIX: PREFIX, PAGE_CACHE_MAX_ENTRY_KB: '16' });
  const Handler = createRequire(import.meta.url)('../../lib/cache/page-cache-handler.cjs');
  // Two instances stand for two servers: all they share is Redis.
  instances = [new Handler({}), new Handler({})];
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
    expect((await read(two, '/worldwide/en/home'))?.value.html).toBe('<p>Paris by bus</p>');

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

  it('does not keep an entry above the size limit: it reads back as a miss', async () => {
    const [one, two] = instances;
    await one.set('/worldwide/en/big', page(randomBytes(64 * 1024).toString('base64')), ctx);
    expect(await read(two, '/worldwide/en/big')).toBeNull();
    expect((await admin.get(`${PREFIX}:pages:/worldwide/en/big`))!.length).toBeLessThan(10);
  });
});
