import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarSchema,
  OptionRulesSchema,
  PriceInfoSchema,
  ProductDaySchema,
  TimeSlotsSchema,
} from '@/provider/api/contract/availability';
import { StatusSchema } from '@/provider/api/contract/content';
import { ProductSchema } from '@/provider/api/contract/products';
import { inventoryAllocations } from '@/provider/db/schema';
import { TEST_ANCHOR, TEST_NOW } from './fixtures';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle).call;
});
afterAll(() => database.dispose());

// Paris's guided city tour: a 10:00 departure for 20 (option 41031) and a 15:00 one for 25
// (41032, 12 % dearer in July and August), Monday to Saturday.
const CITY_TOUR = 4103;
const MORNING = 41031;
/** A Wednesday beyond the weeks the seed has sold places on. */
const QUIET_DAY = '2027-04-14';

async function get<T>(path: string, schema: { parse: (v: unknown) => T }, init?: RequestInit): Promise<T> {
  const response = await call(`/api/v2${path}`, init);
  expect(response.status, path).toBe(200);
  return schema.parse(await response.json());
}

async function allocate(quantity: number, kind: 'sold' | 'held', expiresAt: Date | null, date = QUIET_DAY, startTime = '10:00') {
  await database.handle.db
    .insert(inventoryAllocations)
    .values({ optionId: MORNING, travelDate: date, startTime, quantity, kind, expiresAt, reference: 'test' });
}

const morningSlot = async (date = QUIET_DAY) =>
  (await get(`/option/${MORNING}/availability/times?day=${date}`, TimeSlotsSchema)).times[0];

