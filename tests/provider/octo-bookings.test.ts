import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AgentBookingsSchema, StatementSchema } from '@/provider/api/contract/agents';
import { TimeSlotsSchema } from '@/provider/api/contract/availability';
import { cartSales, inventoryAllocations, octoBookings, orders, tickets } from '@/provider/db/schema';
import { ticketSecret } from '@/provider/services/payment/voucher-data';
import { verifyTicket } from '@/provider/services/voucher/signature';
import { agentCookie } from './agent-support';
import { refused, resellerAgency } from './octo-support';
import { adults, BUS, CRUISE, minutesLater, octoBookingShop, paris, reservation, utc, type Availability, type Booking, type Reseller } from './octo-booking-support';

const T = octoBookingShop();
const { db, octo, booking, reserve, confirm, list, availability, ledger, balance, row } = T;
let shop: ReturnType<typeof T.shop>;
let alpha: Reseller;
beforeAll(() => {
  [shop, alpha] = [T.shop(), T.alpha()];
});
const vacancies = async (id: string, product = CRUISE) => (await availability(product, id)).vacancies;

/** Sells every place still free on a cruise departure but `left`. */
async function sellAllBut(date: string, time: string, left = 0) {
  const response = await shop.send('GET', `/option/41041/availability/times?day=${date}`);
  const free = TimeSlotsSchema.parse(await response.json()).times.find((t) => t.time === time)!.remaining - left;
  if (free > 0) await db().insert(inventoryAllocations).values({ optionId: 41041, travelDate: date, startTime: time, quantity: free, kind: 'sold', expiresAt: null, reference: `order:elsewhere-${date}-${time}` });
}

/** Retail of the units on a departure from its unit prices, and the agency's net of it (10 % commission). */
function priceOf(slot: Availability, units: string[]) {
  const retail = units.reduce((sum, unit) => sum + slot.unitPricing!.find((p) => p.unitId === unit)!.retail, 0);
  return { retail, net: retail - Math.round(retail / 10) };
}

