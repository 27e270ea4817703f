import { zProduct, zSupplier } from '@octocloud/types';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptionRulesSchema } from '@/provider/api/contract/availability';
import { agencyCommissions, products, productTranslations } from '@/provider/db/schema';
import { BOTH, octoOn, ok, refused, resellerAgency, type Octo } from './octo-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

/** An OCTO product as the package's schema reads it. */
type Product = ReturnType<typeof zProduct.parse>;

let database: TestDatabase;
let octo: Octo;
let shop: ReturnType<typeof providerOn>;
let key: string;
let netRateKey: string;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = providerOn(database.handle);
  octo = octoOn(shop.deps);
  key = (await resellerAgency(database.handle.db)).key;
  // A second agency with a net rate of its own on the cruise: 15 % instead of its 10 %.
  const netRate = await resellerAgency(database.handle.db);
  await database.handle.db.insert(agencyCommissions).values({ agencyId: netRate.agency.id, productId: 4104, basisPoints: 1500 });
  netRateKey = netRate.key;
});
afterAll(() => database.dispose());

const db = () => database.handle.db;
const product = async (id: string, headers: Record<string, string> = {}, as = key) => zProduct.parse(await ok(octo('GET', `/products/${id}`, as, undefined, headers)));
const nameOf = async (productId: number, lang: string) =>
  (await db().select({ name: productTranslations.name }).from(productTranslations).where(and(eq(productTranslations.productId, productId), eq(productTranslations.lang, lang))))[0]!.name;
/** What the agency pays for `retail` at a commission of `basisPoints`. */
const net = (retail: number, basisPoints: number) => retail - Math.round((retail * basisPoints) / 10_000);

describe('the supplier and the product list', () => {
  it('answers the supplier in OCTO’s shape, with the API’s own endpoint', async () => {
    const supplier = zSupplier.parse(await ok(octo('GET', '/supplier', key)));
    expect(supplier.endpoint).toMatch(/\/api\/octo\/v1$/);
    expect(supplier.name).not.toBe('');
  });

  it('lists every product but those sold only to buyers nearby, each a valid OCTO product', async () => {
    const list = (await ok<unknown[]>(octo('GET', '/products', key, undefined, { 'octo-capabilities': BOTH }))).map((p) => zProduct.parse(p));
    const [counted] = await db().select({ offered: sql<number>`cast(count(*) as integer)` }).from(products).where(isNull(products.nearbyRadiusKm));
    expect(list).toHaveLength(counted!.offered);
    expect(list.length).toBeGreaterThan(600);
    const nearby = await db().select({ id: products.id }).from(products).where(isNotNull(products.nearbyRadiusKm));
    expect(nearby.length).toBeGreaterThan(0);
    const ids = new Set(list.map((p) => p.id));
    for (const { id } of nearby) expect(ids.has(String(id)), `product ${id}`).toBe(false);
    // Every product with options has exactly one default option.
    for (const p of list.filter((p) => p.options.length > 0)) expect(p.options.filter((o) => o.default), p.id).toHaveLength(1);
    const restricted = await refused(octo('GET', `/products/${nearby[0]!.id}`, key), 400, 'INVALID_PRODUCT_ID');
    expect(restricted.productId).toBe(String(nearby[0]!.id));
  });

  it('refuses an unknown or malformed product id with INVALID_PRODUCT_ID, echoing it', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const body = await refused(octo('GET', `/products/${id}`, key), 400, 'INVALID_PRODUCT_ID');
      expect(body.productId).toBe(id);
    }
  });
});

