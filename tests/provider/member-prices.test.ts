import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { ProductCardSchema, ProductSchema } from '@/provider/api/contract/products';
import { carts, products } from '@/provider/db/schema';
import { memberUnitPrice, repriceCartForMember } from '@/provider/services/cart/member-price';
import { hashToken } from '@/provider/services/cart/session';
import { memberShop } from './member-area-support';
import { loginCookie } from './member-support';
import { customer, newKey, walk } from './payment-support';
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

/** Paris's walking tour (4103): 10% off for members; an adult is €25.50, £22.00, $28.00 to everyone else. */
const WALK_ADULT = { EUR: 2550, GBP: 2200 };
const WALK_MEMBER_ADULT = { EUR: 2295, GBP: 1980 };

const cartOf = async (token: string, headers: Record<string, string> = {}) =>
  CartSchema.parse(await (await shop.shop.send('GET', '/transaction/sale', undefined, { authorization: token, ...headers })).json());
const cartRow = async (token: string) => (await shop.db().select().from(carts).where(eq(carts.tokenHash, hashToken(token.replace(/^Bearer /, '')))))[0]!;

describe('member prices in the catalogue', () => {
  it('gives about a third of the products 10–20% off for members, always Paris’s main products and London’s hop-on hop-off buses', async () => {
    const [all] = await shop.db().select({ n: count() }).from(products);
    const discounted = await shop.db().select({ id: products.id, percent: products.memberDiscountPercent }).from(products).where(isNotNull(products.memberDiscountPercent));
    expect(discounted.length / Number(all!.n)).toBeGreaterThan(0.28);
    expect(discounted.length / Number(all!.n)).toBeLessThan(0.42);
    for (const { percent } of discounted) expect(percent! >= 10 && percent! <= 20, `${percent}`).toBe(true);
    const percentOf = new Map(discounted.map((d) => [d.id, d.percent]));
    for (const id of [4101, 4102, 4103]) expect(percentOf.get(id), `product ${id}`).toBeDefined();
    const londonBuses = await shop.db().select({ id: products.id }).from(products).where(and(eq(products.locationId, 95), eq(products.type, 'hop_on_hop_off')));
    expect(londonBuses.length).toBeGreaterThan(0);
    for (const { id } of londonBuses) expect(percentOf.get(id), `product ${id}`).toBeDefined();
  });

  it('shows the member price beside the public one on product cards, in the request’s currency', async () => {
    for (const [currency, code] of [['1', 'EUR'], ['2', 'GBP']] as const) {
      const response = await shop.shop.send('GET', '/location/41/product', undefined, { 'x-currency': currency });
      expect(response.status).toBe(200);
      const cards = ProductCardSchema.array().parse(await response.json());
      const walkCard = cards.find((c) => c.id === 4103)!;
      expect(walkCard.memberDiscountPercent).toBe(10);
      expect(walkCard.priceFrom).toEqual({ amount: WALK_ADULT[code], currency: code });
      expect(walkCard.memberPriceFrom).toEqual({ amount: WALK_MEMBER_ADULT[code], currency: code });
      const plain = cards.find((c) => c.memberDiscountPercent === null)!;
      expect(plain.memberPriceFrom).toBeNull();
    }
  });

  it('prices each ticket of a product’s options for members too', async () => {
    const product = ProductSchema.parse(await (await shop.shop.send('GET', '/product/4103')).json());
    const adult = product.options.find((o) => o.id === 41031)!.units.find((u) => u.type === 'adult')!;
    expect(adult.price).toEqual({ amount: 2550, currency: 'EUR' });
    expect(adult.memberPrice).toEqual({ amount: 2295, currency: 'EUR' });
    const free = product.options.find((o) => o.id === 41031)!.units.find((u) => u.type === 'mini')!;
    expect(free.memberPrice).toEqual({ amount: 0, currency: 'EUR' });

    const [plainId] = (await shop.db().select({ id: products.id }).from(products).where(and(eq(products.locationId, 41), eq(products.cityRank, 4)))).map((p) => p.id);
    const plain = ProductSchema.parse(await (await shop.shop.send('GET', `/product/${plainId}`)).json());
    expect(plain.memberDiscountPercent).toBeNull();
    expect(plain.options[0]!.units.every((u) => u.memberPrice === null)).toBe(true);
  });

  it('rounds a member price to the minor unit, half up, never above the public price', () => {
    expect(memberUnitPrice({ priceEur: 2550, priceGbp: 2200, priceUsd: 2800 }, 1, 0, 10)).toEqual({ amount: 2295, currency: 'EUR' });
    expect(memberUnitPrice({ priceEur: 1995, priceGbp: 0, priceUsd: 0 }, 1, 0, 15)).toEqual({ amount: 1696, currency: 'EUR' });
    expect(memberUnitPrice({ priceEur: 0, priceGbp: 0, priceUsd: 0 }, 1, 0, 20)).toEqual({ amount: 0, currency: 'EUR' });
  });
});

