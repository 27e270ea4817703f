import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishlistSchema } from '@/provider/api/contract/members';
import { products } from '@/provider/db/schema';
import { WISHLIST_LIMIT } from '@/provider/services/member-area/wishlist';
import { memberShop, type SignedIn } from './member-area-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof memberShop>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = memberShop(database);
});
afterAll(async () => {
  await shop.shop.settle();
  await database.dispose();
});

/** Moves the clock on a second, so "newest first" has something to go by. */
const tick = () => (shop.shop.clock.now = new Date(shop.shop.clock.now.getTime() + 1000));

async function wishlist(who: SignedIn, method: string, path: string, body?: unknown) {
  const response = await shop.as(who, method, path, body);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return WishlistSchema.parse(await response.json()).productIds;
}

describe('the member’s wishlist', () => {
  it('is for members only', async () => {
    for (const [method, path, body] of [
      ['GET', '/member/wishlist'],
      ['PUT', '/member/wishlist/4101'],
      ['DELETE', '/member/wishlist/4101'],
      ['POST', '/member/wishlist/merge', { productIds: [4101] }],
    ] as const) {
      const response = await shop.shop.send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ reason: 'MEMBER_SESSION_EXPIRED' });
    }
  });

  it('keeps products newest first; keeping one again or forgetting one twice changes nothing', async () => {
    const member = await shop.signUp();
    expect(await wishlist(member, 'GET', '/member/wishlist')).toEqual([]);
    expect(await wishlist(member, 'PUT', '/member/wishlist/4101')).toEqual([4101]);
    tick();
    expect(await wishlist(member, 'PUT', '/member/wishlist/9501')).toEqual([9501, 4101]);
    tick();
    expect(await wishlist(member, 'PUT', '/member/wishlist/4101')).toEqual([9501, 4101]);
    expect(await wishlist(member, 'DELETE', '/member/wishlist/9501')).toEqual([4101]);
    expect(await wishlist(member, 'DELETE', '/member/wishlist/9501')).toEqual([4101]);
    expect(await wishlist(member, 'GET', '/member/wishlist')).toEqual([4101]);
  });

  it('answers 404 for a product that does not exist, and 400 for an id that is none', async () => {
    const member = await shop.signUp();
    for (const method of ['PUT', 'DELETE']) {
      const unknown = await shop.as(member, method, '/member/wishlist/999999');
      expect(unknown.status).toBe(404);
      for (const id of ['abc', '0', '2147483648']) expect((await shop.as(member, method, `/member/wishlist/${id}`)).status).toBe(400);
    }
    expect(await wishlist(member, 'GET', '/member/wishlist')).toEqual([]);
  });

  it('is one member’s: another member’s list is untouched', async () => {
    const anna = await shop.signUp('Anna Müller');
    const ben = await shop.signUp('Ben Müller');
    await wishlist(anna, 'PUT', '/member/wishlist/4102');
    expect(await wishlist(ben, 'GET', '/member/wishlist')).toEqual([]);
    await wishlist(ben, 'DELETE', '/member/wishlist/4102');
    expect(await wishlist(anna, 'GET', '/member/wishlist')).toEqual([4102]);
  });
});

describe('merging the browser’s list at sign-in', () => {
  it('adds the browser’s products before the account’s, in the browser’s order, leaving out unknown ids and doubles', async () => {
    const member = await shop.signUp();
    await wishlist(member, 'PUT', '/member/wishlist/4101');
    tick();
    const merged = await wishlist(member, 'POST', '/member/wishlist/merge', { productIds: [9501, 999999, 4102, 4101, 9501, 2147483648] });
    expect(merged).toEqual([9501, 4102, 4101]);
    // Merging the same list again changes nothing.
    tick();
    expect(await wishlist(member, 'POST', '/member/wishlist/merge', { productIds: [9501, 4102] })).toEqual([9501, 4102, 4101]);
    expect(await wishlist(member, 'POST', '/member/wishlist/merge', { productIds: [] })).toEqual([9501, 4102, 4101]);
  });

  it(`keeps at most ${WISHLIST_LIMIT}, the newest`, async () => {
    const member = await shop.signUp();
    const ids = (await shop.db().select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(WISHLIST_LIMIT + 10)).map((p) => p.id);
    const older = ids.slice(WISHLIST_LIMIT);
    for (const id of older) await wishlist(member, 'PUT', `/member/wishlist/${id}`);
    tick();
    const merged = await wishlist(member, 'POST', '/member/wishlist/merge', { productIds: ids.slice(0, WISHLIST_LIMIT) });
    expect(merged).toEqual(ids.slice(0, WISHLIST_LIMIT));

    const tooMany = await shop.as(member, 'POST', '/member/wishlist/merge', { productIds: ids.slice(0, WISHLIST_LIMIT + 1) });
    expect(tooMany.status).toBe(400);
  });
});
