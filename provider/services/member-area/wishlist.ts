import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { MAX_DB_INT } from '../../api/contract/common';
import { products, wishlistItems } from '../../db/schema';
import type { Database } from '../../db/types';
import { inTransaction } from '../cart/locks';
import { productNotFound } from '../products';

/** A wishlist keeps the newest this many products; older ones make room. */
export const WISHLIST_LIMIT = 200;

/** `GET member/wishlist`: product ids, the newest first. */
export async function wishlistOf(db: Database, memberId: string): Promise<{ productIds: number[] }> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.memberId, memberId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    .limit(WISHLIST_LIMIT);
  return { productIds: rows.map((r) => r.productId) };
}

async function requireProduct(db: Database, productId: number) {
  const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!found) throw productNotFound(productId);
}

/** `PUT member/wishlist/{productId}`: keeps a product; again is the same (it keeps its place). */
export async function addToWishlist(db: Database, memberId: string, productId: number, now: Date) {
  await requireProduct(db, productId);
  await inTransaction(db, async (tx) => {
    await tx.insert(wishlistItems).values({ memberId, productId, createdAt: now }).onConflictDoNothing();
    await trim(tx, memberId);
  });
  return wishlistOf(db, memberId);
}

/** `DELETE member/wishlist/{productId}`: forgets it; a product not on the list is already forgotten. */
export async function removeFromWishlist(db: Database, memberId: string, productId: number) {
  await requireProduct(db, productId);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.memberId, memberId), eq(wishlistItems.productId, productId)));
  return wishlistOf(db, memberId);
}

/**
 * `POST member/wishlist/merge`: the list a visitor kept in the browser joins the account's at
 * sign-in. The browser's list is newest first; products the catalogue no longer has are left
 * out, products already kept keep their place, and the newest `WISHLIST_LIMIT` are kept.
 */
export async function mergeWishlist(db: Database, memberId: string, productIds: number[], now: Date) {
  // An id past PostgreSQL's integer is no product: asking for it would only fail the query.
  const wanted = [...new Set(productIds.filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_DB_INT))].slice(0, WISHLIST_LIMIT);
  if (wanted.length > 0) {
    const known = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted))).map((p) => p.id));
    const rows = wanted
      .filter((id) => known.has(id))
      // The first of the browser's list is the newest: a millisecond apart keeps its order.
      .map((productId, index) => ({ memberId, productId, createdAt: new Date(now.getTime() - index) }));
    if (rows.length > 0) {
      await inTransaction(db, async (tx) => {
        await tx.insert(wishlistItems).values(rows).onConflictDoNothing();
        await trim(tx, memberId);
      });
    }
  }
  return wishlistOf(db, memberId);
}

/** Drops what is past the newest `WISHLIST_LIMIT`. */
async function trim(tx: Database, memberId: string) {
  const kept = tx
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.memberId, memberId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    .limit(WISHLIST_LIMIT);
  await tx.delete(wishlistItems).where(and(eq(wishlistItems.memberId, memberId), notInArray(wishlistItems.productId, kept)));
}
