import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AgentBookingsSchema, StatementSchema } from '@/provider/api/contract/agents';
import { agentLedger, orders } from '@/provider/db/schema';
import type { AgencyRow } from '@/provider/services/agents/current';
import { newOrderReference } from '@/provider/services/payment/references';
import { agentShop, type TestAgent } from './agent-area-support';
import { newKey, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof agentShop>;
let agency: AgencyRow;
let rival: AgencyRow;
let alex: TestAgent;
let sam: TestAgent;
let lee: TestAgent;
let maria: typeof orders.$inferSelect;
let john: typeof orders.$inferSelect;
let jane: typeof orders.$inferSelect;
let rivals: typeof orders.$inferSelect;

const bookedOn = (order: { id: string }, day: string) => shop.db().update(orders).set({ createdAt: new Date(`${day}T12:00:00Z`) }).where(eq(orders.id, order.id));

beforeAll(async () => {
  database = await createTestDatabase();
  shop = agentShop(database);
  agency = await shop.agency({ name: 'Bookings Travel' });
  rival = await shop.agency({ name: 'Rival Tours', currencyId: 2 });
  [alex, sam, lee] = await Promise.all([shop.agent(agency, 'Alex Agent'), shop.agent(agency, 'Sam Second'), shop.agent(rival, 'Lee London')]);
  await shop.entry(agency, 'top-up', 500_00);
  maria = await shop.book(agency, alex, [walk('2027-06-01', 1), walk('2027-06-01', 2)], { firstName: 'Maria', lastName: 'Rossi', email: 'maria@example.com' });
  john = await shop.bookOnCredit(agency, sam, [walk('2027-06-02', 1)], { firstName: 'John', lastName: 'Smith', email: 'john@example.com' });
  jane = await shop.book(agency, alex, [walk('2027-06-03', 1)], { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });
  rivals = await shop.book(rival, lee, [walk('2027-06-04', 1)], { firstName: 'Maria', lastName: 'Rossetti', email: 'mr@example.com' });
  await Promise.all([bookedOn(maria, '2027-02-10'), bookedOn(john, '2027-02-20'), bookedOn(jane, '2027-02-25'), bookedOn(rivals, '2027-02-21')]);
});
afterAll(async () => {
  await shop.shop.settle();
  await database.dispose();
});

async function list(who: TestAgent, query = '') {
  const response = await shop.as(who, 'GET', `/agent/bookings${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return AgentBookingsSchema.parse(await response.json());
}
const references = async (who: TestAgent, query = '') => (await list(who, query)).bookings.map((b) => b.reference);

it('lists the agency’s paid bookings newest first, with who booked, how it was paid and what opens it', async () => {
  const page = await list(sam);
  expect(page).toMatchObject({ page: 1, pages: 1, total: 3 });
  expect(page.bookings.map((b) => b.reference)).toEqual([jane.reference, john.reference, maria.reference]);
  const credit = page.bookings[1]!;
  expect(credit).toMatchObject({
    status: 'paid',
    traveller: { firstName: 'John', lastName: 'Smith', email: 'john@example.com' },
    agentName: 'Sam Second',
    agencyReference: john.agencyReference,
    paidWith: 'credit',
    total: { amount: john.amount, currency: 'EUR' },
    refunded: { amount: 0, currency: 'EUR' },
    commission: { amount: john.agencyCommission, currency: 'EUR' },
    voucherToken: john.secret,
  });
  expect(credit.lines).toEqual([{ line: 0, productName: expect.any(String), date: '2027-06-02', time: '10:00', status: 'valid' }]);
  expect(page.bookings[2]).toMatchObject({ paidWith: 'card', agentName: 'Alex Agent' });
  // The booking token opens manage-my-booking.
  const opened = await shop.shop.send('GET', '/booking', undefined, { 'x-booking-token': credit.bookingToken });
  expect(opened.status).toBe(200);
  expect((await opened.json()).reference).toBe(john.reference);
});

it('finds a reference by its start in any case, or a traveller by part of their name, and nothing of another agency', async () => {
  expect(await references(alex, `?q=${maria.reference.slice(0, 6).toLowerCase()}`)).toEqual([maria.reference]);
  expect(await references(alex, `?q=${maria.reference.slice(3)}`)).toEqual([]);
  expect(await references(alex, '?q=ross')).toEqual([maria.reference]);
  expect(await references(alex, '?q=MARIA%20ROSSI')).toEqual([maria.reference]);
  expect(await references(alex, '?q=smi')).toEqual([john.reference]);
  // LIKE's wildcards are only letters here.
  expect(await references(alex, '?q=%25')).toEqual([]);
  expect(await references(alex, '?q=_')).toEqual([]);
  expect(await references(lee, '?q=maria')).toEqual([rivals.reference]);
});

it('filters by booking days, inclusive, and refuses a range that ends before it starts', async () => {
  expect(await references(alex, '?from=2027-02-20')).toEqual([jane.reference, john.reference]);
  expect(await references(alex, '?to=2027-02-20')).toEqual([john.reference, maria.reference]);
  expect(await references(alex, '?from=2027-02-11&to=2027-02-24')).toEqual([john.reference]);
  const backwards = await shop.as(alex, 'GET', '/agent/bookings?from=2027-02-24&to=2027-02-11');
  expect(backwards.status).toBe(400);
  expect((await backwards.json()).message).toContain('to: must not be before from');
});

it('filters by the status the tickets give, the one the list shows', async () => {
  const token = (await list(alex, `?q=${maria.reference}`)).bookings[0]!.bookingToken;
  const cancelled = await shop.shop.send('POST', '/booking/cancel', { lines: [0] }, { 'x-booking-token': token, 'idempotency-key': newKey() });
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);
  const partly = await list(alex, '?status=partly-cancelled');
  expect(partly.bookings.map((b) => [b.reference, b.status, b.lines.map((l) => l.status)])).toEqual([[maria.reference, 'partly-cancelled', ['cancelled', 'valid']]]);
  expect(await references(alex, '?status=paid')).toEqual([jane.reference, john.reference]);
  expect(await references(alex, '?status=cancelled')).toEqual([]);
  expect((await shop.as(alex, 'GET', '/agent/bookings?status=refunded')).status).toBe(400);
});

it('pages 20 at a time', async () => {
  const busy = await shop.agency({ name: 'Busy Travel' });
  const busyAgent = await shop.agent(busy, 'Busy Bee');
  const template = await shop.book(busy, busyAgent, [walk('2027-06-05', 1)]);
  const { id: _id, reference: _reference, secret: _secret, ...rest } = template;
  for (let i = 1; i <= 22; i++) {
    const day = `2027-01-${String(i).padStart(2, '0')}`;
    await shop.db().insert(orders).values({ ...rest, id: randomUUID(), reference: newOrderReference(), secret: randomBytes(24).toString('base64url'), createdAt: new Date(`${day}T12:00:00Z`) });
  }
  const first = await list(busyAgent);
  expect(first).toMatchObject({ page: 1, pages: 2, total: 23 });
  expect(first.bookings).toHaveLength(20);
  expect(first.bookings[0]!.reference).toBe(template.reference);
  const second = await list(busyAgent, '?page=2');
  expect(second).toMatchObject({ page: 2, pages: 2, total: 23 });
  expect(second.bookings.map((b) => b.createdAt)).toEqual(['2027-01-03T12:00:00.000Z', '2027-01-02T12:00:00.000Z', '2027-01-01T12:00:00.000Z']);
  expect(new Set([...first.bookings, ...second.bookings].map((b) => b.reference)).size).toBe(23);
  expect((await list(busyAgent, '?page=3')).bookings).toEqual([]);
  expect((await shop.as(busyAgent, 'GET', '/agent/bookings?page=0')).status).toBe(400);
});

it('another agency’s booking is never shown nor printed: guessing its reference answers what an unknown one does', async () => {
  expect(await references(lee)).toEqual([rivals.reference]);
  for (const reference of [maria.reference, john.reference]) expect(await references(lee, `?q=${reference}`)).toEqual([]);

  const ours = await shop.as(alex, 'GET', `/agent/bookings/${maria.reference.toLowerCase()}/print`);
  expect(ours.status).toBe(200);
  expect(ours.headers.get('content-type')).toBe('application/pdf');
  expect(ours.headers.get('cache-control')).toBe('private, no-store');
  expect(ours.headers.get('content-disposition')).toBe(`attachment; filename="voucher-${maria.reference}.pdf"`);
  expect(Buffer.from(await ours.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

  const theirs = await shop.as(lee, 'GET', `/agent/bookings/${maria.reference}/print`);
  const unknown = await shop.as(lee, 'GET', '/agent/bookings/SSZZZZZZZZ/print');
  expect([theirs.status, unknown.status]).toEqual([404, 404]);
  expect(await theirs.json()).toEqual(await unknown.json());
  expect((await shop.as(null, 'GET', `/agent/bookings/${rivals.reference}/print`)).status).toBe(401);
});

it('cancelling a credit-paid ticket through manage-my-booking credits the agency once, even when the request is sent again', async () => {
  const order = await shop.bookOnCredit(agency, alex, [walk('2027-06-10', 1), walk('2027-06-10', 2)], { firstName: 'Carla', lastName: 'Credit' });
  const before = await shop.credit(agency);
  const booking = (await list(alex, `?q=${order.reference}`)).bookings[0]!;
  const key = newKey();
  const cancel = () => shop.shop.send('POST', '/booking/cancel', { lines: [0] }, { 'x-booking-token': booking.bookingToken, 'idempotency-key': key });
  const [first, second] = await Promise.all([cancel(), cancel()]);
  const third = await cancel();
  await shop.shop.settle();
  const answers = await Promise.all([first, second, third].map(async (r) => [r.status, (await r.json()).refunded]));
  const refunded = order.lines[0]!.amount;
  expect(answers).toEqual(Array(3).fill([200, { amount: refunded, currency: 'EUR' }]));

  const credits = await shop.db().select().from(agentLedger).where(and(eq(agentLedger.orderId, order.id), eq(agentLedger.kind, 'refund')));
  expect(credits.map((c) => [c.amount, c.agencyId, c.agentId])).toEqual([[refunded, agency.id, alex.id]]);
  expect((await shop.credit(agency)).available).toBe(before.available + refunded);

  const statement = StatementSchema.parse(await (await shop.as(alex, 'GET', '/agent/statement?from=2027-03-01')).json());
  expect(statement.entries.filter((e) => e.reference === order.reference).map((e) => [e.kind, e.amount])).toEqual([
    ['booking', -order.amount],
    ['refund', refunded],
  ]);
  expect(statement.closing).toBe(before.balance + refunded);
  const after = (await list(alex, `?q=${order.reference}`)).bookings[0]!;
  expect(after).toMatchObject({ status: 'partly-cancelled', refunded: { amount: refunded } });
});
