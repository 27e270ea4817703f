import { randomUUID } from 'node:crypto';
import { zAvailability, zAvailabilityCalendar } from '@octocloud/types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarSchema, OptionCalendarSchema, TimeSlotsSchema } from '@/provider/api/contract/availability';
import { inventoryAllocations, products } from '@/provider/db/schema';
import type { AvailabilityStatus } from '@/provider/domain/catalogue';
import { BOTH, octoOn, ok, refused, resellerAgency, type Octo } from './octo-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
let octo: Octo;
let shop: ReturnType<typeof providerOn>;
let key: string;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = providerOn(database.handle);
  octo = octoOn(shop.deps);
  key = (await resellerAgency(database.handle.db)).key;
});
afterAll(() => database.dispose());

/** OCTO's objects as the package's schemas read them. */
type Availability = ReturnType<typeof zAvailability.parse>;
type AvailabilityCalendar = ReturnType<typeof zAvailabilityCalendar.parse>;

/** The day cruise (timed, hourly 10:00–17:00, 80 places) and the 24-hour bus ticket (open-dated). */
const CRUISE = { productId: '4104', optionId: '41041' };
const BUS = { productId: '4101', optionId: '41011' };
const paris = (date: string, time = '00:00') => `${date}T${time}:00+01:00`;

/** What OCTO calls each of the shop's statuses: a bookable open-dated day is FREESALE. */
const OCTO_STATUS: Record<AvailabilityStatus, string> = { available: 'AVAILABLE', almost_sold_out: 'LIMITED', sold_out: 'SOLD_OUT', unavailable: 'CLOSED', block_out: 'CLOSED' };
const bookable = (status: AvailabilityStatus) => status === 'available' || status === 'almost_sold_out';

const calendar = async (body: object, headers: Record<string, string> = {}) =>
  (await ok<unknown[]>(octo('POST', '/availability/calendar', key, body, headers))).map((entry) => zAvailabilityCalendar.parse(entry));
const slots = async (body: object, headers: Record<string, string> = {}) =>
  (await ok<unknown[]>(octo('POST', '/availability', key, body, headers))).map((entry) => zAvailability.parse(entry));
const shopGet = async <T>(path: string, schema: { parse: (value: unknown) => T }) => {
  const response = await shop.call(`/api/v2${path}`);
  expect(response.status, path).toBe(200);
  return schema.parse(await response.json());
};
/** The shop's own calendar of one option, from `from` to `to`. */
const shopDays = async (optionId: string, from: string, to: string) =>
  (await shopGet(`/option/${optionId}/exactDateAvailability?from=${from}`, OptionCalendarSchema)).days.filter((d) => d.date <= to);

/** The OCTO calendar of the cruise agrees with the shop's day by day. */
async function expectCalendarsAgree(from: string, to: string) {
  const octoDays = await calendar({ ...CRUISE, localDateStart: from, localDateEnd: to });
  const shopCalendar = await shopDays(CRUISE.optionId, from, to);
  // In March the evening cruise (41042) is out of season: the product's calendar is the day cruise's.
  const productCalendar = (await shopGet(`/product/4104/availability?from=${from}&to=${to}`, CalendarSchema)).days;
  expect(productCalendar).toEqual(shopCalendar);
  expect(octoDays.map((d) => d.localDate)).toEqual(shopCalendar.map((d) => d.date));
  expect(octoDays.map(({ localDate, status, available, vacancies }) => ({ localDate, status, available, vacancies }))).toEqual(
    shopCalendar.map((d) => ({ localDate: d.date, status: OCTO_STATUS[d.status], available: bookable(d.status), vacancies: d.remaining })),
  );
  return octoDays;
}

