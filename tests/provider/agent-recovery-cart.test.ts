import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { carts, cartSales, inventoryAllocations } from '@/provider/db/schema';
import { hashToken } from '@/provider/services/cart/session';
import { SITES } from '@/sites';
import { agentCookie, agentLogin, createAgency, creditOf } from './agent-support';
import { memberTestDeps } from './member-support';
import { paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, memberTestDeps);
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const site = { 'x-site': 'worldwide' };
const flags = SITES.worldwide.flags;
const itemsOf = async (token: string) => {
  const [cart] = await db().select({ id: carts.id }).from(carts).where(eq(carts.tokenHash, hashToken(token.replace(/^Bearer /, ''))));
  return cart ? db().select().from(cartSales).where(eq(cartSales.cartId, cart.id)) : [];
};
/** Places held on the walking tour's departures of the day. */
const heldPlaces = async (date: string) =>
  (await db().select().from(inventoryAllocations).where(and(eq(inventoryAllocations.optionId, 41031), eq(inventoryAllocations.travelDate, date), eq(inventoryAllocations.kind, 'held')))).reduce(
    (sum, row) => sum + row.quantity,
    0,
  );

async function agentWithBasket(date: string) {
  const { agency, agents } = await createAgency(db(), { opening: 100_00 });
  const cookie = await agentCookie(shop.send, agents[0]!, site);
  const added = await shop.send('POST', '/transaction/addToCart', walk(date, 2), { cookie, ...site });
  expect(added.status).toBe(200);
  return { agency, agent: agents[0]!, cookie, token: added.headers.get('authorization')! };
}

describe('without the site’s agentRecoveryCart flag (the default)', () => {
  it('logging out lets the agent’s basket go: its places and its reserved credit are free at once', async () => {
    const { agency, agent, cookie, token } = await agentWithBasket('2027-10-18');
    expect(await heldPlaces('2027-10-18')).toBe(2);
    expect((await creditOf(db(), agency, shop.clock.now)).reserved).toBe(2 * 2550);
    expect((await shop.send('POST', '/agent/logout', undefined, { cookie, ...site })).status).toBe(200);
    expect(await itemsOf(token)).toEqual([]);
    expect((await creditOf(db(), agency, shop.clock.now)).reserved).toBe(0);
    expect(await heldPlaces('2027-10-18')).toBe(0);
    // Nothing comes back at the next login.
    expect((await agentLogin(shop.send, agent, site)).headers.get('authorization')).toBeNull();
  });
});

describe('with the site’s agentRecoveryCart flag', () => {
  beforeAll(() => {
    flags.agentRecoveryCart = true;
  });
  afterAll(() => {
    flags.agentRecoveryCart = false;
  });

  it('keeps the basket with the account at logout and brings it back, under a new token, at the next login', async () => {
    const { agent, cookie, token } = await agentWithBasket('2027-10-19');
    await shop.send('POST', '/agent/logout', undefined, { cookie, ...site });
    expect(await itemsOf(token)).toHaveLength(1);

    const login = await agentLogin(shop.send, agent, site);
    expect(login.status).toBe(200);
    const restored = login.headers.get('authorization')!;
    expect(restored).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(restored).not.toBe(token);
    const cart = CartSchema.parse(await (await shop.send('GET', '/transaction/sale', undefined, { authorization: restored })).json());
    expect(cart.count).toBe(1);
    // The old token, perhaps left in another browser, opens nothing any more.
    expect((await shop.send('GET', '/transaction/sale', undefined, { authorization: token })).status).toBe(401);
  });

  it('leaves it be when the visitor brings a basket with items, which becomes the agent’s instead', async () => {
    const { agent, cookie } = await agentWithBasket('2027-10-20');
    await shop.send('POST', '/agent/logout', undefined, { cookie, ...site });
    const guest = await shop.basket(walk('2027-10-21', 1));
    const login = await agentLogin(shop.send, agent, { ...site, authorization: guest.token });
    expect(login.headers.get('authorization')).toBeNull();
    expect((await itemsOf(guest.token)).map((item) => item.travelDate)).toEqual(['2027-10-21']);
  });

  it('brings nothing back once the basket’s holds have lapsed', async () => {
    const { agent, cookie } = await agentWithBasket('2027-10-22');
    await shop.send('POST', '/agent/logout', undefined, { cookie, ...site });
    const start = shop.clock.now;
    shop.clock.now = new Date(start.getTime() + 25 * 60_000);
    try {
      expect((await agentLogin(shop.send, agent, site)).headers.get('authorization')).toBeNull();
    } finally {
      shop.clock.now = start;
    }
  });
});
