import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { AgencyCredit } from '../../api/contract/agents';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { agencies, agentLedger, carts, cartSales, members } from '../../db/schema';
import type { Database } from '../../db/types';
import type { AgencyRow } from './current';

/** The ledger's sum: the agency's balance in minor units. */
export async function ledgerBalance(db: Database, agencyId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`cast(coalesce(sum(${agentLedger.amount}), 0) as integer)` })
    .from(agentLedger)
    .where(eq(agentLedger.agencyId, agencyId));
  return Number(row?.balance ?? 0);
}

/**
 * What the agency's agents hold in their baskets against the credit (ADR 0016): items that
 * reserved credit when added and whose hold has not lapsed. Computed, like place holds, so a
 * lapsed hold gives its credit back at once. `exceptCartId` leaves one basket out (the one paying).
 */
export async function reservedCredit(db: Database, agencyId: number, now: Date, exceptCartId?: string): Promise<number> {
  const [row] = await db
    .select({ reserved: sql<number>`cast(coalesce(sum(${cartSales.amount}), 0) as integer)` })
    .from(cartSales)
    .innerJoin(carts, eq(carts.id, cartSales.cartId))
    .innerJoin(members, eq(members.id, carts.memberId))
    .where(
      and(
        eq(members.agencyId, agencyId),
        eq(cartSales.reservesCredit, true),
        gt(cartSales.heldUntil, now),
        exceptCartId ? ne(carts.id, exceptCartId) : undefined,
      ),
    );
  return Number(row?.reserved ?? 0);
}

/** The agency's credit as the header and the agent area show it; `available` never below zero. */
export async function agencyCredit(db: Database, agency: AgencyRow, now: Date, exceptCartId?: string): Promise<AgencyCredit> {
  const [balance, reserved] = await Promise.all([ledgerBalance(db, agency.id), reservedCredit(db, agency.id, now, exceptCartId)]);
  return {
    currency: CURRENCIES[agency.currencyId as CurrencyId].code as AgencyCredit['currency'],
    balance,
    creditLimit: agency.creditLimit,
    reserved,
    available: Math.max(0, balance + agency.creditLimit - reserved),
  };
}

/**
 * Locks the agency's row: every change to its credit (a reservation, a debit, a top-up) queues
 * here, so two agents of one agency never both spend the same money. Step 2 of cart/locks.ts.
 */
export async function lockAgency(tx: Database, agencyId: number): Promise<AgencyRow> {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
  if (!agency) throw new Error(`Agency ${agencyId} does not exist.`);
  return agency;
}

/** `EUR 48000`: the `x-agent-credit` header's value. */
export const creditHeader = (credit: AgencyCredit) => `${credit.currency} ${credit.available}`;
