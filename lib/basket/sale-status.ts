import type { Sale } from '@/provider/api/contract/cart';

/**
 * Whether an item's places are no longer held: the provider says so, or its hold ran out on
 * the provider's clock (`checkedAt`, ms) since the basket was loaded.
 */
export function isExpired(sale: Pick<Sale, 'status' | 'heldUntil'>, checkedAt: number): boolean {
  return sale.status === 'expired' || (sale.heldUntil !== null && Date.parse(sale.heldUntil) <= checkedAt);
}
