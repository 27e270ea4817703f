import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { TEST_NOW } from './fixtures';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle, () => TEST_NOW).call;
});
afterAll(() => database.dispose());

// Paris's guided walking tour, the 10:00 departure with English as its tour language.
const body = { productId: 4103, optionId: 41031, date: '2027-04-23', time: '10:00', units: [{ type: 'adult', quantity: 3 }], packageChoices: [4103111] };

describe('siteB on the sales items (spec §3, §9)', () => {
  it('carries each item’s amount in major units × 1992 + 210907, in the basket’s currency', async () => {
    const added = await call('/api/v2/transaction/addToCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(added.status).toBe(200);
    const token = added.headers.get('authorization') ?? '';
    const euros = CartSchema.parse(await (await call('/api/v2/transaction/sale', { headers: { authorization: token } })).json());
    const [item] = euros.items;
    expect(item!.amount.currency).toBe('EUR');
    expect(item!.amount.amount).toBeGreaterThan(0);
    expect(item!.siteB).toBeCloseTo((item!.amount.amount / 100) * 1992 + 210907, 6);

    const update = await call('/api/v2/currency/update', { method: 'PUT', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ id: 2 }) });
    const pounds = CartSchema.parse(await update.json());
    const sale = pounds.items[0]!;
    expect(sale.amount.currency).toBe('GBP');
    expect(sale.siteB).toBeCloseTo((sale.amount.amount / 100) * 1992 + 210907, 6);
  });
});
