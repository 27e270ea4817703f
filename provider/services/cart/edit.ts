import { and, asc, eq } from 'drizzle-orm';
import type { Traveller } from '../../api/contract/cart';
import type { CurrencyId } from '../../api/contract/languages';
import { ProviderError } from '../../api/errors';
import { carts, cartSales, coupons, productOptions } from '../../db/schema';
import type { Database } from '../../db/types';
import { lockBasketAgency, reserveBasket, reserveSale } from '../agents/reservation';
import { checkItem } from './add';
import { repriceLockedInCurrency } from './currency';
import type { CartDeps } from './deps';
import { keepPlaces, lockSlot, releasePlaces, slotOrder } from './holds';
import { inTransaction, lockCart } from './locks';
import type { CartRow } from './session';
import { isoDay } from './view';

export type SaleRow = typeof cartSales.$inferSelect;

/** A sale of this basket, or 404: another visitor's sale id says nothing about their basket. */
export async function saleOf(db: Database, cart: CartRow | null, saleId: number): Promise<SaleRow> {
  const [sale] = cart ? await db.select().from(cartSales).where(and(eq(cartSales.id, saleId), eq(cartSales.cartId, cart.id))) : [];
  if (!sale) throw new ProviderError('NOT_FOUND', `Your basket has no item ${saleId}.`);
  return sale;
}

/** `sale/delete/{id}`: removes the item and frees its places at once. */
export async function removeSale(deps: CartDeps, cart: CartRow | null, saleId: number) {
  const sale = await saleOf(deps.db, cart, saleId);
  await inTransaction(deps.db, async (t) => {
    await lockCart(t, sale.cartId);
    await releasePlaces(t, sale.id);
    await t.delete(cartSales).where(eq(cartSales.id, sale.id));
  });
}

/** `coupon/apply`: codes are case-insensitive; unknown and out-of-date codes are told apart. */
export async function applyCoupon(deps: CartDeps, cart: CartRow | null, code: string) {
  if (!cart) throw new ProviderError('UNPROCESSABLE', 'Add something to your basket first.', 'COUPON_INVALID');
  const [coupon] = await deps.db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  if (!coupon) throw new ProviderError('UNPROCESSABLE', 'This code is not valid.', 'COUPON_INVALID');
  const today = isoDay(deps.now);
  if (today < coupon.validFrom || today > coupon.validTo) throw new ProviderError('UNPROCESSABLE', 'This code has expired.', 'COUPON_EXPIRED');
  await deps.db.update(carts).set({ couponCode: coupon.code }).where(eq(carts.id, cart.id));
}

export async function removeCoupon(deps: CartDeps, cart: CartRow | null) {
  if (cart) await deps.db.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
}

/**
 * `currency/update`: the basket and every item in it re-priced on the provider, in one
 * transaction. An agent's items reserve credit only in the agency's currency: decided again.
 */
export async function updateCurrency(deps: CartDeps, cart: CartRow | null, currency: CurrencyId) {
  if (!cart) return;
  await inTransaction(deps.db, async (t) => {
    await lockCart(t, cart.id);
    const agency = await lockBasketAgency(t, cart.id);
    await repriceLockedInCurrency(t, cart.id, currency, deps.now);
    if (agency) await reserveBasket(t, agency, { id: cart.id, currencyId: currency }, deps.now);
  });
}

/**
 * The lead traveller's details (spec §3), kept with the basket for the payment step. The
 * passport or ID number is required when an item's venue checks IDs, and kept only then.
 */
export async function setTraveller(deps: CartDeps, cart: CartRow | null, traveller: Traveller) {
  if (!cart) throw new ProviderError('NOT_FOUND', 'Your basket is empty.');
  const [checked] = await deps.db
    .select({ id: cartSales.id })
    .from(cartSales)
    .innerJoin(productOptions, eq(productOptions.id, cartSales.optionId))
    .where(and(eq(cartSales.cartId, cart.id), eq(productOptions.identityDocumentRequired, true)))
    .limit(1);
  if (checked && traveller.document === '') throw new ProviderError('UNPROCESSABLE', 'document: is required: a venue in the basket checks IDs at the entrance.');
  const kept = checked ? traveller : { ...traveller, document: '', guardian: false };
  await deps.db.update(carts).set({ traveller: kept }).where(eq(carts.id, cart.id));
}

/**
 * Session expiry's "recover my basket": holds the places of every expired item again, for a
 * new hold period, where they are still free. Slots are locked in a fixed order. Returns the
 * ids of items whose places are gone; those stay expired for the visitor to remove.
 */
export async function renewHolds(deps: CartDeps, cart: CartRow | null): Promise<number[]> {
  if (!cart) return [];
  const until = new Date(deps.now.getTime() + deps.holdMinutes * 60_000);
  const sales = await deps.db.select().from(cartSales).where(eq(cartSales.cartId, cart.id)).orderBy(asc(cartSales.id));
  const expired = sales.filter((s) => s.heldUntil <= deps.now);
  const slotOf = (s: SaleRow) => ({ optionId: s.optionId, date: s.travelDate, time: s.startTime });
  expired.sort((a, b) => slotOrder(slotOf(a), slotOf(b)));
  const lost: number[] = [];
  for (const sale of expired) {
    try {
      await inTransaction(deps.db, async (t) => {
        await lockCart(t, cart.id);
        const agency = await lockBasketAgency(t, cart.id);
        const item = await checkItem(
          t,
          { productId: sale.productId, optionId: sale.optionId, date: sale.travelDate, time: sale.startTime ?? undefined, units: sale.units, packageChoices: sale.packageChoices },
          deps.now,
        );
        if (item.slot.time !== null && item.option.capacity !== null) {
          await lockSlot(t, item.slot);
          await keepPlaces(t, sale.id, item.slot, item.option.capacity, item.passengers, until, deps.now);
        }
        await t.update(cartSales).set({ heldUntil: until }).where(eq(cartSales.id, sale.id));
        // A lapsed item reserved nothing any more: held again, it reserves only what the credit covers now.
        if (agency) await reserveSale(t, agency, sale, cart.currencyId, deps.now);
      });
    } catch (error) {
      if (!(error instanceof ProviderError) || error.code === 'INTERNAL') throw error;
      lost.push(sale.id);
    }
  }
  return lost;
}
