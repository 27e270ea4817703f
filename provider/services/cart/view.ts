import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Cart, Sale } from '../../api/contract/cart';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import {
  cartSales,
  coupons,
  locations,
  locationTranslations,
  optionTranslations,
  optionPriceChanges,
  optionUnits,
  productOptions,
  products,
  productTranslations,
} from '../../db/schema';
import { reads } from '../../db/reads';
import { groupBy } from '../../domain/group-by';
import { mainImages } from '../media';
import { chosenOf, chosenOptions, unitNames } from '../option-details';
import { changeOn } from '../availability/engine';
import { price } from '../money';
import { encodeSiteB } from '../../domain/site-b';
import type { CartDeps } from './deps';
import { memberUnitPrice } from './member-price';
import { discountOf, priceItem, type QuantityOf } from './pricing';
import type { CartRow } from './session';

/** A coupon counts on the days of its range in UTC; the provider's clock decides. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

const empty = (currency: CurrencyId, now: Date): Cart => {
  const zero = { amount: 0, currency: CURRENCIES[currency].code };
  return { id: null, currencyId: currency, items: [], count: 0, subtotal: zero, coupon: null, total: zero, heldUntil: null, traveller: null, now: now.toISOString() };
};

/** The basket as the shop shows it, in the request's language; expired holds are marked, never silently dropped. */
export async function viewCart(deps: CartDeps, cart: CartRow | null): Promise<Cart> {
  const { db, now } = deps;
  const lang = deps.context.language;
  if (!cart) return empty(deps.context.currency, now);
  const currency = cart.currencyId as CurrencyId;
  const sales = await db
    .select({
      sale: cartSales,
      productName: productTranslations.name,
      productSlug: productTranslations.slug,
      locationId: products.locationId,
      locationName: locationTranslations.name,
      locationSlug: locationTranslations.slug,
      timeZone: locations.timeZone,
      studentCardRequired: products.studentCardRequired,
      memberDiscountPercent: products.memberDiscountPercent,
      identityDocumentRequired: productOptions.identityDocumentRequired,
      optionName: optionTranslations.name,
    })
    .from(cartSales)
    .innerJoin(products, eq(products.id, cartSales.productId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .innerJoin(productOptions, eq(productOptions.id, cartSales.optionId))
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)))
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, products.locationId), eq(locationTranslations.lang, lang)))
    .innerJoin(optionTranslations, and(eq(optionTranslations.optionId, cartSales.optionId), eq(optionTranslations.lang, lang)))
    .where(eq(cartSales.cartId, cart.id))
    .orderBy(asc(cartSales.id));

  const optionIds = [...new Set(sales.map((s) => s.sale.optionId))];
  const choiceIds = [...new Set(sales.flatMap((s) => s.sale.packageChoices))];
  const productsShown = [...new Map(sales.map((s) => [s.sale.productId, { id: s.sale.productId, name: s.productName }])).values()];
  // Six independent reads: at once on a pool, in turn inside a transaction.
  const [names, units, changes, choices, coupon, pictures] = await reads(db, [
      () => unitNames(db, lang),
      () => (optionIds.length ? db.select().from(optionUnits).where(inArray(optionUnits.optionId, optionIds)) : Promise.resolve([])),
      () => (optionIds.length ? db.select().from(optionPriceChanges).where(inArray(optionPriceChanges.optionId, optionIds)) : Promise.resolve([])),
      () => chosenOptions(db, choiceIds, lang),
      () => (cart.couponCode ? db.select().from(coupons).where(eq(coupons.code, cart.couponCode)) : Promise.resolve([])),
      // Each product's first gallery picture, all in one query; one without a gallery gets its generated picture.
      () => mainImages(db, 'product', productsShown, lang),
  ] as const);
  const unitsOf = groupBy(units, (u) => u.optionId);
  const changesOf = groupBy(changes, (c) => c.optionId);

  const items: Sale[] = sales.map(({ sale, ...row }) => {
    const change = changeOn(changesOf.get(sale.optionId) ?? [], sale.travelDate);
    const held = sale.heldUntil > now;
    const optionUnits = unitsOf.get(sale.optionId) ?? [];
    // The item was priced for a member when its amount is not the public one: show that member's ticket prices.
    const discount = row.memberDiscountPercent;
    const memberPriced = Boolean(discount) && optionUnits.length > 0 && isMemberPriced(optionUnits, sale, currency, change);
    return {
      id: sale.id,
      productId: sale.productId,
      productName: row.productName,
      productUrl: `/${row.locationId}/${row.locationSlug}/${sale.productId}/${row.productSlug}`,
      image: pictures.get(sale.productId)!.url,
      locationName: row.locationName,
      optionId: sale.optionId,
      optionName: row.optionName,
      date: sale.travelDate,
      time: sale.startTime,
      timeZone: row.timeZone,
      units: sale.units.map((u) => {
        const unit = optionUnits.find((x) => x.unitType === u.type);
        const unitPrice = !unit
          ? { amount: 0, currency: CURRENCIES[currency].code }
          : memberPriced
            ? memberUnitPrice(unit, currency, change, discount!)
            : price(unit, currency, change);
        return { type: u.type, name: names.get(u.type) ?? u.type, quantity: u.quantity, unitPrice };
      }),
      packageChoices: chosenOf(sale.packageChoices, choices),
      amount: { amount: sale.amount, currency: CURRENCIES[currency].code },
      heldUntil: held ? sale.heldUntil.toISOString() : null,
      status: held ? 'held' : 'expired',
      reservesCredit: held && sale.reservesCredit,
      studentCardRequired: row.studentCardRequired,
      identityDocumentRequired: row.identityDocumentRequired,
      siteB: encodeSiteB(sale.amount),
    };
  });

  const code = CURRENCIES[currency].code;
  const subtotal = items.reduce((sum, item) => sum + item.amount.amount, 0);
  const valid = coupon[0] && coupon[0].validFrom <= isoDay(now) && isoDay(now) <= coupon[0].validTo ? coupon[0] : null;
  const discount = valid ? discountOf(subtotal, valid.percent) : 0;
  const holds = items.flatMap((i) => (i.heldUntil ? [i.heldUntil] : [])).sort();
  return {
    id: cart.id,
    currencyId: currency,
    items,
    count: items.length,
    subtotal: { amount: subtotal, currency: code },
    coupon: valid ? { code: valid.code, percent: valid.percent, discount: { amount: discount, currency: code } } : null,
    total: { amount: subtotal - discount, currency: code },
    heldUntil: holds[0] ?? null,
    traveller: cart.traveller ?? null,
    now: now.toISOString(),
  };
}

/**
 * Whether a sale was priced at the member price: its stored amount is not the public one. An
 * option that no longer sells one of the sale's passenger types has no public price to compare.
 */
function isMemberPriced(units: Parameters<typeof priceItem>[0], sale: { units: QuantityOf[]; amount: number }, currency: CurrencyId, change: number): boolean {
  if (!sale.units.every((u) => units.some((unit) => unit.unitType === u.type))) return false;
  return priceItem(units, sale.units, currency, change).total.amount !== sale.amount;
}