describe('the capabilities', () => {
  const CONTENT = ['title', 'shortDescription', 'description'] as const;
  const PRICING = ['defaultCurrency', 'availableCurrencies', 'pricingPer'] as const;
  const optionPricing = (p: Product) => p.options.flatMap((o) => [o.pricingFrom, ...o.units.map((u) => u.pricingFrom)]);

  it('leave out content and pricing unless asked for, and say so in Octo-Capabilities', async () => {
    const answer = await octo('GET', '/products/4104', key);
    const bare = zProduct.parse(await ok(answer));
    expect(answer.headers.get('octo-capabilities') ?? '').toBe('');
    expect(answer.headers.get('content-language')).toBeNull();
    for (const field of [...CONTENT, ...PRICING]) expect(bare, field).not.toHaveProperty(field);
    expect(optionPricing(bare).every((p) => p === undefined)).toBe(true);
    expect(bare.options.flatMap((o) => [o.title, ...o.units.map((u) => u.title)]).every((t) => t === undefined)).toBe(true);
  });

  it('give the content and the agency’s prices when asked, and name only those used', async () => {
    const answer = await octo('GET', '/products/4104', key, undefined, { 'octo-capabilities': 'octo/content, octo/questions, octo/pricing' });
    const full = zProduct.parse(await ok(answer));
    expect(answer.headers.get('octo-capabilities')).toBe('octo/content, octo/pricing');
    expect(full.title).toBe(await nameOf(4104, 'en'));
    expect(full.shortDescription).toEqual(expect.any(String));
    expect(full).toMatchObject({ defaultCurrency: 'EUR', availableCurrencies: ['EUR'], pricingPer: 'UNIT' });
    const prices = optionPricing(full).flatMap((p) => p ?? []);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toMatchObject({ currency: 'EUR', currencyPrecision: 2, original: price.retail, net: net(price.retail, 1000) });
      if (price.retail > 0) expect(price.net!).toBeLessThan(price.retail);
    }
    // The option's "from" is its cheapest paid unit.
    for (const option of full.options) {
      const paid = option.units.map((u) => u.pricingFrom![0]!.retail).filter((r) => r > 0);
      expect(option.pricingFrom![0]!.retail).toBe(Math.min(...paid));
    }

    const pricingOnly = await octo('GET', '/products/4104', key, undefined, { 'octo-capabilities': 'octo/pricing' });
    expect(pricingOnly.headers.get('octo-capabilities')).toBe('octo/pricing');
    expect(await ok(pricingOnly)).not.toHaveProperty('title');
  });

  it('price a product at the agency’s own rate on it, and others at its usual rate', async () => {
    const headers = { 'octo-capabilities': 'octo/pricing' };
    const [cruise, walk] = await Promise.all([product('4104', headers, netRateKey), product('4103', headers, netRateKey)]);
    const standard = await product('4104', headers);
    const adult = (p: Product) => p.options[0]!.units.find((u) => u.id === 'adult')!.pricingFrom![0]!;
    expect(adult(cruise).retail).toBe(adult(standard).retail);
    expect(adult(cruise).net).toBe(net(adult(cruise).retail, 1500));
    expect(adult(cruise).net).toBeLessThan(adult(standard).net!);
    expect(adult(walk).net).toBe(net(adult(walk).retail, 1000));
  });
});

describe('the content language', () => {
  it('is French for Accept-Language fr, American English for en-US, English otherwise', async () => {
    const content = { 'octo-capabilities': 'octo/content' };
    const french = await octo('GET', '/products/4104', key, undefined, { ...content, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(french.headers.get('content-language')).toBe('fr');
    const frenchProduct = zProduct.parse(await ok(french));
    expect(frenchProduct).toMatchObject({ locale: 'fr', title: await nameOf(4104, 'fr') });
    expect(frenchProduct.title).not.toBe(await nameOf(4104, 'en'));
    // internalName stays the English name whatever the language.
    expect(frenchProduct.internalName).toBe(await nameOf(4104, 'en'));

    const american = await octo('GET', '/products/4104', key, undefined, { ...content, 'accept-language': 'en-US' });
    expect(american.headers.get('content-language')).toBe('en-US');
    expect(zProduct.parse(await ok(american))).toMatchObject({ locale: 'en-US', title: await nameOf(4104, 'us') });

    const unknown = await octo('GET', '/products/4104', key, undefined, { ...content, 'accept-language': 'ja' });
    expect(unknown.headers.get('content-language')).toBe('en');
    expect((await ok<Product>(unknown)).title).toBe(await nameOf(4104, 'en'));
  });
});

describe('the availability type', () => {
  it('is START_TIME for timed departures, with the option’s own departure times', async () => {
    const cruise = await product('4104');
    expect(cruise.availabilityType).toBe('START_TIME');
    expect(cruise.allowFreesale).toBe(false);
    for (const option of cruise.options) {
      const rules = OptionRulesSchema.parse(await (await shop.call(`/api/v2/option/${option.id}/availability`)).json());
      expect(option.availabilityLocalStartTimes, option.id).toEqual(rules.startTimes);
      expect(option.restrictions.maxUnits).toBe(rules.capacity);
    }
    expect(cruise.options.find((o) => o.id === '41041')!.units.map((u) => u.id)).toEqual(expect.arrayContaining(['adult', 'child', 'infant', 'senior']));
  });

  it('is OPENING_HOURS for open-dated tickets, sold freely', async () => {
    const bus = await product('4101');
    expect(bus).toMatchObject({ availabilityType: 'OPENING_HOURS', allowFreesale: true });
    const option = bus.options.find((o) => o.id === '41011')!;
    expect(option.availabilityLocalStartTimes).toEqual(['00:00']);
    expect(option.restrictions.maxUnits).toBeNull();
  });
});
