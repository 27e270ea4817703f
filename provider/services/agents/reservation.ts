import { and, asc, eq, gt } from 'drizzle-orm';
import { carts, cartSales, members } from '../../db/schema';
import type { Database } from '../../db/types';
import { agencyCredit, lockAgency } from './credit';
import type { AgencyRow } from './current';

/**
 * Credit reservations (ADR 0016): an agent's basket item counts against the agency's credit
 * while it is held, when the credit covered it as it was added. Every decision is taken under
 * the agency's row lock (step 2 of cart/locks.ts, after the basket's), so two agents of one
 * agency never both reserve the same money; an item not covered is still held (paid by card).
 */

/** Step 2 of cart/locks.ts: the agency of the agent the basket belongs to, locked; null for a guest's or a member's basket. */
export async function lockBasketAgency(tx: Database, cartId: string): Promise<AgencyRow | null> {
  const [owner] = await tx
    .select({ agencyId: members.agencyId })
    .from(carts)
    .innerJoin(members, eq(members.id, carts.memberId))
    .where(and(eq(carts.id, cartId), eq(members.role, 'agent')));
  return owner?.agencyId ? lockAgency(tx, owner.agencyId) : null;
}

/** Whether the agency's available credit, everything already reserved counted, covers `amount` in its own currency. */
export async function creditCovers(tx: Database, agency: AgencyRow, currencyId: number, amount: number, now: Date): Promise<boolean> {
  if (currencyId !== agency.currencyId) return false;
  return (await agencyCredit(tx, agency, now)).available >= amount;
}

/** One item decided again after its amount or its hold changed (a new option, a renewed hold). */
export async function reserveSale(tx: Database, agency: AgencyRow, sale: { id: number; amount: number }, currencyId: number, now: Date): Promise<boolean> {
  await tx.update(cartSales).set({ reservesCredit: false }).where(eq(cartSales.id, sale.id));
  const reserves = await creditCovers(tx, agency, currencyId, sale.amount, now);
  if (reserves) await tx.update(cartSales).set({ reservesCredit: true }).where(eq(cartSales.id, sale.id));
  return reserves;
}

/**
 * Every held item of the basket decided again, in the order they were added, against what the
 * credit covers now: a guest basket becoming an agent's at login, or a change of currency.
 */
export async function reserveBasket(tx: Database, agency: AgencyRow, cart: { id: string; currencyId: number }, now: Date): Promise<void> {
  await tx.update(cartSales).set({ reservesCredit: false }).where(eq(cartSales.cartId, cart.id));
  if (cart.currencyId !== agency.currencyId) return;
  let available = (await agencyCredit(tx, agency, now)).available;
  const held = await tx
    .select({ id: cartSales.id, amount: cartSales.amount })
    .from(cartSales)
    .where(and(eq(cartSales.cartId, cart.id), gt(cartSales.heldUntil, now)))
    .orderBy(asc(cartSales.id));
  for (const sale of held) {
    if (sale.amount > available) continue;
    await tx.update(cartSales).set({ reservesCredit: true }).where(eq(cartSales.id, sale.id));
    available -= sale.amount;
  }
}
