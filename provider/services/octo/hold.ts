import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { carts, cartSales, octoBookings, productOptions, type OctoUnitItem } from '../../db/schema';
import type { Database } from '../../db/types';
import type { UnitType } from '../../domain/catalogue';
import type { AgencyRow } from '../agents/current';
import { checkItem, itemPrice, type CheckedItem } from '../cart/add';
import { ensurePlaces, holdPlaces, keepPlaces, lockSlot, lockSlots, releasePlaces, type Slot } from '../cart/holds';
import { inTransaction, lockCart } from '../cart/locks';
import { hashToken, newToken, SESSION_DAYS } from '../cart/session';
import { requestHash } from '../idempotency';
import type { PaymentDeps } from '../payment/deps';
import { loadOption } from './availability';
import { commissionRates } from '../agents/commission';
import { defaultChoices, netOf } from './catalogue';
import { mergeContact, type ContactInput } from './contact';
import { invalidAvailability, invalidBooking, invalidUnit, unprocessable } from './errors';
import { availabilityIdOf, slotOfAvailabilityId, unitTypeOf } from './ids';
import type { OctoRequest } from './request';

export type OctoBookingRow = typeof octoBookings.$inferSelect;
export type OctoDeps = PaymentDeps;

/** How long a reservation may hold places, in minutes: OCTO's expirationMinutes, within the shop's own bounds. */
export const MAX_EXPIRATION_MINUTES = 120;

export interface UnitItemInput {
  uuid?: string;
  unitId: string;
  resellerReference?: string;
}

export interface ReserveInput {
  uuid?: string;
  productId: string;
  optionId: string;
  availabilityId?: string;
  expirationMinutes?: number;
  notes?: string | null;
  unitItems: UnitItemInput[];
  resellerReference?: string;
  contact?: ContactInput;
}

const holdUntil = (deps: OctoDeps, minutes: number | undefined) => new Date(deps.now.getTime() + (minutes ?? deps.holdMinutes) * 60_000);

/** The unit items with their uuids (drawn when not sent), and the passengers per unit as the basket counts them. */
function unitsOf(items: UnitItemInput[], sold: Set<string>): { unitItems: OctoUnitItem[]; units: { type: UnitType; quantity: number }[] } {
  if (items.length === 0) throw unprocessable('A booking needs at least one unit item.');
  const unitItems = items.map((item) => {
    const unitId = unitTypeOf(item.unitId);
    if (!sold.has(unitId)) throw invalidUnit(item.unitId);
    return { uuid: item.uuid ?? randomUUID(), unitId, resellerReference: item.resellerReference ?? null };
  });
  const counts = new Map<UnitType, number>();
  for (const item of unitItems) counts.set(item.unitId, (counts.get(item.unitId) ?? 0) + 1);
  return { unitItems, units: [...counts].map(([type, quantity]) => ({ type, quantity })) };
}

/** What a reservation (or a change of one) asks for, checked as the shop checks an item added to a basket. */
async function checkedItem(deps: OctoDeps, input: Pick<ReserveInput, 'productId' | 'optionId' | 'availabilityId' | 'unitItems'>) {
  if (!input.availabilityId) throw invalidAvailability('', 'is missing: every product here needs an availabilityId');
  const availabilityId = input.availabilityId;
  const { option, data } = await loadOption(deps, input, (today) => ({ from: today, to: today }));
  const open = option.kind === 'open' || option.capacity === null;
  const slot = slotOfAvailabilityId(availabilityId, data.product.timeZone, open);
  if (slot.time !== null && !option.startTimes.includes(slot.time)) throw invalidAvailability(availabilityId);
  const { unitItems, units } = unitsOf(input.unitItems, new Set(option.units.map((u) => u.unitType)));
  const choices = (await defaultChoices(deps.db, [option.id])).get(option.id) ?? [];
  const item = await checkItem(deps.db, { productId: option.productId, optionId: option.id, date: slot.date, time: slot.time ?? undefined, units, packageChoices: choices }, deps.now);
  return { item, unitItems };
}

