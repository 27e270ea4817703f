import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { REDIS_URL, redisLimits } from '../support/redis-limits';
import { lookup } from './booking-support';
import { paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Every per-address limit of the provider, through its routes, on two provider apps that count in
 * one Redis (two instances of the shop behind a load balancer): requests alternate between them.
 */
const KEY = 'operator-key-for-the-tests-0123456789';
const { instanceOn: limitsOn, cleanUp } = redisLimits();

let database: TestDatabase;
let instances: ReturnType<typeof paymentProvider>[];

beforeAll(async () => {
  database = await createTestDatabase();
  instances = [0, 1].map(() => paymentProvider(database.handle, {}, { limits: limitsOn(REDIS_URL), tickets: { operatorKey: KEY } }));
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.settle()));
  await database.dispose();
  await cleanUp();
});

let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;
/** The i-th request goes to one instance, the next to the other. */
const send = (i: number, method: string, path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  instances[i % 2]!.send(method, path, body, { 'x-forwarded-for': ip, ...headers });

/** A 429 that says when to try again. */
async function expectRetryLater(response: Response) {
  expect(response.status, await response.clone().text()).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
}

/** `points` requests that pass, alternating instances, then one that is refused; another address still passes. */
async function expectLimited(points: number, request: (i: number, ip: string) => Promise<Response>, passed: number) {
  const ip = newAddress();
  for (let i = 0; i < points; i++) expect((await request(i, ip)).status, `request ${i + 1}`).toBe(passed);
  await expectRetryLater(await request(points, ip));
  await expectRetryLater(await request(points + 1, ip));
  expect((await request(0, newAddress())).status).toBe(passed);
}

const enquiry = { name: 'Ana García', email: 'ana@example.com', city: 'Sevilla', queryType: 'information', message: '¿Hay audioguía en español?' };
const touch = { campaign: { utmSource: 'google', utmMedium: 'cpc' }, path: '/en/41/paris', lang: 'en' };

describe('per-address limits counted across two instances', () => {
  it('contact enquiries: 20 an hour', async () => {
    await expectLimited(20, (i, ip) => send(i, 'POST', '/contact/sendEnquiry', enquiry, ip), 201);
  });

  it('newsletter subscriptions: 20 an hour', async () => {
    await expectLimited(20, (i, ip) => send(i, 'POST', '/subscriber/subscribe', { email: `reader${i}@example.com` }, ip), 200);
  });

  it('share links: 60 an hour; campaign touches: 120 an hour', async () => {
    await expectLimited(60, (i, ip) => send(i, 'POST', '/api/encode', { url: `/en/shopping-cart?n=${i}` }, ip), 200);
    await expectLimited(120, (i, ip) => send(i, 'POST', '/tis', touch, ip), 204);
  });

  it('booking look-ups: 30 in 15 minutes, with the reason the manage-booking page explains', async () => {
    const ip = newAddress();
    // A reference of its own each time: ten wrong tries for one reference would lock it first.
    const reference = (i: number) => `SS2345678${'23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[i]}`;
    for (let i = 0; i < 30; i++) expect((await lookup(instances[i % 2]!, { reference: reference(i), pin: '000000' }, ip)).status).toBe(404);
    const refused = await lookup(instances[0]!, { reference: reference(30), pin: '000000' }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ reason: 'LOOKUP_LOCKED' });
  });

  it('wrong operator keys: 20 an hour, then even the right key waits; right keys are never counted', async () => {
    const scan = (i: number, ip: string, key?: string) => send(i, 'GET', '/ticket/SSZZZZZZZZ-1/check', undefined, ip, key ? { 'x-operator-key': key } : {});
    const scanner = newAddress();
    for (let i = 0; i < 30; i++) expect((await scan(i, scanner, KEY)).status).toBe(200);

    const guesser = newAddress();
    for (let i = 0; i < 20; i++) expect((await scan(i, guesser, i === 0 ? undefined : `guess-${i}`)).status).toBe(401);
    await expectRetryLater(await scan(20, guesser, KEY));
    expect((await scan(21, scanner, KEY)).status).toBe(200);
  });
});

describe('discount codes', () => {
  /** A new basket: one adult on the walking tour (20 places, more than the baskets here); its token. */
  async function basket() {
    const { token } = await instances[0]!.basket(walk('2027-05-03', 1));
    return token;
  }
  const apply = (i: number, token: string, code: string, ip: string) => send(i, 'POST', '/coupon/apply', { code }, ip, { authorization: token });

  it('a valid code applies at once after wrong ones, and is not counted: ten wrong codes per basket, then every code waits', async () => {
    const token = await basket();
    for (let i = 0; i < 9; i++) expect((await apply(i, token, `WRONG${i}`, newAddress())).status).toBe(422);
    const applied = await apply(9, token, 'welcome10', newAddress());
    expect(applied.status).toBe(200);
    expect(CartSchema.parse(await applied.json()).coupon).toMatchObject({ code: 'WELCOME10' });

    // The valid code took nothing: a tenth wrong one is still answered, the eleventh try is not, valid or not.
    expect((await apply(10, token, 'WRONG10', newAddress())).status).toBe(422);
    await expectRetryLater(await apply(11, token, 'FAMILY20', newAddress()));
    await expectRetryLater(await apply(12, token, 'welcome10', newAddress()));
  });

  it('thirty wrong codes per address, whichever basket they are tried on', async () => {
    const ip = newAddress();
    let tries = 0;
    for (let b = 0; b < 4; b++) {
      const token = await basket();
      for (let i = 0; i < (b < 3 ? 9 : 3); i++) expect((await apply(tries++, token, `GUESS${tries}`, ip)).status).toBe(422);
    }
    expect(tries).toBe(30);
    const fresh = await basket();
    await expectRetryLater(await apply(tries, fresh, 'WELCOME10', ip));
    expect((await apply(tries + 1, fresh, 'WELCOME10', newAddress())).status).toBe(200);
  });

  it('valid codes are never held back', async () => {
    const ip = newAddress();
    const token = await basket();
    for (let i = 0; i < 40; i++) expect((await apply(i, token, i % 2 ? 'WELCOME10' : 'FAMILY20', ip)).status).toBe(200);
  });
});

describe('with Redis unreachable', () => {
  it('each instance still limits on its own, and nothing fails with a 500', async () => {
    const alone = paymentProvider(database.handle, {}, { limits: limitsOn('redis://127.0.0.1:1') });
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect((await alone.send('POST', '/contact/sendEnquiry', enquiry, { 'x-forwarded-for': ip })).status).toBe(201);
    await expectRetryLater(await alone.send('POST', '/contact/sendEnquiry', enquiry, { 'x-forwarded-for': ip }));
    const { token } = await alone.basket(walk('2027-05-04', 1));
    expect((await alone.send('POST', '/coupon/apply', { code: 'WELCOME10' }, { authorization: token, 'x-forwarded-for': ip })).status).toBe(200);
  });
});
