import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inventoryAllocations } from '@/provider/db/schema';
import type { DatabaseHandle } from '@/provider/db/types';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  handles.push(database.handle);
  // On PostgreSQL a second connection pool plays a second app instance; PGlite is one process's database.
  if (database.openAnother) handles.push(await database.openAnother());
});
afterAll(() => database.dispose());

// The 10:00 walking tour (option 41031) seats 20; 10 are sold already, so 10 are left.
const OPTION = 41031;
const DATE = '2027-04-22';
const BUYERS = 200;

it(`lets ${BUYERS} buyers racing for the last 10 places hold exactly 10, and tells the rest it is sold out`, async () => {
  await database.handle.db.insert(inventoryAllocations).values({ optionId: OPTION, travelDate: DATE, startTime: '10:00', quantity: 10, kind: 'sold', expiresAt: null, reference: 'order:earlier' });
  const apps = handles.map((handle) => providerOn(handle).call);
  const body = JSON.stringify({ productId: 4103, optionId: OPTION, date: DATE, time: '10:00', units: [{ type: 'adult', quantity: 1 }], packageChoices: [4103111] });

  const responses = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      apps[i % apps.length]!('/api/v2/transaction/addToCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    ),
  );
  const statuses = responses.map((r) => r.status);
  const refusals = await Promise.all(responses.filter((r) => r.status !== 200).map((r) => r.json() as Promise<{ reason?: string }>));

  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - 10);
  expect(new Set(refusals.map((r) => r.reason))).toEqual(new Set(['SOLD_OUT']));

  const [held] = await database.handle.db
    .select({ places: sql<number>`cast(sum(${inventoryAllocations.quantity}) as integer)`, holds: sql<number>`cast(count(*) as integer)` })
    .from(inventoryAllocations)
    .where(and(eq(inventoryAllocations.optionId, OPTION), eq(inventoryAllocations.travelDate, DATE), eq(inventoryAllocations.kind, 'held')));
  expect(held).toEqual({ places: 10, holds: 10 });
}, 120_000);
