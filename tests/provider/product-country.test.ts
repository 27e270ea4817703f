import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSchema } from '@/provider/api/contract/products';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

const product = async (id: number, language: string) => ProductSchema.parse(await (await call(`/api/v2/product/${id}`, { headers: { 'x-language': language } })).json());

describe('GET /api/v2/product/{id}: the country', () => {
  it("names the city's country by its ISO ids and in the response language", async () => {
    expect((await product(4101, 'fr')).country).toEqual({ id: 250, isoCode: 'FR', name: 'France' });
    expect((await product(4101, 'de')).country).toEqual({ id: 250, isoCode: 'FR', name: 'Frankreich' });
    const london = await product(9501, 'es');
    expect(london.locationId).toBe(95);
    expect(london.country).toEqual({ id: 826, isoCode: 'GB', name: 'Reino Unido' });
  });
});