describe('availability is computed from capacity, sales and holds', () => {
  it('shows a quiet departure as available with every place left', async () => {
    expect(await morningSlot()).toEqual({ time: '10:00', status: 'available', capacity: 20, remaining: 20 });
  });

  it('shows the last seat as almost sold out, then sold out once a live hold takes it', async () => {
    await allocate(19, 'sold', null);
    expect(await morningSlot()).toMatchObject({ status: 'almost_sold_out', remaining: 1 });

    // A hold that has expired frees its place at once: nothing sweeps it.
    await allocate(1, 'held', new Date(TEST_NOW.getTime() - 60_000));
    expect(await morningSlot()).toMatchObject({ status: 'almost_sold_out', remaining: 1 });

    await allocate(1, 'held', new Date(TEST_NOW.getTime() + 20 * 60_000));
    expect(await morningSlot()).toMatchObject({ status: 'sold_out', remaining: 0 });

    // The afternoon still has room, so the day can be booked.
    const day = await get(`/product/${CITY_TOUR}/option/availability?day=${QUIET_DAY}`, ProductDaySchema);
    expect(day.status).toBe('available');
    expect(day.options.map((o) => o.status)).toEqual(['sold_out', 'available']);
  });

  it('counts almost sold out from 15 % of the capacity', async () => {
    const day = '2027-04-15';
    await allocate(16, 'sold', null, day);
    expect(await morningSlot(day)).toMatchObject({ status: 'available', remaining: 4 });
    await allocate(1, 'sold', null, day);
    expect(await morningSlot(day)).toMatchObject({ status: 'almost_sold_out', remaining: 3 });
  });

  it('does not sell days the tour does not run, past days or days beyond a year', async () => {
    const sunday = await get(`/product/${CITY_TOUR}/fullAvailability?exactDate=2027-04-18`, CalendarSchema);
    expect(sunday.days).toEqual([{ date: '2027-04-18', status: 'unavailable', priceFrom: null, remaining: 0 }]);
    const yesterday = await get(`/product/${CITY_TOUR}/fullAvailability?exactDate=2027-02-27`, CalendarSchema);
    expect(yesterday.days[0]?.status).toBe('unavailable');
    const nextYear = await get(`/product/${CITY_TOUR}/fullAvailability?exactDate=2028-03-02`, CalendarSchema);
    expect(nextYear.days[0]?.status).toBe('unavailable');
  });

  it('stops selling a departure 15 minutes before it leaves, in the city’s time', async () => {
    const at = (utc: string) => providerOn(database.handle, () => new Date(utc)).call;
    const times = async (utc: string) =>
      TimeSlotsSchema.parse(await (await at(utc)(`/api/v2/option/${MORNING}/availability/times?day=${TEST_ANCHOR}`)).json());
    // 09:44 in Paris (UTC+1 in March): the 10:00 tour still sells; at 09:46 it no longer does.
    expect((await times(`${TEST_ANCHOR}T08:44:00Z`)).times[0]?.status).not.toBe('unavailable');
    expect((await times(`${TEST_ANCHOR}T08:46:00Z`)).times[0]?.status).toBe('unavailable');
  });

  it('closes a day pass once the last bus of the day has left', async () => {
    const late = providerOn(database.handle, () => new Date(`${TEST_ANCHOR}T20:00:00Z`)).call;
    const response = await late(`/api/v2/product/4101/fullAvailability?exactDate=${TEST_ANCHOR}`);
    expect(CalendarSchema.parse(await response.json()).days[0]?.status).toBe('unavailable');
    const morning = await get(`/product/4101/fullAvailability?exactDate=${TEST_ANCHOR}`, CalendarSchema);
    expect(morning.days[0]).toMatchObject({ status: 'available', remaining: null });
  });

  it('marks Christmas Day as a block-out day for the bus', async () => {
    const christmas = await get('/product/4101/fullAvailability?exactDate=2027-12-25', CalendarSchema);
    expect(christmas.days[0]?.status).toBe('block_out');
    const rules = await get('/option/41011/availability', OptionRulesSchema);
    expect(rules.blockOutDates).toContain('2027-12-25');
    expect(rules.nextAvailableDate).toBe(TEST_ANCHOR);
  });

  it('runs the sunset cruise in its season only', async () => {
    const march = await get('/option/41042/availability/times?day=2027-03-10', TimeSlotsSchema);
    expect(march.status).toBe('unavailable');
    const july = await get('/option/41042/availability/times?day=2027-07-14', TimeSlotsSchema);
    expect(july.times.map((t) => t.time)).toEqual(['19:00', '20:00']);
    expect(july.status).toBe('available');
  });

  it('prices a day with the price change in force', async () => {
    const base = await get(`/product/${CITY_TOUR}/priceInfo?day=${QUIET_DAY}`, PriceInfoSchema);
    const summer = await get(`/product/${CITY_TOUR}/priceInfo?day=2027-07-14`, PriceInfoSchema);
    const adult = (info: typeof base, option: number) => info.options[option]?.units.find((u) => u.type === 'adult')?.price.amount ?? 0;
    expect(summer.options[1]?.changePercent).toBe(12);
    expect(adult(summer, 1)).toBe(Math.round((adult(base, 1) * 1.12) / 50) * 50);
    expect(summer.options[0]?.changePercent).toBe(0);
    expect(adult(summer, 0)).toBe(adult(base, 0));
  });

  it('answers a year of days, each with its status and price from', async () => {
    const year = await get(`/product/${CITY_TOUR}/fullAvailability`, CalendarSchema);
    expect(year.days).toHaveLength(365);
    expect(year.from).toBe(TEST_ANCHOR);
    expect(year.days.at(-1)?.date).toBe('2028-02-28');
    const bookable = year.days.filter((d) => d.status === 'available' || d.status === 'almost_sold_out');
    expect(bookable.length).toBeGreaterThan(250);
    for (const day of bookable) expect(day.priceFrom?.amount).toBeGreaterThan(0);
  });

  it('sells nothing of a product that is temporarily unavailable', async () => {
    const status = await get('/status/data?statusType=product&id=5207', StatusSchema);
    expect(status).toMatchObject({ status: 'temporarily_unavailable', bookable: false });
    const year = await get('/product/5207/fullAvailability', CalendarSchema);
    expect(new Set(year.days.map((d) => d.status))).toEqual(new Set(['unavailable']));
  });

  it('reads "today" on the city’s own calendar', async () => {
    // 20:00 UTC on 1 March is already 2 March in Sydney.
    const evening = providerOn(database.handle, () => new Date(`${TEST_ANCHOR}T20:00:00Z`)).call;
    const sydney = CalendarSchema.parse(await (await evening('/api/v2/product/9001/availability')).json());
    expect(sydney).toMatchObject({ timeZone: 'Australia/Sydney', today: '2027-03-02', from: '2027-03-02' });
    const paris = CalendarSchema.parse(await (await evening('/api/v2/product/4101/availability')).json());
    expect(paris.today).toBe(TEST_ANCHOR);
  });

  it('prices in the currency of the currency header', async () => {
    const inPounds = await get(`/product/${CITY_TOUR}`, ProductSchema, { headers: { 'x-currency': '2' } });
    const inDollars = await get(`/product/${CITY_TOUR}`, ProductSchema, { headers: { 'x-currency': '3' } });
    expect(inPounds.priceFrom?.currency).toBe('GBP');
    expect(inDollars.priceFrom?.currency).toBe('USD');
    expect(inDollars.priceFrom?.amount).toBeGreaterThan(inPounds.priceFrom?.amount ?? 0);
  });
});