/** The OCTO departures of the cruise on `date` agree with the shop's, one by one. */
async function expectDeparturesAgree(date: string) {
  const octoSlots = await slots({ ...CRUISE, localDateStart: date, localDateEnd: date });
  const shopSlots = await shopGet(`/option/${CRUISE.optionId}/availability/times?day=${date}`, TimeSlotsSchema);
  expect(octoSlots.map(({ id, status, available, vacancies, capacity }) => ({ id, status, available, vacancies, capacity }))).toEqual(
    shopSlots.times.map((t) => ({ id: paris(date, t.time), status: OCTO_STATUS[t.status], available: bookable(t.status), vacancies: t.remaining, capacity: t.capacity })),
  );
  return octoSlots;
}

const slotOf = (list: Availability[], id: string) => list.find((s) => s.id === id)!;
const dayOf = (list: AvailabilityCalendar[], date: string) => list.find((d) => d.localDate === date)!;

describe('a timed option', () => {
  it('has the same calendar and departures as the shop, past days closed', async () => {
    const days = await expectCalendarsAgree('2027-02-26', '2027-03-14');
    expect(dayOf(days, '2027-02-28')).toMatchObject({ status: 'CLOSED', available: false });
    expect(dayOf(days, '2027-03-02')).toMatchObject({ status: 'AVAILABLE', available: true, capacity: 8 * 80, openingHours: [] });
    const departures = await expectDeparturesAgree('2027-03-02');
    expect(departures.map((s) => s.localDateTimeStart)).toEqual(['10', '11', '12', '13', '14', '15', '16', '17'].map((h) => paris('2027-03-02', `${h}:00`)));
    const ten = slotOf(departures, paris('2027-03-02', '10:00'));
    expect(ten.maxUnits).toBe(ten.vacancies);
    expect(ten).toMatchObject({
      allDay: false,
      localDateTimeEnd: paris('2027-03-02', '11:15'),
      // Sales stop 15 minutes before the departure.
      utcCutoffAt: '2027-03-02T08:45:00Z',
      openingHours: [],
    });
  });

  it('loses exactly the units a reservation holds, on that departure and that day', async () => {
    const date = '2027-03-03';
    const id = paris(date, '10:00');
    const before = await expectDeparturesAgree(date);
    const dayBefore = dayOf(await expectCalendarsAgree(date, date), date);
    await ok(
      octo('POST', '/bookings', key, { uuid: randomUUID(), ...CRUISE, availabilityId: id, unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }] }),
    );
    const after = await expectDeparturesAgree(date);
    expect(slotOf(after, id).vacancies).toBe(slotOf(before, id).vacancies! - 3);
    expect(slotOf(after, paris(date, '11:00')).vacancies).toBe(slotOf(before, paris(date, '11:00')).vacancies);
    expect(dayOf(await expectCalendarsAgree(date, date), date).vacancies).toBe(dayBefore.vacancies! - 3);
  });

  it('shows a full departure SOLD_OUT, a nearly full one LIMITED, and a full day SOLD_OUT', async () => {
    const date = '2027-03-04';
    const full = '2027-03-05';
    /** Sells all but `left` of the places still free on a departure. */
    const sellAllBut = async (day: string, time: string, left: number) => {
      const { times } = await shopGet(`/option/${CRUISE.optionId}/availability/times?day=${day}`, TimeSlotsSchema);
      const quantity = times.find((t) => t.time === time)!.remaining - left;
      if (quantity > 0)
        await database.handle.db.insert(inventoryAllocations).values({ optionId: 41041, travelDate: day, startTime: time, quantity, kind: 'sold', expiresAt: null, reference: `order:test-${day}-${time}` });
    };
    await sellAllBut(date, '11:00', 0);
    await sellAllBut(date, '12:00', 5);
    const departures = await expectDeparturesAgree(date);
    expect(slotOf(departures, paris(date, '11:00'))).toMatchObject({ status: 'SOLD_OUT', available: false, vacancies: 0, capacity: 80 });
    expect(slotOf(departures, paris(date, '12:00'))).toMatchObject({ status: 'LIMITED', available: true, vacancies: 5 });
    // Asking for more units than are left makes a departure unavailable.
    const forSix = await slots({ ...CRUISE, availabilityIds: [paris(date, '12:00'), paris(date, '13:00')], units: [{ id: 'adult', quantity: 6 }] });
    expect(forSix.map((s) => s.available)).toEqual([false, true]);

    for (const time of ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']) await sellAllBut(full, time, 0);
    const days = await expectCalendarsAgree(date, full);
    expect(dayOf(days, date)).toMatchObject({ status: 'AVAILABLE', available: true });
    expect(dayOf(days, full)).toMatchObject({ status: 'SOLD_OUT', available: false, vacancies: 0 });
  });

  it('answers only the availabilityIds asked for, with the venue’s offset on each day', async () => {
    const ids = [paris('2027-03-09', '15:00'), paris('2027-03-02', '10:00')];
    expect((await slots({ ...CRUISE, availabilityIds: ids })).map((s) => s.id)).toEqual([...ids].reverse());
    // Paris moves to summer time on 28 March 2027.
    const spring = await slots({ ...CRUISE, localDateStart: '2027-03-27', localDateEnd: '2027-03-28' });
    expect(spring.filter((s) => s.id.includes('T10:00')).map((s) => s.id)).toEqual(['2027-03-27T10:00:00+01:00', '2027-03-28T10:00:00+02:00']);
    const wrongOffset = await refused(octo('POST', '/availability', key, { ...CRUISE, availabilityIds: ['2027-03-02T10:00:00+02:00'] }), 400, 'INVALID_AVAILABILITY_ID');
    expect(wrongOffset.availabilityId).toBe('2027-03-02T10:00:00+02:00');
  });

  it('prices each unit and the units asked for at the agency’s net with octo/pricing', async () => {
    const units = [{ id: 'adult', quantity: 2 }, { id: 'child', quantity: 1 }];
    const [slot] = await slots({ ...CRUISE, availabilityIds: [paris('2027-03-10', '10:00')], units }, { 'octo-capabilities': BOTH });
    const unit = (id: string) => slot!.unitPricing!.find((u) => u.unitId === id)!;
    const retail = unit('adult').retail * 2 + unit('child').retail;
    expect(slot!.pricing).toMatchObject({ retail, net: retail - Math.round(retail / 10), currency: 'EUR' });
    const [day] = await calendar({ ...CRUISE, localDateStart: '2027-03-10', localDateEnd: '2027-03-10', units }, { 'octo-capabilities': BOTH });
    expect(day!.pricingFrom).toEqual(slot!.pricing);
    expect(day!.unitPricingFrom).toEqual(slot!.unitPricing);
    // Without the capability there are no prices.
    const [bare] = await slots({ ...CRUISE, availabilityIds: [paris('2027-03-10', '10:00')], units });
    expect(bare).not.toHaveProperty('unitPricing');
    expect(bare).not.toHaveProperty('pricing');
  });
});