describe('a booking from reservation to cancellation', () => {
  it('holds, extends, confirms on credit with a voucher, shows in the agent area and cancels with a full refund', async () => {
    const id = paris('2027-03-08', '10:00');
    const free = await vacancies(id);
    const opening = await balance(alpha);
    const held = await reserve(alpha, reservation('2027-03-08', { resellerReference: 'ALPHA-100', expirationMinutes: 30 }));
    expect(held).toMatchObject({ status: 'ON_HOLD', productId: '4104', optionId: '41041', availabilityId: id, freesale: false, resellerReference: 'ALPHA-100', supplierReference: null, voucher: null, cancellable: true });
    expect(held.utcExpiresAt).toBe(utc(minutesLater(30)));
    expect(held.unitItems.map((u) => [u.unitId, u.status])).toEqual([['adult', 'ON_HOLD'], ['adult', 'ON_HOLD']]);
    expect(held.pricing).toMatchObject(priceOf(await availability(CRUISE, id), ['adult', 'adult']));
    expect(await vacancies(id)).toBe(free! - 2);

    shop.clock.now = minutesLater(10);
    const extended = await booking(alpha, 'POST', `/bookings/${held.uuid}/extend`, { expirationMinutes: 60 });
    expect(extended).toMatchObject({ id: held.id, status: 'ON_HOLD', utcExpiresAt: utc(minutesLater(70)) });

    const confirmed = await confirm(alpha, held.uuid);
    expect(confirmed).toMatchObject({ id: held.id, status: 'CONFIRMED', utcExpiresAt: null, utcConfirmedAt: utc(minutesLater(10)), cancellable: true });
    expect(confirmed.contact).toMatchObject({ fullName: 'Ana Lima', emailAddress: 'ana@example.com' });
    const [order] = await db().select().from(orders).where(eq(orders.reference, confirmed.supplierReference!));
    expect(order).toMatchObject({ channel: 'octo', gateway: 'credit', agencyId: alpha.agency.id, agencyReference: 'ALPHA-100', amount: held.pricing!.net!, status: 'paid' });
    // One debit of the net price; the places stay taken.
    const debits = (await ledger(alpha)).filter((e) => e.amount < 0);
    expect(debits).toEqual([expect.objectContaining({ kind: 'booking', amount: -held.pricing!.net!, orderId: order!.id })]);
    expect(await balance(alpha)).toBe(opening - held.pricing!.net!);
    expect(await vacancies(id)).toBe(free! - 2);

    // The voucher: the ticket's signed code as a QR code, and the PDF's address.
    const codes = await db().select({ code: tickets.code }).from(tickets).where(eq(tickets.orderId, order!.id));
    const [qr, pdf] = [confirmed.voucher!.deliveryOptions.find((d) => d.deliveryFormat === 'QRCODE')!, confirmed.voucher!.deliveryOptions.find((d) => d.deliveryFormat === 'PDF_URL')!];
    const code = verifyTicket(qr.deliveryValue, await ticketSecret(db()));
    expect(codes.map((c) => c.code)).toEqual([code]);
    expect(confirmed.unitItems.map((u) => [u.status, u.supplierReference])).toEqual([['CONFIRMED', code], ['CONFIRMED', code]]);
    const document = await shop.send('GET', pdf.deliveryValue.slice(pdf.deliveryValue.indexOf('/api/v2') + '/api/v2'.length));
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toContain('application/pdf');

    // Confirming again answers the same booking and debits nothing more.
    expect(await confirm(alpha, held.uuid)).toMatchObject({ id: held.id, status: 'CONFIRMED', supplierReference: confirmed.supplierReference });
    expect((await ledger(alpha)).filter((e) => e.amount < 0)).toHaveLength(1);
    expect(await booking(alpha, 'GET', `/bookings/${held.uuid}`)).toMatchObject({ id: held.id, status: 'CONFIRMED' });
    await refused(octo('POST', `/bookings/${held.uuid}/extend`, alpha.key, { expirationMinutes: 30 }), 400, 'UNPROCESSABLE_ENTITY');

    // The agent area lists it as an OCTO booking on credit, and its debit in the statement.
    const cookie = await agentCookie(shop.send, alpha.agents[0]!);
    const page = AgentBookingsSchema.parse(await (await shop.send('GET', '/agent/bookings', undefined, { cookie })).json());
    expect(page.bookings.find((b) => b.reference === confirmed.supplierReference)).toMatchObject({ channel: 'octo', paidWith: 'credit', agencyReference: 'ALPHA-100', total: { amount: held.pricing!.net!, currency: 'EUR' } });
    const statement = StatementSchema.parse(await (await shop.send('GET', '/agent/statement', undefined, { cookie })).json());
    expect(statement.entries.filter((e) => e.reference === confirmed.supplierReference)).toEqual([expect.objectContaining({ kind: 'booking', amount: -held.pricing!.net! })]);

    const cancelled = await booking(alpha, 'POST', `/bookings/${held.uuid}/cancel`, { reason: 'Traveller ill' });
    expect(cancelled).toMatchObject({ id: held.id, status: 'CANCELLED', cancellable: false, voucher: null, cancellation: { refund: 'FULL', reason: 'Traveller ill' } });
    expect(await balance(alpha)).toBe(opening);
    expect(await vacancies(id)).toBe(free);
    // Cancelling again changes nothing.
    expect(await booking(alpha, 'POST', `/bookings/${held.uuid}/cancel`, {})).toMatchObject({ status: 'CANCELLED' });
    expect(await balance(alpha)).toBe(opening);
  });

  it('books an opening-hours day the same way', async () => {
    const day = paris('2027-03-08');
    const opening = await balance(alpha);
    const held = await reserve(alpha, { uuid: randomUUID(), ...BUS, availabilityId: day, unitItems: [{ unitId: 'adult' }, { unitId: 'child' }] });
    expect(held).toMatchObject({ status: 'ON_HOLD', freesale: true, availabilityId: day, availability: { id: day, allDay: true, status: 'FREESALE' } });
    expect(held.pricing).toMatchObject(priceOf(await availability(BUS, day), ['adult', 'child']));
    const extended = await booking(alpha, 'POST', `/bookings/${held.uuid}/extend`, { expirationMinutes: 90 });
    expect(extended.utcExpiresAt).toBe(utc(minutesLater(90)));
    const confirmed = await confirm(alpha, held.uuid);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.voucher!.deliveryOptions.map((d) => d.deliveryFormat)).toEqual(['QRCODE', 'PDF_URL']);
    expect(await balance(alpha)).toBe(opening - held.pricing!.net!);
    expect(await booking(alpha, 'POST', `/bookings/${held.uuid}/cancel`, {})).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL' } });
    expect(await balance(alpha)).toBe(opening);
  });

  it('refuses to cancel after the option’s cut-off and changes nothing', async () => {
    const held = await reserve(alpha, reservation('2027-03-03'));
    const confirmed = await confirm(alpha, held.uuid);
    const before = await balance(alpha);
    // The cruise is cancellable until 24 hours before it leaves (10:00 in Paris, 09:00 UTC).
    shop.clock.now = new Date('2027-03-02T10:00:00Z');
    expect((await booking(alpha, 'GET', `/bookings/${held.uuid}`)).cancellable).toBe(false);
    await refused(octo('POST', `/bookings/${held.uuid}/cancel`, alpha.key, {}), 400, 'UNPROCESSABLE_ENTITY');
    expect(await booking(alpha, 'GET', `/bookings/${held.uuid}`)).toMatchObject({ status: 'CONFIRMED', voucher: confirmed.voucher });
    expect(await balance(alpha)).toBe(before);
  });
});

