import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';

type Entry = { value: { kind: string; html: string | Buffer; body?: Buffer } } | null;
type Handler = { get(key: string, ctx: { kind: string }): Promise<Entry>; set(key: string, data: unknown, ctx: unknown): Promise<void> };
let cache: Handler;

beforeAll(() => {
  delete process.env.REDIS_URL;
  process.env.PAGE_CACHE = 'memory';
  const require = createRequire(import.meta.url);
  const path = require.resolve('../../lib/cache/page-cache-handler.cjs');
  delete require.cache[path];
  const Handler = require(path);
  cache = new Handler({});
});

const ctx = { cacheControl: { revalidate: 300, expire: undefined }, tags: [] };

describe('a cached page is served as bytes', () => {
  it('hands Next the HTML encoded once, the same bytes on every hit', async () => {
    const html = '<h1>Paris – Hop-on hop-off ★★★★★ from 28 €</h1>';
    await cache.set('/worldwide/en/41/paris', { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 200, segmentData: new Map() }, ctx);
    const first = await cache.get('/worldwide/en/41/paris', { kind: 'APP_PAGE' });
    const second = await cache.get('/worldwide/en/41/paris', { kind: 'APP_PAGE' });
    expect(Buffer.isBuffer(first?.value.html)).toBe(true);
    expect((first?.value.html as Buffer).toString('utf8')).toBe(html);
    expect(second?.value.html).toBe(first?.value.html);
  });

  it('leaves other entries as they are', async () => {
    const route = { kind: 'APP_ROUTE', html: 'not a page', body: Buffer.from('{}') };
    await cache.set('/api/feed', route, ctx);
    expect((await cache.get('/api/feed', { kind: 'APP_ROUTE' }))?.value).toEqual(route);
    expect(await cache.get('/missing', { kind: 'APP_PAGE' })).toBeNull();
  });
});
