import { and, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { carts, cartSales, orders } from '../../db/schema';
import type { Database } from '../../db/types';
import { releasePlaces } from '../cart/holds';
import { inTransaction, lockCart } from '../cart/locks';
import { cartOfToken, hashToken, newToken, SESSION_DAYS } from '../cart/session';

/**
 * The site's `agentRecoveryCart` flag (spec §2): on, an agent's basket stays with the account
 * when they log out and comes back at their next login; off, logging out lets it go.
 */

/**
 * At login: when the visitor brings no basket, or an empty one, the agent's most recent basket
 * with items still held comes back, under a fresh guest token (the one it had may be in a
 * browser that logged out). Returns the token for the `authorization` header, or null.
 */
export async function restoreAgentBasket(db: Database, agentId: string, guestToken: string | null, now: Date): Promise<string | null> {
  const guest = await cartOfToken(db, guestToken, now).catch(() => null);
  if (guest) {
    const [{ items }] = (await db.select({ items: count() }).from(cartSales).where(eq(cartSales.cartId, guest.id))) as [{ items: number }];
    if (items > 0) return null;
  }
  const [latest] = await db
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(cartSales, eq(cartSales.cartId, carts.id))
    .where(and(eq(carts.memberId, agentId), gt(cartSales.heldUntil, now), guest ? ne(carts.id, guest.id) : undefined))
    .orderBy(desc(cartSales.createdAt), desc(cartSales.id))
    .limit(1);
  if (!latest) return null;
  const token = newToken();
  await db
    .update(carts)
    .set({ tokenHash: hashToken(token), sessionExpiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000) })
    .where(eq(carts.id, latest.id));
  return token;
}

/**
 * At logout with the flag off: the agent's baskets are emptied, so their places and the credit
 * they reserve are free at once. A basket whose payment is under way is left to finish.
 */
export async function releaseAgentBaskets(db: Database, agentId: string): Promise<void> {
  const owned = await db
    .selectDistinct({ id: carts.id })
    .from(carts)
    .innerJoin(cartSales, eq(cartSales.cartId, carts.id))
    .where(eq(carts.memberId, agentId));
  for (const cart of owned) {
    await inTransaction(db, async (tx) => {
      await lockCart(tx, cart.id);
      const [open] = await tx.select({ cartId: orders.cartId }).from(orders).where(and(eq(orders.cartId, cart.id), inArray(orders.status, ['pending', 'authorised'])));
      if (open) return;
      const sales = await tx.select({ id: cartSales.id }).from(cartSales).where(eq(cartSales.cartId, cart.id));
      for (const sale of sales) await releasePlaces(tx, sale.id);
      await tx.delete(cartSales).where(eq(cartSales.cartId, cart.id));
    });
  }
}