describe('an opening-hours option', () => {
  it('is FREESALE all day within the product’s opening hours, as the shop sells it', async () => {
    const [hours] = await database.handle.db.select({ from: products.firstDeparture, to: products.lastDeparture }).from(products).where(eq(products.id, 4101));
    const days = await calendar({ ...BUS, localDateStart: '2027-02-28', localDateEnd: '2027-03-07' });
    const shopCalendar = await shopDays(BUS.optionId, '2027-02-28', '2027-03-07');
    // Places are not counted on a free-sale option: no vacancies on any day, open or closed.
    expect(days.map(({ localDate, status, available, vacancies }) => ({ localDate, status, available, vacancies }))).toEqual(
      shopCalendar.map((d) => ({ localDate: d.date, status: bookable(d.status) ? 'FREESALE' : OCTO_STATUS[d.status], available: bookable(d.status), vacancies: null })),
    );
    expect(dayOf(days, '2027-02-28')).toMatchObject({ status: 'CLOSED', available: false, openingHours: [] });
    expect(dayOf(days, '2027-03-02')).toMatchObject({ status: 'FREESALE', available: true, vacancies: null, capacity: null, openingHours: [hours] });

    const list = await slots({ ...BUS, localDateStart: '2027-03-02', localDateEnd: '2027-03-03' });
    expect(list).toEqual([
      expect.objectContaining({ id: paris('2027-03-02'), localDateTimeEnd: paris('2027-03-03'), allDay: true, status: 'FREESALE', available: true, vacancies: null, capacity: null, openingHours: [hours] }),
      expect.objectContaining({ id: paris('2027-03-03'), allDay: true, status: 'FREESALE' }),
    ]);
    expect((await slots({ ...BUS, availabilityIds: [paris('2027-03-03')] })).map((s) => s.id)).toEqual([paris('2027-03-03')]);
  });
});

