import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { TopLocationSlimListSchema } from '@/provider/api/contract/locations';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

async function expectError(path: string, status: 400 | 404, mentions: string, init?: RequestInit) {
  const response = await call(`/api/v2${path}`, init);
  expect(response.status, path).toBe(status);
  const body = ErrorSchema.parse(await response.json());
  expect(body.error).toBe(status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND');
  expect(body.message, path).toContain(mentions);
}

describe('bad input gets a clear error and changes nothing', () => {
  it.each([
    ['/location/abc', 'id'],
    ['/location/0', 'id'],
    ['/location/-4', 'id'],
    ['/product/1.5', 'id'],
    ['/product/99999999999', 'id'],
    ['/option/%20/availability', 'id'],
  ])('%s is a 400 naming the id', async (path, field) => {
    await expectError(path, 400, field);
  });

  it.each([
    ['/location/999', 'No location 999'],
    ['/location/999/product', 'No location 999'],
    ['/location/999/review', 'No location 999'],
    ['/location/href/999', 'No location 999'],
    ['/product/1', 'No product 1'],
    ['/product/1/review', 'No product 1'],
    ['/product/1/fullAvailability', 'No product 1'],
    ['/option/1/availability', 'No option 1'],
    ['/faq/scope/5', 'No scope 5'],
    ['/faq/product/1', 'No product 1'],
    ['/product/top?scope=5', 'No scope 5'],
    ['/status/data?statusType=option&id=1', 'No option 1'],
    ['/href?url=/fr/atlantide', 'No location or product'],
    ['/href?url=/fr/41/paris/999999', 'No location or product'],
  ])('%s is a 404 saying what is missing', async (path, message) => {
    await expectError(path, 404, message);
  });

  it.each([
    ['/product/4101/persontypes', 'day'],
    ['/product/4101/persontypes?day=2027-02-30', 'day'],
    ['/product/4101/priceInfo?day=tomorrow', 'day'],
    ['/product/4101/option/availability?day=27-03-01', 'day'],
    ['/product/4101/availability?from=2027-13-01', 'from'],
    ['/product/4101/availability?from=2027-03-10&to=2027-03-01', 'to'],
    ['/product/4101/availability?from=2027-03-01&to=2027-09-01', 'to'],
    ['/product/4101/fullAvailability?from=2027-03-01&exactDate=2027-03-02', 'exactDate'],
    ['/product/4101/review?page=0', 'page'],
    ['/product/4101/review?pageSize=500', 'pageSize'],
    ['/product/4101/review?lang=xx', 'lang'],
    ['/product/4101/review?sort=random', 'sort'],
    ['/location/41/review?page=0', 'page'],
    ['/product/top?limit=51', 'limit'],
    ['/location/top?limit=0', 'limit'],
    ['/location/search?limit=abc', 'limit'],
    ['/status/data?statusType=city&id=41', 'statusType'],
    ['/status/data?statusType=product', 'id'],
    ['/href', 'url'],
    ['/href?url=javascript:alert(1)', 'url'],
    ['/media/product/4101.png', 'file'],
  ])('%s is a 400 naming %s', async (path, field) => {
    await expectError(path, 400, field);
  });

  it('rejects an unknown currency and reads an unknown language as English', async () => {
    await expectError('/location/41', 400, 'x-currency', { headers: { 'x-currency': '7' } });
    const response = await call('/api/v2/location/top/slim?limit=1', { headers: { 'x-language': 'pt' } });
    expect(TopLocationSlimListSchema.parse(await response.json())).toEqual([{ id: 41, name: 'Paris', url: 'paris', lang: 'EN' }]);
  });

  it('finds nothing rather than failing for odd search text', async () => {
    for (const text of ['%', '_', "'; drop table products; --", '\\', '🚌']) {
      const response = await call(`/api/v2/location/search?text=${encodeURIComponent(text)}`);
      expect(response.status, text).toBe(200);
    }
  });
});
