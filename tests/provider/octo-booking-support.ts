import { randomUUID } from 'node:crypto';
import { zAvailability, zBooking } from '@octocloud/types';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { agentLedger, octoBookings } from '@/provider/db/schema';
import { memberTestDeps } from './member-support';
import { BOTH, octoOn, ok, resellerAgency, type Octo } from './octo-support';
import { paymentProvider } from './payment-support';
import { TEST_NOW } from './fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';

export type Reseller = Awaited<ReturnType<typeof resellerAgency>>;
/** OCTO's objects as the package's schemas read them. */
export type Availability = ReturnType<typeof zAvailability.parse>;
export type Booking = ReturnType<typeof zBooking.parse>;

/** The day cruise (timed, hourly 10:00–17:00) and the 24-hour bus ticket (open-dated). */
export const CRUISE = { productId: '4104', optionId: '41041' };
export const BUS = { productId: '4101', optionId: '41011' };
export const paris = (date: string, time = '00:00') => `${date}T${time}:00+01:00`;
export const adults = (n: number) => Array.from({ length: n }, () => ({ unitId: 'adult' }));
export const PRICED = { 'octo-capabilities': BOTH };
export const minutesLater = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
export const utc = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A reservation body: the cruise at 10:00 on `date` for two adults unless told otherwise. */
export const reservation = (date: string, extra: Record<string, unknown> = {}) => ({ uuid: randomUUID(), ...CRUISE, availabilityId: paris(date, '10:00'), unitItems: adults(2), ...extra });

/**
 * The booking tests' shop: a database of the file's own, the provider with a clock the tests move
 * (set back after each test), the OCTO app on it, and two resellers; with the calls they share.
 */
export function octoBookingShop() {
  let database: TestDatabase;
  let shop: ReturnType<typeof paymentProvider>;
  let octo: Octo;
  const resellers: Reseller[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    shop = paymentProvider(database.handle, {}, memberTestDeps);
    octo = octoOn(shop.providerDeps);
    resellers.push(await resellerAgency(db(), { name: 'Alpha Channel' }), await resellerAgency(db(), { name: 'Beta Channel' }));
  });
  afterEach(async () => {
    shop.clock.now = TEST_NOW;
    await shop.settle();
  });
  afterAll(() => database.dispose());

  const db = () => database.handle.db;
  const call: Octo = (...args) => octo(...args);
  /** One OCTO call that must answer a booking; parsed with OCTO's own schema. */
  const booking = async (who: Reseller, method: string, path: string, body?: unknown) => zBooking.parse(await ok(call(method, path, who.key, body, PRICED)));
  const ledger = (who: Reseller) => db().select().from(agentLedger).where(eq(agentLedger.agencyId, who.agency.id)).orderBy(agentLedger.id);

  return {
    db,
    octo: call,
    shop: () => shop,
    alpha: () => resellers[0]!,
    beta: () => resellers[1]!,
    booking,
    reserve: (who: Reseller, body: object) => booking(who, 'POST', '/bookings', body),
    confirm: (who: Reseller, uuid: string, body: object = { contact: { fullName: 'Ana Lima', emailAddress: 'ana@example.com' } }) => booking(who, 'POST', `/bookings/${uuid}/confirm`, body),
    list: async (who: Reseller, query: string) => (await ok<unknown[]>(call('GET', `/bookings?${query}`, who.key))).map((b) => zBooking.parse(b)),
    /** The departure (or opening-hours day) an availability id names, as OCTO answers it now. */
    availability: async (product: { productId: string; optionId: string }, id: string): Promise<Availability> => {
      const [found] = await ok<unknown[]>(call('POST', '/availability', resellers[0]!.key, { ...product, availabilityIds: [id] }, PRICED));
      return zAvailability.parse(found);
    },
    /** The agency's ledger entries, oldest first, and their sum. */
    ledger,
    balance: async (who: Reseller) => (await ledger(who)).reduce((sum, entry) => sum + entry.amount, 0),
    row: async (who: Reseller, uuid: string) => (await db().select().from(octoBookings).where(and(eq(octoBookings.agencyId, who.agency.id), eq(octoBookings.uuid, uuid))))[0],
  };
}
