import { eq } from 'drizzle-orm';
import { orderEvents, orders, type OrderStatus } from '../../db/schema';
import type { Database } from '../../db/types';
import { lockCart } from '../cart/locks';
import type { OrderRow } from './answer';

/** Moves an order to a new status and records when and why: every transition leaves a trace. */
export async function transition(
  tx: Database,
  order: OrderRow,
  to: OrderStatus,
  cause: string,
  now: Date,
  set: Partial<OrderRow> = {},
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: to, cause, at: now });
  return updated!;
}

/**
 * The order row, locked until the transaction ends: settlements of one order queue here.
 * Its basket is locked first, as every basket and payment transaction does (cart/locks.ts).
 */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  const [basket] = await tx.select({ cartId: orders.cartId }).from(orders).where(eq(orders.id, orderId));
  if (!basket) return undefined;
  await lockCart(tx, basket.cartId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}
