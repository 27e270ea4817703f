import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyApiKeys, agentLedger, orders } from '@/provider/db/schema';
import { revokeApiKey } from '@/provider/services/octo/keys';
import { ok, refused, resellerAgency } from './octo-support';
import { octoBookingShop, paris, reservation, type Reseller } from './octo-booking-support';
import { TEST_NOW } from './fixtures';

/** Who may touch an OCTO booking: only its agency, with a live key, and only as far as its credit goes. */
const T = octoBookingShop();
const { db, octo, booking, reserve, confirm, list, ledger, balance, row } = T;
let alpha: Reseller;
let beta: Reseller;
beforeAll(() => {
  [alpha, beta] = [T.alpha(), T.beta()];
});

describe('another agency', () => {
  it('can never read, change, confirm, extend, cancel or list a booking, even with its uuid', async () => {
    const held = await reserve(alpha, reservation('2027-03-19', { resellerReference: 'ALPHA-PRIVATE' }));
    const confirmedBody = reservation('2027-03-19', { resellerReference: 'ALPHA-PRIVATE', availabilityId: paris('2027-03-19', '11:00') });
    const confirmed = await confirm(alpha, (await reserve(alpha, confirmedBody)).uuid);
    const before = await balance(alpha);

    for (const uuid of [held.uuid, confirmed.uuid]) {
      for (const [method, path, body] of [
        ['GET', `/bookings/${uuid}`, undefined],
        ['PATCH', `/bookings/${uuid}`, { resellerReference: 'HIJACKED' }],
        ['POST', `/bookings/${uuid}/extend`, { expirationMinutes: 60 }],
        ['POST', `/bookings/${uuid}/confirm`, { contact: {} }],
        ['POST', `/bookings/${uuid}/cancel`, {}],
      ] as const) {
        expect((await refused(octo(method, path, beta.key, body), 400, 'INVALID_BOOKING_UUID')).uuid, `${method} ${path}`).toBe(uuid);
      }
    }
    expect(await list(beta, 'resellerReference=ALPHA-PRIVATE')).toEqual([]);
    expect(await list(beta, `supplierReference=${confirmed.supplierReference}`)).toEqual([]);
    expect(await list(beta, 'localDate=2027-03-19')).toEqual([]);

    expect(await booking(alpha, 'GET', `/bookings/${held.uuid}`)).toMatchObject({ status: 'ON_HOLD', resellerReference: 'ALPHA-PRIVATE', utcExpiresAt: held.utcExpiresAt });
    expect(await booking(alpha, 'GET', `/bookings/${confirmed.uuid}`)).toMatchObject({ status: 'CONFIRMED', resellerReference: 'ALPHA-PRIVATE' });
    expect(await balance(alpha)).toBe(before);

    // The other agency's uuid is just a uuid: reserving with it makes a booking of its own.
    const own = await reserve(beta, reservation('2027-03-19', { uuid: held.uuid }));
    expect(own.id).not.toBe(held.id);
    expect(await booking(alpha, 'GET', `/bookings/${held.uuid}`)).toMatchObject({ id: held.id, status: 'ON_HOLD' });
  });
});

describe('the API key', () => {
  it('is required, and a wrong or revoked one is FORBIDDEN', async () => {
    await refused(octo('GET', '/products/4104', null), 401, 'UNAUTHORIZED');
    await refused(octo('GET', '/products/4104', null, undefined, { authorization: `Basic ${alpha.key}` }), 401, 'UNAUTHORIZED');
    await refused(octo('GET', '/products/4104', `octo_${'x'.repeat(43)}`), 403, 'FORBIDDEN');
    const revoked = await resellerAgency(db());
    await ok(octo('GET', '/products/4104', revoked.key));
    const [stored] = await db().select().from(agencyApiKeys).where(eq(agencyApiKeys.agencyId, revoked.agency.id));
    await revokeApiKey(db(), revoked.agency.id, stored!.id, TEST_NOW);
    await refused(octo('GET', '/products/4104', revoked.key), 403, 'FORBIDDEN');
    await refused(octo('POST', '/bookings', revoked.key, reservation('2027-03-22')), 403, 'FORBIDDEN');
  });

  it('wrong twenty times from one address in an hour stops that address, not others; right keys do not count', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const wrong = `octo_${'w'.repeat(43)}`;
    // Right keys never use up the allowance.
    for (let i = 0; i < 25; i++) await ok(octo('GET', '/supplier', alpha.key, undefined, from('198.51.100.20')));
    await refused(octo('GET', '/supplier', wrong, undefined, from('198.51.100.20')), 403, 'FORBIDDEN');

    for (let i = 0; i < 20; i++) await refused(octo('GET', '/supplier', wrong, undefined, from('198.51.100.21')), 403, 'FORBIDDEN');
    const stopped = await octo('GET', '/supplier', wrong, undefined, from('198.51.100.21'));
    await refused(stopped.clone(), 429, 'TOO_MANY_REQUESTS');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    await refused(octo('GET', '/supplier', wrong, undefined, from('198.51.100.22')), 403, 'FORBIDDEN');
    await ok(octo('GET', '/supplier', alpha.key, undefined, from('198.51.100.22')));
  });

  it('in many requests at once from one address is never taken for wrong keys', async () => {
    // A channel manager syncing: more requests in flight than the wrong-key allowance.
    const address = { 'x-forwarded-for': '198.51.100.30' };
    const burst = await Promise.all(Array.from({ length: 40 }, () => octo('GET', '/supplier', alpha.key, undefined, address)));
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    await ok(octo('GET', '/supplier', alpha.key, undefined, address));
  });
});

describe('the agency’s credit', () => {
  it('too short for the booking refuses the confirmation: no debit, no order, still on hold', async () => {
    const poor = await resellerAgency(db(), { opening: 5_00 });
    const held = await reserve(poor, reservation('2027-03-23'));
    expect(held.pricing!.net!).toBeGreaterThan(5_00);
    await refused(octo('POST', `/bookings/${held.uuid}/confirm`, poor.key, { contact: {} }), 400, 'UNPROCESSABLE_ENTITY');
    expect(await ledger(poor)).toEqual([expect.objectContaining({ kind: 'top-up', amount: 5_00 })]);
    const stored = (await row(poor, held.uuid))!;
    expect(await db().select().from(orders).where(eq(orders.cartId, stored.cartId))).toEqual([]);
    expect(await db().select({ n: sql<number>`cast(count(*) as integer)` }).from(orders).where(eq(orders.agencyId, poor.agency.id))).toEqual([{ n: 0 }]);
    expect(await booking(poor, 'GET', `/bookings/${held.uuid}`)).toMatchObject({ status: 'ON_HOLD', supplierReference: null });

    // Once topped up, the same booking confirms.
    await db().insert(agentLedger).values({ agencyId: poor.agency.id, kind: 'top-up', amount: 100_00, cause: 'test top-up' });
    expect((await confirm(poor, held.uuid)).status).toBe('CONFIRMED');
    expect(await balance(poor)).toBe(105_00 - held.pricing!.net!);
  });
});
