import { and, eq, isNull, or } from 'drizzle-orm';
import type { CurrencyId } from '../../api/contract/languages';
import { carts } from '../../db/schema';
import type { Database } from '../../db/types';
import { repriceLockedInCurrency } from '../cart/currency';
import { inTransaction, lockCart } from '../cart/locks';
import type { CartRow } from '../cart/session';
import { lockAgency } from './credit';
import { reserveBasket } from './reservation';

/**
 * A basket becoming an agent's (they signed in with it, or added to it signed in): it takes the
 * agency's currency at public prices (agents get no member prices) and reserves what the credit
 * covers, item by item in the order added. A basket of someone else stays theirs (null). The
 * caller holds the basket's lock; the agency's is taken here, after it (cart/locks.ts).
 */
export async function adoptLockedBasket(tx: Database, cart: CartRow, agent: { id: string; agencyId: number }, now: Date): Promise<CartRow | null> {
  const [adopted] = await tx
    .update(carts)
    .set({ memberId: agent.id })
    .where(and(eq(carts.id, cart.id), or(isNull(carts.memberId), eq(carts.memberId, agent.id))))
    .returning();
  if (!adopted) return null;
  const agency = await lockAgency(tx, agent.agencyId);
  if (adopted.currencyId !== agency.currencyId) await repriceLockedInCurrency(tx, cart.id, agency.currencyId as CurrencyId, now);
  await reserveBasket(tx, agency, { id: cart.id, currencyId: agency.currencyId }, now);
  return { ...adopted, currencyId: agency.currencyId };
}

/** `adoptLockedBasket` in a transaction of its own, the basket locked first: the guest basket an agent signs in with. */
export function linkAgentBasket(db: Database, cart: CartRow, agent: { id: string; agencyId: number }, now: Date): Promise<CartRow | null> {
  return inTransaction(db, async (tx) => {
    await lockCart(tx, cart.id);
    return adoptLockedBasket(tx, cart, agent, now);
  });
}
