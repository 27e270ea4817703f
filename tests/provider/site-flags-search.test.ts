import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

/** flags.singleSite: the search answers within the scope it is given; the worldwide scope without one. */

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

async function search(query: string) {
  const response = await call(`/api/v2/location/search?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { locations: { id: number }[]; products: { id: number; locationId: number }[] };
}

describe('GET /api/v2/location/search with a scope', () => {
  it('finds cities and tours of every country without a scope', async () => {
    const found = await search('text=paris&productLimit=6');
    expect(found.locations.map((l) => l.id)).toContain(41);
    expect(found.products.length).toBeGreaterThan(0);
  });

  it('finds nothing outside the scope given', async () => {
    const london = await search('text=paris&productLimit=6&scope=1980');
    expect(london).toEqual({ locations: [], products: [] });
  });

  it('finds the cities and tours inside it', async () => {
    const paris = await search('text=paris&productLimit=6&scope=41');
    expect(paris.locations.map((l) => l.id)).toEqual([41]);
    expect(paris.products.length).toBeGreaterThan(0);
    expect(new Set(paris.products.map((p) => p.locationId))).toEqual(new Set([41]));
  });

  it('answers 404 for a scope that does not exist', async () => {
    expect((await call('/api/v2/location/search?text=paris&scope=77')).status).toBe(404);
  });
});
