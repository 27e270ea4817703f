import { asc, eq, inArray } from 'drizzle-orm';
import type { Money } from '../../api/contract/common';
import type { CurrencyId } from '../../api/contract/languages';
import { carts, cartSales, optionPriceChanges, optionUnits, products } from '../../db/schema';
import type { Database } from '../../db/types';
import type { UnitType } from '../../domain/catalogue';
import { groupBy } from '../../domain/group-by';
import { changeOn } from '../availability/engine';
import { price, type Prices } from '../money';
import { inTransaction, lockCart } from './locks';
import { discountOf, priceItem, type QuantityOf } from './pricing';
import type { CartRow } from './session';

/**
 * Member prices (issue 13): a product with `member_discount_percent` sells to a signed-in
 * member at that much off each ticket. The provider works it out from the catalogue — the
 * browser never sends a price — and a basket carries it once it belongs to the member.
 */

/** A public price with the member discount off, to the minor unit (half up); no discount: the price itself. */
export function memberAmount(publicPrice: Money, discountPercent: number | null): Money {
  if (!discountPercent) return publicPrice;
  return { amount: publicPrice.amount - discountOf(publicPrice.amount, discountPercent), currency: publicPrice.currency };
}

/** One ticket's member price in a currency on a day (the day's price change applied first, as the public price). */
export function memberUnitPrice(prices: Prices, currency: CurrencyId, changePercent: number, discountPercent: number): Money {
  return memberAmount(price(prices, currency, changePercent), discountPercent);
}

/** `priceItem` at member prices: each ticket discounted, then multiplied, so the lines add up to what is shown per ticket. */
export function memberPriceItem(
  units: (Prices & { unitType: UnitType })[],
  quantities: QuantityOf[],
  currency: CurrencyId,
  changePercent: number,
  discountPercent: number | null,
) {
  const item = priceItem(units, quantities, currency, changePercent);
  if (!discountPercent) return item;
  const lines = item.lines.map((line) => ({ ...line, unitPrice: memberAmount(line.unitPrice, discountPercent) }));
  const amount = lines.reduce((sum, line) => sum + line.unitPrice.amount * line.quantity, 0);
  return { lines, total: { amount, currency: item.total.currency } };
}

/** Products' member discounts (null: no member price), for the ids given. */
export async function memberDiscounts(db: Database, productIds: number[]): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, percent: products.memberDiscountPercent })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.percent]));
}

/**
 * The member a basket's prices are for: the member whose session the request carries, if the
 * basket is theirs. A basket of another member is never priced for this one.
 */
export function pricedForMember(cart: Pick<CartRow, 'memberId'> | null, memberId: string | null | undefined): string | null {
  return memberId && cart?.memberId === memberId ? memberId : null;
}

/**
 * Every item of a member's basket at member prices, from the catalogue; the caller holds the
 * basket's lock. A basket without a member is left as it is. Returns the items re-priced.
 */
export async function repriceLockedCart(tx: Database, cartId: string): Promise<number> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId));
  if (!cart?.memberId) return 0;
  const sales = await tx.select().from(cartSales).where(eq(cartSales.cartId, cartId)).orderBy(asc(cartSales.id));
  if (sales.length === 0) return 0;
  const optionIds = [...new Set(sales.map((s) => s.optionId))];
  // In turn: a transaction's statements run one at a time.
  const discounts = await memberDiscounts(tx, sales.map((s) => s.productId));
  const units = groupBy(await tx.select().from(optionUnits).where(inArray(optionUnits.optionId, optionIds)), (u) => u.optionId);
  const changes = groupBy(await tx.select().from(optionPriceChanges).where(inArray(optionPriceChanges.optionId, optionIds)), (c) => c.optionId);
  let changed = 0;
  for (const sale of sales) {
    const optionUnitsOf = units.get(sale.optionId) ?? [];
    // A ticket type no longer in the catalogue cannot be priced again: the item keeps its price.
    if (sale.units.some((u) => u.quantity > 0 && !optionUnitsOf.some((unit) => unit.unitType === u.type))) continue;
    const change = changeOn(changes.get(sale.optionId) ?? [], sale.travelDate);
    const amount = memberPriceItem(optionUnitsOf, sale.units, cart.currencyId as CurrencyId, change, discounts.get(sale.productId) ?? null).total.amount;
    if (amount === sale.amount) continue;
    await tx.update(cartSales).set({ amount }).where(eq(cartSales.id, sale.id));
    changed++;
  }
  return changed;
}

/**
 * `repriceCartForMember`: once a basket belongs to a member (they signed in with it, or added to
 * it signed in), its items are re-priced at member prices, under the basket's lock so a payment
 * opening at the same time sees either the old prices or the new ones, never half of each.
 */
export async function repriceCartForMember(db: Database, cartId: string, _now?: Date): Promise<number> {
  // Prices depend on the travel date, not on the clock: `_now` keeps the basket services' call shape.
  return inTransaction(db, async (tx) => {
    await lockCart(tx, cartId);
    return repriceLockedCart(tx, cartId);
  });
}
