import { randomUUID } from 'node:crypto';
import { zBooking } from '@octocloud/types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentLedger, inventoryAllocations, octoBookings, orders, productOptions } from '@/provider/db/schema';
import type { DatabaseHandle } from '@/provider/db/types';
import { octoOn, resellerAgency, type Octo } from './octo-support';
import { paymentProvider } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

type Reseller = Awaited<ReturnType<typeof resellerAgency>>;

let database: TestDatabase;
const instances: { octo: Octo; settle: () => Promise<unknown> }[] = [];
let resellers: Reseller[];

/** The day cruise on a December evening the seed sold nothing of, cut down to 10 places. */
const OPTION = 41041;
const DATE = '2027-12-15';
const CAPACITY = 10;
const RACERS = 200;

beforeAll(async () => {
  database = await createTestDatabase();
  const handles: DatabaseHandle[] = [database.handle];
  // On PostgreSQL two more connection pools play two more app instances; PGlite is one process's database.
  if (database.openAnother) handles.push(await database.openAnother(), await database.openAnother());
  for (const handle of handles) {
    const shop = paymentProvider(handle);
    instances.push({ octo: octoOn(shop.providerDeps), settle: shop.settle });
  }
  await db().update(productOptions).set({ capacity: CAPACITY }).where(eq(productOptions.id, OPTION));
  resellers = [await resellerAgency(db(), { name: 'North Channel' }), await resellerAgency(db(), { name: 'South Channel' })];
});
afterAll(async () => {
  await Promise.all(instances.map((i) => i.settle()));
  await database.dispose();
});

const db = () => database.handle.db;
/** Each reseller's system calls from an address of its own. */
const addressOf = (who: Reseller) => `203.0.113.${who.agency.id % 250}`;

/** One OCTO call on instance `n` (round robin); its status and body. */
async function call(n: number, who: Reseller, method: string, path: string, body: unknown) {
  const response = await instances[n % instances.length]!.octo(method, path, who.key, body, { 'octo-capabilities': 'octo/pricing', 'x-forwarded-for': addressOf(who) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Places the slot's allocations hold, by kind. */
async function placesOf(time: string) {
  const rows = await db()
    .select({ kind: inventoryAllocations.kind, places: sql<number>`cast(sum(${inventoryAllocations.quantity}) as integer)` })
    .from(inventoryAllocations)
    .where(and(eq(inventoryAllocations.optionId, OPTION), eq(inventoryAllocations.travelDate, DATE), eq(inventoryAllocations.startTime, time)))
    .groupBy(inventoryAllocations.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.places]));
}

const outcome = (answers: { status: number; body: Record<string, unknown> }[]) => answers.map((a) => (a.status === 200 ? String(a.body.status) : `${a.status} ${String(a.body.error)}`));
const count = (list: string[], value: string) => list.filter((v) => v === value).length;

it(`lets ${RACERS} reservations from two agencies racing for ${CAPACITY} places hold exactly ${CAPACITY}, and retries and confirmations make no duplicates`, async () => {
  const time = '17:00';
  expect(await placesOf(time)).toEqual({});
  const requests = Array.from({ length: RACERS }, (_, i) => {
    const who = resellers[i % 2]!;
    return { who, body: { uuid: randomUUID(), productId: '4104', optionId: String(OPTION), availabilityId: `${DATE}T${time}:00+01:00`, unitItems: [{ unitId: 'adult' }] } };
  });

  const first = await Promise.all(requests.map(({ who, body }, i) => call(i, who, 'POST', '/bookings', body)));
  const results = outcome(first);
  expect(count(results, 'ON_HOLD'), results.join(', ')).toBe(CAPACITY);
  expect(count(results, '400 UNPROCESSABLE_ENTITY'), results.join(', ')).toBe(RACERS - CAPACITY);
  for (const answer of first.filter((a) => a.status === 200)) zBooking.parse(answer.body);
  expect(await placesOf(time)).toEqual({ held: CAPACITY });

  // Every reservation sent again, and each one that was held confirmed twice, all at once.
  const held = requests.filter((_, i) => first[i]!.status === 200);
  const idOf = new Map(requests.flatMap(({ body }, i) => (first[i]!.status === 200 ? [[body.uuid, first[i]!.body.id] as const] : [])));
  const retries = requests.map(({ who, body }, i) => call(i + 1, who, 'POST', '/bookings', body).then((answer) => ({ uuid: body.uuid, answer })));
  const confirms = [...held, ...held].map(({ who, body }, i) => call(i, who, 'POST', `/bookings/${body.uuid}/confirm`, { contact: { fullName: 'Race Winner' } }).then((answer) => ({ uuid: body.uuid, answer })));
  const [retried, confirmed] = await Promise.all([Promise.all(retries), Promise.all(confirms)]);

  for (const { uuid, answer } of retried) {
    if (idOf.has(uuid)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.id).toBe(idOf.get(uuid));
    } else {
      expect(`${answer.status} ${String(answer.body.error)}`).toBe('400 UNPROCESSABLE_ENTITY');
    }
  }
  for (const { uuid, answer } of confirmed) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(zBooking.parse(answer.body)).toMatchObject({ id: idOf.get(uuid), status: 'CONFIRMED' });
  }

  const bookings = await db().select().from(octoBookings).where(and(eq(octoBookings.optionId, OPTION), eq(octoBookings.travelDate, DATE)));
  expect(bookings).toHaveLength(CAPACITY);
  expect(new Set(bookings.map((b) => b.state))).toEqual(new Set(['CONFIRMED']));
  const orderIds = bookings.map((b) => b.orderId!);
  expect(new Set(orderIds).size).toBe(CAPACITY);
  expect(await db().select({ id: orders.id }).from(orders).where(inArray(orders.cartId, bookings.map((b) => b.cartId)))).toHaveLength(CAPACITY);
  const debits = await db().select().from(agentLedger).where(inArray(agentLedger.orderId, orderIds));
  expect(debits).toHaveLength(CAPACITY);
  for (const booking of bookings) expect(debits.find((d) => d.orderId === booking.orderId)).toMatchObject({ agencyId: booking.agencyId, amount: -booking.net });
  expect(await placesOf(time)).toEqual({ sold: CAPACITY });
}, 180_000);

it('debits once for a booking confirmed many times at once', async () => {
  const who = await resellerAgency(db(), { name: 'West Channel' });
  const body = { uuid: randomUUID(), productId: '4104', optionId: String(OPTION), availabilityId: `${DATE}T16:00:00+01:00`, unitItems: [{ unitId: 'adult' }, { unitId: 'child' }] };
  const reserved = await call(0, who, 'POST', '/bookings', body);
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
  const before = await db().select().from(agentLedger).where(eq(agentLedger.agencyId, who.agency.id));

  const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => call(i, who, 'POST', `/bookings/${body.uuid}/confirm`, { contact: {} })));
  expect(outcome(answers)).toEqual(answers.map(() => 'CONFIRMED'));
  const references = new Set(answers.map((a) => zBooking.parse(a.body).supplierReference));
  expect(references.size).toBe(1);

  const after = await db().select().from(agentLedger).where(eq(agentLedger.agencyId, who.agency.id));
  const [booking] = await db().select().from(octoBookings).where(and(eq(octoBookings.agencyId, who.agency.id), eq(octoBookings.uuid, body.uuid)));
  expect(after.slice(before.length)).toEqual([expect.objectContaining({ kind: 'booking', amount: -booking!.net, orderId: booking!.orderId })]);
  expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.cartId, booking!.cartId))).toHaveLength(1);
  expect(await placesOf('16:00')).toEqual({ sold: 2 });
}, 60_000);