describe('the basket at member prices', () => {
  it('charges a visitor the public price and a signed-in member the member price, the member’s basket being theirs', async () => {
    const visitor = await shop.fill(null, [walk('2027-04-05')]);
    expect(visitor.cart.total).toEqual({ amount: 2 * WALK_ADULT.EUR, currency: 'EUR' });
    expect((await cartRow(visitor.token)).memberId).toBeNull();

    const member = await shop.signUp();
    const signedIn = await shop.fill(member, [walk('2027-04-05')]);
    expect(signedIn.cart.total).toEqual({ amount: 2 * WALK_MEMBER_ADULT.EUR, currency: 'EUR' });
    expect((await cartRow(signedIn.token)).memberId).toBe(member.id);
    // The basket's ticket prices are the ones charged: member prices for the member, public ones for the visitor.
    expect(signedIn.cart.items[0]!.units[0]!.unitPrice).toEqual({ amount: WALK_MEMBER_ADULT.EUR, currency: 'EUR' });
    expect(visitor.cart.items[0]!.units[0]!.unitPrice).toEqual({ amount: WALK_ADULT.EUR, currency: 'EUR' });
  });

  it('takes the member’s payment at the provider’s price only: the browser’s public total is refused, the order is the member’s', async () => {
    const member = await shop.signUp();
    const { token, cart } = await shop.fill(member, [walk('2027-04-06')]);
    const refused = await shop.shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer, amount: { value: 2 * WALK_ADULT.EUR, currency: 'EUR' }, paymentMethod: { type: 'scheme', number: '4111 1111 1111 1111', expiryMonth: '03', expiryYear: '2030', cvc: '737', holderName: 'Anna Müller' }, returnUrl: 'http://localhost:3000/en/payment' },
      { authorization: token, 'idempotency-key': newKey() },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ reason: 'PRICE_CHANGED' });

    const order = await shop.pay(token, cart, member.email);
    expect(order.amount).toBe(2 * WALK_MEMBER_ADULT.EUR);
    expect(order.memberId).toBe(member.id);
  });

  it('makes a guest’s basket the member’s when they add to it signed in, re-pricing what was already in it', async () => {
    const { token } = await shop.fill(null, [walk('2027-04-07')]);
    const member = await shop.signUp();
    const { cart } = await shop.fill(member, [walk('2027-04-08', 1)], token);
    expect(cart.items.map((i) => i.amount.amount)).toEqual([2 * WALK_MEMBER_ADULT.EUR, WALK_MEMBER_ADULT.EUR]);
    expect((await cartRow(token)).memberId).toBe(member.id);
  });

  it('never prices another member’s basket for the member who is signed in', async () => {
    const owner = await shop.signUp('Olga Owner');
    const other = await shop.signUp('Oscar Other');
    const { token } = await shop.fill(owner, [walk('2027-04-09')]);
    const { cart } = await shop.fill(other, [walk('2027-04-10', 1)], token);
    expect(cart.items.map((i) => i.amount.amount)).toEqual([2 * WALK_MEMBER_ADULT.EUR, WALK_ADULT.EUR]);
    expect((await cartRow(token)).memberId).toBe(owner.id);
  });

  it('keeps member prices when the member changes the basket’s currency', async () => {
    const member = await shop.signUp();
    const { token } = await shop.fill(member, [walk('2027-04-12')]);
    const response = await shop.as(member, 'PUT', '/currency/update', { id: 2 }, { authorization: token });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(CartSchema.parse(await response.json()).total).toEqual({ amount: 2 * WALK_MEMBER_ADULT.GBP, currency: 'GBP' });
  });

  it('re-prices the guest’s basket at member prices when the member signs in with it', async () => {
    const member = await shop.signUp();
    const { token, cart } = await shop.fill(null, [walk('2027-04-13'), walk('2027-04-14', 1)]);
    expect(cart.total.amount).toBe(3 * WALK_ADULT.EUR);
    await loginCookie(shop.call, { email: member.email, password: 'Tour-of-Paris-2027' }, { authorization: token });
    expect((await cartOf(token)).total).toEqual({ amount: 3 * WALK_MEMBER_ADULT.EUR, currency: 'EUR' });
    expect((await cartRow(token)).memberId).toBe(member.id);
  });

  it('re-prices only a basket that belongs to a member', async () => {
    const { token } = await shop.fill(null, [walk('2027-04-15')]);
    const row = await cartRow(token);
    expect(await repriceCartForMember(shop.db(), row.id, new Date())).toBe(0);
    expect((await cartOf(token)).total.amount).toBe(2 * WALK_ADULT.EUR);
  });
});
