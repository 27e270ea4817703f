import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDaySchema } from '@/provider/api/contract/availability';
import { CartSchema } from '@/provider/api/contract/cart';
import { ProductSchema } from '@/provider/api/contract/products';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

const DAY = '2027-04-22';
// Paris's second hop-on hop-off tour, sold only within 25 km of the city (48.8566, 2.3522).
const ON_THE_SPOT = { productId: 4112, optionId: 41121, date: DAY, units: [{ type: 'adult', quantity: 1 }], packageChoices: [] };
const LOUVRE = { latitude: 48.8606, longitude: 2.3376 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
// The Alhambra's entry, where IDs are checked; Paris's walking tour, where they are not.
const ALHAMBRA = { productId: 706, optionId: 7061, date: DAY, units: [{ type: 'adult', quantity: 2 }], packageChoices: [] };
const WALK = { productId: 4103, optionId: 41031, date: DAY, time: '10:00', units: [{ type: 'adult', quantity: 1 }], packageChoices: [4103111] };
const ANNA = { firstName: 'Anna', lastName: 'Weber', phone: '612345678' };

const json = (method: string, path: string, body: unknown, token?: string) =>
  call(`/api/v2${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) });

async function basketWith(item: unknown) {
  const response = await json('POST', '/transaction/addToCart', item);
  expect(response.status).toBe(200);
  return response.headers.get('authorization')!;
}

describe('a product sold only near its city (spec §5, §8 "location too far")', () => {
  it('says so in the product answer, with the radius and the city’s centre', async () => {
    const product = ProductSchema.parse(await (await call('/api/v2/product/4112')).json());
    expect(product.nearbyOnly).toEqual({ radiusKm: 25, center: { latitude: 48.8566, longitude: 2.3522 } });
    expect(ProductSchema.parse(await (await call('/api/v2/product/4101')).json()).nearbyOnly).toBeNull();
  });

  it('refuses add-to-cart without the buyer’s position, or from too far, and takes it from nearby', async () => {
    for (const body of [ON_THE_SPOT, { ...ON_THE_SPOT, position: LYON }]) {
      const refused = await json('POST', '/transaction/addToCart', body);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ error: 'UNPROCESSABLE', reason: 'LOCATION_TOO_FAR', message: expect.stringContaining('25 km') });
    }
    const near = await json('POST', '/transaction/addToCart', { ...ON_THE_SPOT, position: LOUVRE });
    expect(near.status).toBe(200);
    expect(CartSchema.parse(await near.json()).items.map((item) => item.productId)).toEqual([4112]);
  });

  it('answers a position off the globe with a 400 naming the field', async () => {
    const bad = await json('POST', '/transaction/addToCart', { ...ON_THE_SPOT, position: { latitude: 91, longitude: 2 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining('position.latitude') });
  });

  it('asks no position of other products', async () => {
    expect((await json('POST', '/transaction/addToCart', WALK)).status).toBe(200);
  });
});

describe('the passport or ID number, only where the venue checks it (spec §3)', () => {
  it('flags the option in the product, the day’s availability and the basket', async () => {
    const product = ProductSchema.parse(await (await call('/api/v2/product/706')).json());
    expect(product.options.map((o) => o.identityDocumentRequired)).toEqual([true]);
    const day = ProductDaySchema.parse(await (await call(`/api/v2/product/706/option/availability?day=${DAY}`)).json());
    expect(day.options.map((o) => o.identityDocumentRequired)).toEqual([true]);
    const walk = ProductDaySchema.parse(await (await call(`/api/v2/product/4103/option/availability?day=${DAY}`)).json());
    expect(walk.options.every((o) => !o.identityDocumentRequired)).toBe(true);

    const token = await basketWith(ALHAMBRA);
    expect((await json('POST', '/transaction/addToCart', WALK, token)).status).toBe(200);
    const cart = CartSchema.parse(await (await call('/api/v2/transaction/sale', { headers: { authorization: token } })).json());
    expect(cart.items.map((item) => [item.productId, item.identityDocumentRequired])).toEqual([
      [706, true],
      [4103, false],
    ]);
  });

  it('requires the document for a basket with such an item, and keeps it', async () => {
    const token = await basketWith(ALHAMBRA);
    const missing = await json('PUT', '/transaction/traveller', ANNA, token);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: 'UNPROCESSABLE', message: expect.stringContaining('document') });

    const saved = await json('PUT', '/transaction/traveller', { ...ANNA, document: 'X1234567', guardian: true }, token);
    expect(saved.status).toBe(200);
    expect(CartSchema.parse(await saved.json()).traveller).toEqual({ ...ANNA, document: 'X1234567', guardian: true });
  });

  it('asks nothing of the kind for a walking tour, and keeps no document given anyway', async () => {
    const token = await basketWith(WALK);
    const without = await json('PUT', '/transaction/traveller', ANNA, token);
    expect(without.status).toBe(200);
    expect(CartSchema.parse(await without.json()).traveller).toEqual({ ...ANNA, document: '', guardian: false });

    const extra = await json('PUT', '/transaction/traveller', { ...ANNA, document: 'X1234567', guardian: true }, token);
    expect(CartSchema.parse(await extra.json()).traveller).toEqual({ ...ANNA, document: '', guardian: false });
  });

  it('still refuses a malformed document number', async () => {
    const token = await basketWith(ALHAMBRA);
    const bad = await json('PUT', '/transaction/traveller', { ...ANNA, document: 'X1' }, token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining('document') });
  });
});