describe('places', () => {
  it('are refused on a sold-out departure, or when fewer are left than asked for', async () => {
    await sellAllBut('2027-03-10', '10:00');
    await sellAllBut('2027-03-10', '11:00', 2);
    const full = reservation('2027-03-10');
    await refused(octo('POST', '/bookings', alpha.key, full), 400, 'UNPROCESSABLE_ENTITY');
    const short = reservation('2027-03-10', { availabilityId: paris('2027-03-10', '11:00'), unitItems: adults(3) });
    await refused(octo('POST', '/bookings', alpha.key, short), 400, 'UNPROCESSABLE_ENTITY');
    expect(await row(alpha, full.uuid)).toBeUndefined();
    expect(await row(alpha, short.uuid)).toBeUndefined();
    expect(await vacancies(paris('2027-03-10', '11:00'))).toBe(2);
  });

  it('are given back when a hold is cancelled', async () => {
    const id = paris('2027-03-10', '15:00');
    const [free, opening] = [await vacancies(id), await balance(alpha)];
    const held = await reserve(alpha, reservation('2027-03-10', { availabilityId: id }));
    expect(await vacancies(id)).toBe(free! - 2);
    expect(await booking(alpha, 'POST', `/bookings/${held.uuid}/cancel`, {})).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL' } });
    expect(await vacancies(id)).toBe(free);
    expect(await balance(alpha)).toBe(opening);
    await refused(octo('POST', `/bookings/${held.uuid}/confirm`, alpha.key, { contact: {} }), 400, 'UNPROCESSABLE_ENTITY');
  });

  it('are asked for by a departure and units the option has', async () => {
    const body = reservation('2027-03-10');
    expect((await refused(octo('POST', '/bookings', alpha.key, { ...body, availabilityId: paris('2027-03-10', '10:30') }), 400, 'INVALID_AVAILABILITY_ID')).availabilityId).toBe(paris('2027-03-10', '10:30'));
    await refused(octo('POST', '/bookings', alpha.key, { ...body, availabilityId: undefined }), 400, 'INVALID_AVAILABILITY_ID');
    expect((await refused(octo('POST', '/bookings', alpha.key, { ...body, unitItems: [{ unitId: 'student' }] }), 400, 'INVALID_UNIT_ID')).unitId).toBe('student');
    expect((await refused(octo('POST', '/bookings', alpha.key, { ...body, optionId: '41031' }), 400, 'INVALID_OPTION_ID')).optionId).toBe('41031');
    await refused(octo('POST', '/bookings', alpha.key, { ...body, unitItems: [] }), 400, 'UNPROCESSABLE_ENTITY');
    await refused(octo('POST', '/bookings', alpha.key, { ...body, expirationMinutes: 121 }), 400, 'BAD_REQUEST');
    expect(await row(alpha, body.uuid)).toBeUndefined();
  });

  it('are held once for a uuid sent twice; the uuid with another request is refused', async () => {
    const id = paris('2027-03-11', '10:00');
    const free = await vacancies(id);
    const body = reservation('2027-03-11', { resellerReference: 'TWICE' });
    const first = await reserve(alpha, body);
    const again = await reserve(alpha, body);
    expect(again).toEqual(first);
    const stored = await db().select().from(octoBookings).where(and(eq(octoBookings.agencyId, alpha.agency.id), eq(octoBookings.uuid, body.uuid)));
    expect(stored).toHaveLength(1);
    const sales = await db().select({ id: cartSales.id }).from(cartSales).where(eq(cartSales.cartId, stored[0]!.cartId));
    expect(sales).toHaveLength(1);
    expect(await db().select().from(inventoryAllocations).where(eq(inventoryAllocations.reference, `sale:${sales[0]!.id}`))).toHaveLength(1);
    expect(await vacancies(id)).toBe(free! - 2);

    const other = await refused(octo('POST', '/bookings', alpha.key, { ...body, unitItems: adults(3) }), 400, 'INVALID_BOOKING_UUID');
    expect(other.uuid).toBe(body.uuid);
    expect(await vacancies(id)).toBe(free! - 2);
  });

  it('come back when a reservation expires; it reads EXPIRED and cannot be confirmed', async () => {
    const id = paris('2027-03-12', '10:00');
    const free = await vacancies(id);
    const held = await reserve(alpha, reservation('2027-03-12', { expirationMinutes: 5 }));
    expect(await vacancies(id)).toBe(free! - 2);
    const before = await balance(alpha);

    shop.clock.now = minutesLater(6);
    expect(await vacancies(id)).toBe(free);
    expect((await booking(alpha, 'GET', `/bookings/${held.uuid}`)).status).toBe('EXPIRED');
    await refused(octo('POST', `/bookings/${held.uuid}/confirm`, alpha.key, { contact: {} }), 400, 'UNPROCESSABLE_ENTITY');
    expect(await balance(alpha)).toBe(before);
    expect(await db().select().from(orders).where(eq(orders.cartId, (await row(alpha, held.uuid))!.cartId))).toEqual([]);

    // Extending takes the places again while they are free.
    expect(await booking(alpha, 'POST', `/bookings/${held.uuid}/extend`, { expirationMinutes: 10 })).toMatchObject({ status: 'ON_HOLD', utcExpiresAt: utc(minutesLater(16)) });
    expect(await vacancies(id)).toBe(free! - 2);
  });

  it('are not claimed by an expired reservation whose details change', async () => {
    // ON_HOLD promises the places: after a change of its reference an expired reservation either holds them again or stays EXPIRED.
    const [free, gone] = [paris('2027-11-10', '10:00'), paris('2027-11-10', '11:00')];
    const before = await vacancies(free);
    const [stillFree, soldMeanwhile] = [await reserve(alpha, reservation('2027-11-10', { expirationMinutes: 5 })), await reserve(alpha, reservation('2027-11-10', { availabilityId: gone, expirationMinutes: 5 }))];
    shop.clock.now = minutesLater(6);
    await sellAllBut('2027-11-10', '11:00');
    for (const held of [stillFree, soldMeanwhile]) await octo('PATCH', `/bookings/${held.uuid}`, alpha.key, { resellerReference: 'LATE' });

    const status = async (uuid: string) => (await booking(alpha, 'GET', `/bookings/${uuid}`)).status;
    expect([['ON_HOLD', before! - 2], ['EXPIRED', before]]).toContainEqual([await status(stillFree.uuid), await vacancies(free)]);
    expect(await status(soldMeanwhile.uuid)).toBe('EXPIRED');
  });
});

