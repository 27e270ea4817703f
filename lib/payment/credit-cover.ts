import type { AgentCredit } from '@/lib/cookies/agent-credit';
import type { Cart } from '@/provider/api/contract/cart';

/** Why an agent cannot pay a basket from the agency's credit; null when they can. */
export type CreditBlock = 'currency' | 'short' | null;

/**
 * Whether the agency's credit can pay this basket (ADR 0016), as far as the page can tell; the
 * provider decides under its locks. The available credit already counts this basket's items that
 * reserved credit when they were added, so paying needs only what they did not reserve.
 */
export function creditBlock(cart: Cart, credit: AgentCredit | null): CreditBlock {
  if (!credit) return 'short';
  if (credit.currency !== cart.total.currency) return 'currency';
  const reserved = cart.items.reduce((sum, item) => sum + (reservesCredit(item) ? item.amount.amount : 0), 0);
  return credit.amount + Math.min(reserved, cart.total.amount) >= cart.total.amount ? null : 'short';
}

const reservesCredit = (item: Cart['items'][number]) => item.status === 'held' && item.reservesCredit;
