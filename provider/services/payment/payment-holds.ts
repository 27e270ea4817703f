import { eq, inArray } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { cartSales, productOptions, type OrderLine } from '../../db/schema';
import type { Database } from '../../db/types';
import { keepPlaces, lockSlots, releasePlaces, type Slot } from '../cart/holds';

export const slotOfLine = (line: OrderLine): Slot => ({ optionId: line.optionId, date: line.date, time: line.time });
export const placesOfLine = (line: OrderLine) => line.units.reduce((sum, unit) => sum + unit.quantity, 0);

/**
 * Keeps a payment's places held until `until` (a longer hold stays as it is), under the
 * departures' locks like add-to-cart: a live hold is extended; a lapsed one is taken again
 * only where the places are still free. Returns the items whose places are gone; their
 * lapsed holds are released, so a refused payer blocks nobody. Items removed from the
 * basket meanwhile hold nothing.
 */
export async function holdForPayment(tx: Database, lines: OrderLine[], until: Date, now: Date): Promise<number[]> {
  if (lines.length === 0) return [];
  const sales = await tx.select({ id: cartSales.id, heldUntil: cartSales.heldUntil }).from(cartSales).where(inArray(cartSales.id, lines.map((l) => l.saleId)));
  const heldUntil = new Map(sales.map((s) => [s.id, s.heldUntil]));
  const kept = lines.filter((line) => heldUntil.has(line.saleId));
  const options = await tx
    .select({ id: productOptions.id, capacity: productOptions.capacity })
    .from(productOptions)
    .where(inArray(productOptions.id, [...new Set(kept.map((l) => l.optionId))]));
  const capacityOf = new Map(options.map((o) => [o.id, o.capacity]));
  const timed = kept.filter((line) => line.time !== null && capacityOf.get(line.optionId) != null);
  await lockSlots(tx, timed.map(slotOfLine));

  const lost: number[] = [];
  for (const line of kept) {
    const current = heldUntil.get(line.saleId)!;
    const to = current > until ? current : until;
    if (timed.includes(line)) {
      try {
        await keepPlaces(tx, line.saleId, slotOfLine(line), capacityOf.get(line.optionId)!, placesOfLine(line), to, now);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        await releasePlaces(tx, line.saleId);
        lost.push(line.saleId);
        continue;
      }
    }
    if (to > current) await tx.update(cartSales).set({ heldUntil: to }).where(eq(cartSales.id, line.saleId));
  }
  return lost;
}