describe('a change of a booking', () => {
  it('on hold moves its places and its price with the departure, option, product or units', async () => {
    const [ten, eleven] = [paris('2027-03-09', '10:00'), paris('2027-03-09', '11:00')];
    const walk = { productId: '4103', optionId: '41031' };
    const [freeTen, freeEleven, freeWalk] = [await vacancies(ten), await vacancies(eleven), await vacancies(ten, walk)];
    const held = await reserve(alpha, reservation('2027-03-09'));
    const patch = (body: object) => booking(alpha, 'PATCH', `/bookings/${held.uuid}`, body);

    const later = await patch({ availabilityId: eleven });
    expect(later).toMatchObject({ id: held.id, status: 'ON_HOLD', availabilityId: eleven });
    expect([await vacancies(ten), await vacancies(eleven)]).toEqual([freeTen, freeEleven! - 2]);

    const more = await patch({ unitItems: [...adults(2), { unitId: 'child' }] });
    expect(more.unitItems.map((u) => u.unitId)).toEqual(['adult', 'adult', 'child']);
    expect(more.pricing).toMatchObject(priceOf(await availability(CRUISE, eleven), ['adult', 'adult', 'child']));
    expect(await vacancies(eleven)).toBe(freeEleven! - 3);

    const walking = await patch({ ...walk, availabilityId: ten });
    expect(walking).toMatchObject({ productId: '4103', optionId: '41031', availabilityId: ten });
    expect(walking.pricing).toMatchObject(priceOf(await availability(walk, ten), ['adult', 'adult', 'child']));
    expect([await vacancies(eleven), await vacancies(ten, walk)]).toEqual([freeEleven, freeWalk! - 3]);
    // The walking tour's package question is answered with its default choice.
    const [sale] = await db().select().from(cartSales).where(eq(cartSales.cartId, (await row(alpha, held.uuid))!.cartId));
    expect(sale!.packageChoices).toHaveLength(1);

    // A sold-out departure: refused, and the booking keeps its place.
    await sellAllBut('2027-03-09', '12:00');
    await refused(octo('PATCH', `/bookings/${held.uuid}`, alpha.key, { ...CRUISE, availabilityId: paris('2027-03-09', '12:00') }), 400, 'UNPROCESSABLE_ENTITY');
    expect(await booking(alpha, 'GET', `/bookings/${held.uuid}`)).toEqual(walking);
    expect(await vacancies(ten, walk)).toBe(freeWalk! - 3);
  });

  it('once confirmed changes its references and contact, never its departure', async () => {
    const held = await reserve(alpha, reservation('2027-03-15', { resellerReference: 'OLD-REF' }));
    const confirmed = await confirm(alpha, held.uuid);
    const changed = await booking(alpha, 'PATCH', `/bookings/${held.uuid}`, { resellerReference: 'NEW-REF', contact: { fullName: 'Bea Costa', emailAddress: 'bea@example.com' } });
    expect(changed).toMatchObject({ status: 'CONFIRMED', resellerReference: 'NEW-REF', contact: { fullName: 'Bea Costa', emailAddress: 'bea@example.com' } });
    const [order] = await db().select().from(orders).where(eq(orders.reference, confirmed.supplierReference!));
    expect(order).toMatchObject({ agencyReference: 'NEW-REF', customer: expect.objectContaining({ firstName: 'Bea', lastName: 'Costa', email: 'bea@example.com' }) });

    await refused(octo('PATCH', `/bookings/${held.uuid}`, alpha.key, { availabilityId: paris('2027-03-15', '11:00') }), 400, 'UNPROCESSABLE_ENTITY');
    expect(await booking(alpha, 'GET', `/bookings/${held.uuid}`)).toMatchObject({ availabilityId: paris('2027-03-15', '10:00'), resellerReference: 'NEW-REF', status: 'CONFIRMED' });
  });
});