/** Retail and net of an item in the agency's currency. */
async function pricesOf(db: Database, agency: AgencyRow, item: CheckedItem) {
  const retail = itemPrice(item, agency.currencyId).total.amount;
  const rate = (await commissionRates(db, agency, [item.option.productId]))(item.option.productId);
  return { retail, net: netOf(retail, rate) };
}

const capacityOf = (item: CheckedItem) => (item.slot.time !== null ? item.option.capacity : null);

/** The booking of the agency with this uuid, or null. */
export async function bookingOfUuid(db: Database, agencyId: number, uuid: string): Promise<OctoBookingRow | null> {
  const [row] = await db.select().from(octoBookings).where(and(eq(octoBookings.agencyId, agencyId), eq(octoBookings.uuid, uuid)));
  return row ?? null;
}

/** The agency's booking or INVALID_BOOKING_UUID: another agency's uuid is answered exactly like one that does not exist. */
export async function requireBooking(db: Database, agencyId: number, uuid: string): Promise<OctoBookingRow> {
  const row = await bookingOfUuid(db, agencyId, uuid);
  if (!row) throw invalidBooking(uuid);
  return row;
}

/**
 * `POST /bookings`: holds the places until `utcExpiresAt`, as a basket of one item does. The
 * reseller's uuid is the idempotency key: the same request again answers the same booking, the
 * uuid with another request is INVALID_BOOKING_UUID. Two requests with one uuid queue on an
 * advisory lock of the agency and uuid, so the second finds the first's booking.
 */