describe('a request OCTO cannot answer', () => {
  it('names the wrong product, option or unit', async () => {
    const range = { localDateStart: '2027-03-02', localDateEnd: '2027-03-03' };
    for (const path of ['/availability', '/availability/calendar']) {
      expect((await refused(octo('POST', path, key, { productId: '999999', optionId: '41041', ...range }), 400, 'INVALID_PRODUCT_ID')).productId).toBe('999999');
      // The walking tour's option is not the cruise's.
      expect((await refused(octo('POST', path, key, { productId: '4104', optionId: '41031', ...range }), 400, 'INVALID_OPTION_ID')).optionId).toBe('41031');
      expect((await refused(octo('POST', path, key, { ...CRUISE, ...range, units: [{ id: 'student', quantity: 1 }] }), 400, 'INVALID_UNIT_ID')).unitId).toBe('student');
      expect((await refused(octo('POST', path, key, { ...CRUISE, ...range, units: [{ id: 'dragon', quantity: 1 }] }), 400, 'INVALID_UNIT_ID')).unitId).toBe('dragon');
    }
  });

  it('refuses a missing, reversed, malformed or too long range', async () => {
    for (const path of ['/availability', '/availability/calendar']) {
      await refused(octo('POST', path, key, { ...CRUISE }), 400, 'BAD_REQUEST');
      await refused(octo('POST', path, key, { ...CRUISE, localDateStart: '2027-03-02' }), 400, 'BAD_REQUEST');
      await refused(octo('POST', path, key, { ...CRUISE, localDateStart: '2027-03-05', localDateEnd: '2027-03-02' }), 400, 'BAD_REQUEST');
      await refused(octo('POST', path, key, { ...CRUISE, localDateStart: '2027-02-30', localDateEnd: '2027-03-02' }), 400, 'BAD_REQUEST');
      // The day after 9999-12-31 has no YYYY-MM-DD: a range up to it must not be walked.
      await refused(octo('POST', path, key, { ...CRUISE, localDateStart: '9999-12-30', localDateEnd: '9999-12-31' }), 400, 'BAD_REQUEST');
    }
    // A calendar covers up to 366 days, a list of departures up to 92.
    expect(await calendar({ ...CRUISE, localDateStart: '2027-03-01', localDateEnd: '2028-02-29' })).toHaveLength(366);
    await refused(octo('POST', '/availability/calendar', key, { ...CRUISE, localDateStart: '2027-03-01', localDateEnd: '2028-03-01' }), 400, 'BAD_REQUEST');
    expect(new Set((await slots({ ...CRUISE, localDateStart: '2027-03-01', localDateEnd: '2027-05-31' })).map((s) => s.id.slice(0, 10))).size).toBe(92);
    await refused(octo('POST', '/availability', key, { ...CRUISE, localDateStart: '2027-03-01', localDateEnd: '2027-06-01' }), 400, 'BAD_REQUEST');
  });
});
