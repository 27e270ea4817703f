import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { mediaImages } from '@/provider/db/schema';
import { walk } from './payment-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

const HOST = 'https://images.example.com';
const bus = (date: string) => ({ productId: 4101, optionId: 41011, date, units: [{ type: 'adult', quantity: 1 }], packageChoices: [] });

async function add(body: unknown, token = '') {
  const response = await call('/api/v2/transaction/addToCart', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return token || (response.headers.get('authorization') ?? '');
}

/** The SQL texts sent to the database while `work` runs (both drivers take the text first, alone or as `{ text }`). */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const client = (database.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : String((query as { text?: string }).text)));
  } finally {
    spy.mockRestore();
  }
}

describe("the basket's pictures", () => {
  it("show each product's first gallery picture, the generated one without a gallery, read in one query", async () => {
    const db = database.handle.db;
    // The walking tour gets an operator's gallery, stored out of order; the bus tour has none.
    await db.delete(mediaImages).where(and(eq(mediaImages.ownerKind, 'product'), eq(mediaImages.ownerId, 4103)));
    await db.insert(mediaImages).values([
      { ownerKind: 'product', ownerId: 4103, position: 2, url: `${HOST}/walk/2.jpg`, width: 1600, height: 1067, alt: { en: 'The Louvre' } },
      { ownerKind: 'product', ownerId: 4103, position: 1, url: `${HOST}/walk/1.jpg`, width: 1600, height: 1067, alt: { en: 'A guide and her group' } },
    ]);
    await db.delete(mediaImages).where(and(eq(mediaImages.ownerKind, 'product'), eq(mediaImages.ownerId, 4101)));

    const token = await add(walk('2027-04-22'));
    await add(bus('2027-04-22'), token);
    await add(walk('2027-04-23'), token);

    let answer: Response | undefined;
    const queries = await queriesDuring(async () => {
      answer = await call('/api/v2/transaction/sale', { headers: { authorization: token } });
    });
    expect(answer!.status).toBe(200);
    const cart = CartSchema.parse(await answer!.json());
    expect(cart.items.map((item) => [item.productId, item.image])).toEqual([
      [4103, `${HOST}/walk/1.jpg`],
      [4101, '/api/v2/media/product/4101.svg'],
      [4103, `${HOST}/walk/1.jpg`],
    ]);
    expect(queries.filter((sql) => sql.includes('"media_images"'))).toHaveLength(1);
  });
});