export async function reserve(deps: OctoDeps, request: OctoRequest, input: ReserveInput): Promise<OctoBookingRow> {
  const uuid = input.uuid ?? randomUUID();
  const hash = requestHash({ ...input, uuid });
  const agency = request.agency;
  const replay = (row: OctoBookingRow) => {
    if (row.requestHash !== hash) throw invalidBooking(uuid, 'This uuid was already used for another booking: send a new uuid with each new booking.');
    return row;
  };
  const earlier = await bookingOfUuid(deps.db, agency.id, uuid);
  if (earlier) return replay(earlier);
  const { item, unitItems } = await checkedItem(deps, input);
  const { retail, net } = await pricesOf(deps.db, agency, item);
  const until = holdUntil(deps, input.expirationMinutes);

  return inTransaction(deps.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${agency.id}, hashtext(${`octo:${uuid}`}))`);
    const raced = await bookingOfUuid(tx, agency.id, uuid);
    if (raced) return replay(raced);
    const capacity = capacityOf(item);
    if (capacity !== null) {
      await lockSlot(tx, item.slot);
      await ensurePlaces(tx, item.slot, capacity, item.passengers, deps.now);
    }
    const [cart] = await tx
      .insert(carts)
      .values({ tokenHash: hashToken(newToken()), currencyId: agency.currencyId, sessionExpiresAt: new Date(deps.now.getTime() + SESSION_DAYS * 86_400_000), createdAt: deps.now })
      .returning({ id: carts.id });
    const [sale] = await tx
      .insert(cartSales)
      .values({
        cartId: cart!.id,
        productId: item.option.productId,
        optionId: item.option.id,
        travelDate: item.slot.date,
        startTime: item.slot.time,
        units: item.units,
        packageChoices: item.packageChoices,
        // The agency pays net: the order made from this basket is its debit.
        amount: net,
        heldUntil: until,
        createdAt: deps.now,
      })
      .returning({ id: cartSales.id });
    if (capacity !== null) await holdPlaces(tx, sale!.id, item.slot, item.passengers, until);
    const [row] = await tx
      .insert(octoBookings)
      .values({
        agencyId: agency.id,
        uuid,
        keyId: request.keyId,
        requestHash: hash,
        state: 'ON_HOLD',
        cartId: cart!.id,
        productId: item.option.productId,
        optionId: item.option.id,
        travelDate: item.slot.date,
        startTime: item.slot.time,
        unitItems,
        retail,
        net,
        resellerReference: input.resellerReference ?? null,
        notes: input.notes ?? null,
        contact: mergeContact(input.contact),
        expiresAt: until,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning();
    return row!;
  });
}

/** The held item of an on-hold booking (its basket's only sale). */
async function saleOf(tx: Database, booking: OctoBookingRow) {
  const [sale] = await tx.select().from(cartSales).where(eq(cartSales.cartId, booking.cartId));
  return sale ?? null;
}

/** Locks the booking's basket and reads the booking again under the lock (every change of one booking queues here). */
export async function lockedBooking(tx: Database, booking: OctoBookingRow): Promise<OctoBookingRow> {
  await lockCart(tx, booking.cartId);
  const [row] = await tx.select().from(octoBookings).where(eq(octoBookings.id, booking.id));
  return row!;
}

/** The booking under its basket's lock, still on hold, and its held item; else UNPROCESSABLE_ENTITY. */
async function lockedHold(tx: Database, booking: OctoBookingRow) {
  const row = await lockedBooking(tx, booking);
  onHold(row);
  const sale = await saleOf(tx, row);
  if (!sale) throw unprocessable('This booking holds nothing any more.');
  return { row, sale };
}

const onHold = (row: OctoBookingRow) => {
  if (row.state === 'CONFIRMED') throw unprocessable('This booking is already confirmed.');
  if (row.state === 'CANCELLED') throw unprocessable('This booking was cancelled.');
};

/**
 * `POST /bookings/{uuid}/extend`: holds the places `expirationMinutes` longer from now. A hold
 * that lapsed is taken again only if its places are still free, else UNPROCESSABLE_ENTITY.
 */
export async function extend(deps: OctoDeps, request: OctoRequest, uuid: string, minutes: number | undefined): Promise<OctoBookingRow> {
  const booking = await requireBooking(deps.db, request.agency.id, uuid);
  const until = holdUntil(deps, minutes);
  return inTransaction(deps.db, async (tx) => {
    const { row, sale } = await lockedHold(tx, booking);
    await holdLonger(tx, sale, until, deps.now);
    const [updated] = await tx.update(octoBookings).set({ expiresAt: until, updatedAt: deps.now }).where(eq(octoBookings.id, row.id)).returning();
    return updated!;
  });
}

/**
 * Holds a sale's places until `until`, under its departure's lock: its own hold extended, or a
 * lapsed one taken again only if the places are still free (else SOLD_OUT, changing nothing).
 */
async function holdLonger(tx: Database, sale: typeof cartSales.$inferSelect, until: Date, now: Date) {
  if (sale.startTime !== null) {
    const capacity = await capacityOfOption(tx, sale.optionId);
    const slot: Slot = { optionId: sale.optionId, date: sale.travelDate, time: sale.startTime };
    await lockSlot(tx, slot);
    if (capacity !== null) await keepPlaces(tx, sale.id, slot, capacity, passengers(sale.units), until, now);
  }
  await tx.update(cartSales).set({ heldUntil: until }).where(eq(cartSales.id, sale.id));
}

const passengers = (units: { quantity: number }[]) => units.reduce((sum, u) => sum + u.quantity, 0);

async function capacityOfOption(tx: Database, optionId: number): Promise<number | null> {
  const [option] = await tx.select({ capacity: productOptions.capacity }).from(productOptions).where(eq(productOptions.id, optionId));
  return option?.capacity ?? null;
}

export interface UpdateInput {
  resellerReference?: string;
  productId?: string;
  optionId?: string;
  availabilityId?: string;
  expirationMinutes?: number;
  notes?: string | null;
  emailReceipt?: boolean;
  unitItems?: UnitItemInput[];
  contact?: ContactInput;
}

/** Whether an update moves the booking: another product, option, departure or set of units. */
export const movesBooking = (input: UpdateInput) =>
  input.productId !== undefined || input.optionId !== undefined || input.availabilityId !== undefined || input.unitItems !== undefined;

/**
 * `PATCH /bookings/{uuid}` on a booking on hold: a new product, option, departure or units is
 * checked and held as a new basket item would be (the old departure's places are counted as
 * free for it), in one transaction holding both departures' locks; either all of it changes or
 * nothing does. References, notes, contact and the hold's length change alongside.
 */
export async function updateHold(deps: OctoDeps, request: OctoRequest, booking: OctoBookingRow, input: UpdateInput): Promise<OctoBookingRow> {
  onHold(booking);
  const moving = movesBooking(input);
  const wanted = moving
    ? await checkedItem(deps, {
        productId: input.productId ?? String(booking.productId),
        optionId: input.optionId ?? (input.productId !== undefined && input.productId !== String(booking.productId) ? '' : String(booking.optionId)),
        availabilityId: input.availabilityId ?? (await currentAvailabilityId(deps, booking)),
        unitItems: input.unitItems ?? booking.unitItems.map((u) => ({ ...u, resellerReference: u.resellerReference ?? undefined })),
      })
    : null;
  const prices = wanted ? await pricesOf(deps.db, request.agency, wanted.item) : null;
  const until = input.expirationMinutes !== undefined ? holdUntil(deps, input.expirationMinutes) : null;

  return inTransaction(deps.db, async (tx) => {
    const { row, sale } = await lockedHold(tx, booking);
    // A move holds its new places afresh when the hold had lapsed; details alone leave the hold (and its lapse) as it is.
    const heldUntil = until ?? (row.expiresAt && row.expiresAt > deps.now ? row.expiresAt : holdUntil(deps, undefined));
    const set: Partial<OctoBookingRow> = { updatedAt: deps.now };
    if (wanted && prices) {
      set.expiresAt = heldUntil;
      const { item } = wanted;
      const old: Slot = { optionId: sale.optionId, date: sale.travelDate, time: sale.startTime };
      await lockSlots(tx, item.slot.time === null ? (old.time === null ? [] : [old]) : old.time === null ? [item.slot] : [old, item.slot]);
      const capacity = capacityOf(item);
      if (capacity !== null) await ensurePlaces(tx, item.slot, capacity, item.passengers, deps.now, sale.id);
      await tx
        .update(cartSales)
        .set({ productId: item.option.productId, optionId: item.option.id, travelDate: item.slot.date, startTime: item.slot.time, units: item.units, packageChoices: item.packageChoices, amount: prices.net, heldUntil })
        .where(eq(cartSales.id, sale.id));
      if (capacity !== null) await holdPlaces(tx, sale.id, item.slot, item.passengers, heldUntil);
      else await releasePlaces(tx, sale.id);
      Object.assign(set, { productId: item.option.productId, optionId: item.option.id, travelDate: item.slot.date, startTime: item.slot.time, unitItems: wanted.unitItems, retail: prices.retail, net: prices.net });
    } else if (until) {
      set.expiresAt = until;
      await holdLonger(tx, sale, until, deps.now);
    }
    Object.assign(set, detailsOf(row, input));
    const [updated] = await tx.update(octoBookings).set(set).where(eq(octoBookings.id, row.id)).returning();
    return updated!;
  });
}

/** The reference, notes, contact and email choice an update or a confirmation carries. */
export function detailsOf(row: OctoBookingRow, input: Pick<UpdateInput, 'resellerReference' | 'notes' | 'contact' | 'emailReceipt'>): Partial<OctoBookingRow> {
  return {
    ...(input.resellerReference !== undefined ? { resellerReference: input.resellerReference || null } : {}),
    ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
    ...(input.contact !== undefined ? { contact: mergeContact(input.contact, row.contact) } : {}),
    ...(input.emailReceipt !== undefined ? { emailReceipt: input.emailReceipt } : {}),
  };
}

/** The availability id the booking stands on now. */
async function currentAvailabilityId(deps: OctoDeps, booking: OctoBookingRow): Promise<string> {
  const { data } = await loadOption(deps, { productId: String(booking.productId), optionId: String(booking.optionId) }, (today) => ({ from: today, to: today }));
  return availabilityIdOf(booking.travelDate, booking.startTime, data.product.timeZone);
}

