import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { inventoryAllocations } from '../../db/schema';
import type { Database } from '../../db/types';

/** How long places stay held for a basket, unless CART_HOLD_MINUTES says otherwise. */
export const DEFAULT_HOLD_MINUTES = 20;

export interface Slot {
  optionId: number;
  date: string;
  /** null for open-dated (free-sale) options: nothing to hold. */
  time: string | null;
}

export const saleReference = (saleId: number) => `sale:${saleId}`;

/**
 * Serialises every writer of one departure until the transaction ends: a transaction-level
 * advisory lock keyed by the option and a hash of date and time. Taken after the basket's
 * and the order's row locks (see locks.ts).
 */
export async function lockSlot(tx: Database, slot: Slot): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${slot.optionId}, hashtext(${`${slot.date}|${slot.time}`}))`);
}

export const slotOrder = (a: Slot, b: Slot) =>
  a.optionId - b.optionId || a.date.localeCompare(b.date) || String(a.time).localeCompare(String(b.time));

/** Locks several departures in `slotOrder`, so two transactions locking overlapping sets never wait on each other. */
export async function lockSlots(tx: Database, slots: Slot[]): Promise<void> {
  for (const slot of [...slots].sort(slotOrder)) await lockSlot(tx, slot);
}

/** Places of a departure taken now: sold, plus held by holds that have not expired (pretix-style: computed, never swept). */
export async function placesTaken(tx: Database, slot: Slot, now: Date, exceptSale?: number): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`cast(coalesce(sum(${inventoryAllocations.quantity}), 0) as integer)` })
    .from(inventoryAllocations)
    .where(
      and(
        eq(inventoryAllocations.optionId, slot.optionId),
        eq(inventoryAllocations.travelDate, slot.date),
        slot.time === null ? isNull(inventoryAllocations.startTime) : eq(inventoryAllocations.startTime, slot.time),
        or(eq(inventoryAllocations.kind, 'sold'), gt(inventoryAllocations.expiresAt, now)),
        exceptSale === undefined ? undefined : sql`${inventoryAllocations.reference} is distinct from ${saleReference(exceptSale)}`,
      ),
    );
  return Number(row?.taken ?? 0);
}

/** Inside a transaction holding the slot's lock: refuses when fewer places are left than asked for. */
export async function ensurePlaces(tx: Database, slot: Slot, capacity: number, quantity: number, now: Date, exceptSale?: number) {
  const left = Math.max(0, capacity - (await placesTaken(tx, slot, now, exceptSale)));
  if (left === 0) throw new ProviderError('CONFLICT', 'Sold out: there are no places left on this departure.', 'SOLD_OUT');
  if (left < quantity) {
    throw new ProviderError('CONFLICT', `Only ${left} ${left === 1 ? 'place is' : 'places are'} left on this departure.`, 'NOT_ENOUGH_PLACES');
  }
}

/** Holds places for a sale until `until`, replacing any hold it had. */
export async function holdPlaces(tx: Database, saleId: number, slot: Slot, quantity: number, until: Date) {
  await tx.delete(inventoryAllocations).where(eq(inventoryAllocations.reference, saleReference(saleId)));
  await tx.insert(inventoryAllocations).values({
    optionId: slot.optionId,
    travelDate: slot.date,
    startTime: slot.time,
    quantity,
    kind: 'held',
    expiresAt: until,
    reference: saleReference(saleId),
  });
}

/**
 * Under the slot's lock: holds a sale's places until `until` — its own hold extended, or a
 * lapsed one taken again only if the places are still free — or refuses (SOLD_OUT,
 * NOT_ENOUGH_PLACES) and changes nothing.
 */
export async function keepPlaces(tx: Database, saleId: number, slot: Slot, capacity: number, quantity: number, until: Date, now: Date) {
  await ensurePlaces(tx, slot, capacity, quantity, now, saleId);
  await holdPlaces(tx, saleId, slot, quantity, until);
}

export async function releasePlaces(tx: Database, saleId: number) {
  await tx.delete(inventoryAllocations).where(eq(inventoryAllocations.reference, saleReference(saleId)));
}