describe('the booking list', () => {
  it('finds the agency’s bookings by reference, travel date, product and option', async () => {
    const gamma = await resellerAgency(db(), { name: 'Gamma Channel' });
    const first = await reserve(gamma, reservation('2027-03-16', { resellerReference: 'G-1' }));
    const second = await reserve(gamma, { uuid: randomUUID(), ...BUS, availabilityId: paris('2027-03-17'), unitItems: adults(1), resellerReference: 'G-2' });
    const third = await reserve(gamma, reservation('2027-03-18', { resellerReference: 'G-1' }));
    const confirmed = await confirm(gamma, first.uuid);
    const ids = async (query: string) => (await list(gamma, query)).map((b) => b.id).sort();
    const sorted = (...bookings: Booking[]) => bookings.map((b) => b.id).sort();

    expect(await ids('resellerReference=G-1')).toEqual(sorted(first, third));
    expect(await ids(`supplierReference=${confirmed.supplierReference}`)).toEqual(sorted(first));
    expect(await ids('localDate=2027-03-17')).toEqual(sorted(second));
    expect(await ids('localDateStart=2027-03-16&localDateEnd=2027-03-17')).toEqual(sorted(first, second));
    expect(await ids('localDateStart=2027-03-01&localDateEnd=2027-03-31&productId=4104')).toEqual(sorted(first, third));
    expect(await ids('localDateStart=2027-03-01&localDateEnd=2027-03-31&optionId=41011')).toEqual(sorted(second));
    expect(await ids('resellerReference=G-1&localDate=2027-03-18')).toEqual(sorted(third));
    expect(await ids('resellerReference=NONE')).toEqual([]);
    await refused(octo('GET', '/bookings', gamma.key), 400, 'BAD_REQUEST');
    await refused(octo('GET', '/bookings?localDate=2027-02-30', gamma.key), 400, 'BAD_REQUEST');
  });
});

