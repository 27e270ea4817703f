import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { cartSales, products } from '../../db/schema';
import { productCards } from '../product-cards';
import type { CartDeps } from './deps';
import type { CartRow } from './session';

/** How many products the basket suggests. */
export const CROSS_SELLING_LIMIT = 4;

/**
 * `transaction/crossSellingProducts`: more of the cities already in the basket (their
 * best-ranked products not yet in it); an empty basket gets the catalogue's top products.
 */
export async function crossSelling(deps: CartDeps, cart: CartRow | null) {
  const inCart = cart
    ? await deps.db
        .selectDistinct({ productId: cartSales.productId, locationId: products.locationId })
        .from(cartSales)
        .innerJoin(products, eq(products.id, cartSales.productId))
        .where(eq(cartSales.cartId, cart.id))
    : [];
  if (inCart.length === 0) {
    return productCards(deps.db, deps.context, { where: isNotNull(products.topRank), orderBy: [asc(products.topRank)], limit: CROSS_SELLING_LIMIT });
  }
  const where = and(
    inArray(products.locationId, [...new Set(inCart.map((row) => row.locationId))]),
    notInArray(products.id, inCart.map((row) => row.productId)),
    eq(products.status, 'active'),
  );
  return productCards(deps.db, deps.context, { where, orderBy: [asc(products.cityRank), asc(products.id)], limit: CROSS_SELLING_LIMIT });
}
