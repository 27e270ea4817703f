import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { IpCountrySchema, ShortLinkSchema } from '@/provider/api/contract/generic';
import { campaignTouches, shortLinks } from '@/provider/db/schema';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle, undefined, { shopHosts: ['www.opentoptours.example', 'paris.localhost'] }).call;
});
afterAll(() => database.dispose());

const post = (path: string, body: unknown) =>
  call(`/api/v2${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const rows = async (table: typeof shortLinks | typeof campaignTouches) => (await database.handle.db.select({ n: count() }).from(table))[0]?.n;

async function expectBadRequest(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect(ErrorSchema.parse(await response.json()).message).toContain(field);
}

describe('GET ipstack (spec §7)', () => {
  it('answers the country of an address, with the catalogue’s country id', async () => {
    const response = await call('/api/v2/ipstack?ip=81.2.69.160');
    expect(response.status).toBe(200);
    expect(IpCountrySchema.parse(await response.json())).toEqual({ ip: '81.2.69.160', countryCode: 'GB', countryId: 826 });
    expect(await (await call('/api/v2/ipstack?ip=2a00:1450:4001:81a::200e')).json()).toMatchObject({ countryCode: 'DE' });
  });

  it('uses the address the request came from when none is given', async () => {
    const response = await call('/api/v2/ipstack', { headers: { 'x-forwarded-for': '81.2.69.160, 10.0.0.1' } });
    expect(await response.json()).toMatchObject({ ip: '81.2.69.160', countryCode: 'GB' });
    expect(await (await call('/api/v2/ipstack')).json()).toEqual({ ip: null, countryCode: null });
  });

  it('knows no country for private and reserved addresses', async () => {
    for (const ip of ['10.0.0.1', '192.168.1.20', '127.0.0.1', '::1']) {
      expect(await (await call(`/api/v2/ipstack?ip=${encodeURIComponent(ip)}`)).json(), ip).toEqual({ ip, countryCode: null });
    }
  });

  it('refuses what is not an IP address', async () => {
    for (const ip of ['', 'localhost', '999.1.1.1', '81.2.69.160; DROP TABLE', 'x'.repeat(100)]) {
      await expectBadRequest(await call(`/api/v2/ipstack?ip=${encodeURIComponent(ip)}`), 'ip');
    }
  });
});

describe('POST tis (spec §7)', () => {
  const touch = { campaign: { utmSource: 'google', utmMedium: 'cpc', utmCoupon: 'SPRING' }, path: '/en/41/paris', lang: 'en' };

  it('records the campaign that brought a visit', async () => {
    const before = await rows(campaignTouches);
    const response = await post('/tis', touch);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await rows(campaignTouches)).toBe((before ?? 0) + 1);
  });

  it('refuses anything but a campaign record, a shop path and a language, recording nothing', async () => {
    const before = await rows(campaignTouches);
    await expectBadRequest(await post('/tis', { ...touch, campaign: {} }), 'utmSource');
    await expectBadRequest(await post('/tis', { ...touch, campaign: { ...touch.campaign, email: 'a@b.c' } }), 'email');
    await expectBadRequest(await post('/tis', { ...touch, campaign: { utmSource: 'x'.repeat(101) } }), 'utmSource');
    await expectBadRequest(await post('/tis', { ...touch, path: 'https://evil.example/' }), 'path');
    await expectBadRequest(await post('/tis', { ...touch, lang: 'pt' }), 'lang');
    await expectBadRequest(await post('/tis', { ...touch, extra: 1 }), 'extra');
    expect((await post('/tis', '{not json')).status).toBe(400);
    expect(await rows(campaignTouches)).toBe(before);
  });
});

describe('POST api/encode and the short links (spec §7)', () => {
  const encode = async (url: string) => {
    const response = await post('/api/encode', { url });
    expect(response.status, url).toBe(200);
    return ShortLinkSchema.parse(await response.json());
  };

  it('gives a shop address a short code, and the same code each time', async () => {
    const link = await encode('/en/shopping-cart?reserve=41001:4101:2027-03-02:adult=2');
    expect(link.code).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(link.url).toBe(`/s/${link.code}`);
    expect(await encode('/en/shopping-cart?reserve=41001:4101:2027-03-02:adult=2')).toEqual(link);
    // An absolute address on one of the shop's hosts is the same path.
    expect(await encode('https://www.opentoptours.example/en/shopping-cart?reserve=41001:4101:2027-03-02:adult=2')).toEqual(link);

    const decoded = await call(`/api/v2/api/decode/${link.code}`);
    expect(await decoded.json()).toEqual({ code: link.code, target: '/en/shopping-cart?reserve=41001:4101:2027-03-02:adult=2' });
  });

  it('never leads to another site, refusing without storing anything', async () => {
    const before = await rows(shortLinks);
    for (const url of [
      'https://evil.example/en/home',
      '//evil.example/en/home',
      '/\\evil.example',
      'javascript:alert(1)',
      '/en/..//evil.example',
      'https://user:pw@www.opentoptours.example/en/home',
      'ftp://www.opentoptours.example/en/home',
      '/pt/home',
      '/home',
      'en/home',
    ]) {
      await expectBadRequest(await post('/api/encode', { url }), 'url');
    }
    await expectBadRequest(await post('/api/encode', {}), 'url');
    await expectBadRequest(await post('/api/encode', { url: '/en/home', target: '/x' }), 'target');
    expect(await rows(shortLinks)).toBe(before);
  });

  it('knows no unknown or malformed code', async () => {
    expect((await call('/api/v2/api/decode/ZZZZZZZZ')).status).toBe(404);
    expect((await call('/api/v2/api/decode/..%2F..')).status).toBe(404);
  });
});
