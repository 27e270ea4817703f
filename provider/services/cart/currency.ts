import { eq } from 'drizzle-orm';
import type { CurrencyId } from '../../api/contract/languages';
import { ProviderError } from '../../api/errors';
import { carts, cartSales } from '../../db/schema';
import type { Database } from '../../db/types';
import { changeOn } from '../availability/engine';
import { loadAvailability } from '../availability/load';
import { priceItem } from './pricing';

type SaleRow = typeof cartSales.$inferSelect;

/** A sale's option, units and slot as loaded from the catalogue, without re-checking the day (it was checked when added). */
export async function checkedAsIs(db: Database, sale: SaleRow, now: Date) {
  const data = await loadAvailability(db, { optionId: sale.optionId }, now, () => ({ from: sale.travelDate, to: sale.travelDate }));
  const option = data?.options[0];
  if (!option) throw new ProviderError('NOT_FOUND', `No option ${sale.optionId}.`);
  return { option, units: sale.units, slot: { optionId: sale.optionId, date: sale.travelDate, time: sale.startTime } };
}

/**
 * The basket and every item in it in `currency`, at public prices from the catalogue; the caller
 * holds the basket's lock. `currency/update`, and an agent's basket taking the agency's currency.
 */
export async function repriceLockedInCurrency(tx: Database, cartId: string, currency: CurrencyId, now: Date): Promise<void> {
  const sales = await tx.select().from(cartSales).where(eq(cartSales.cartId, cartId));
  for (const sale of sales) {
    const { option, units, slot } = await checkedAsIs(tx, sale, now);
    const amount = priceItem(option.units, units, currency, changeOn(option.changes, slot.date)).total.amount;
    await tx.update(cartSales).set({ amount }).where(eq(cartSales.id, sale.id));
  }
  await tx.update(carts).set({ currencyId: currency }).where(eq(carts.id, cartId));
}
