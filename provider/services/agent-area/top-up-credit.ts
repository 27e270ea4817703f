import { eq } from 'drizzle-orm';
import { log } from '@/lib/log';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { agencyTopUps, agentLedger } from '../../db/schema';
import type { Database } from '../../db/types';
import { lockAgency } from '../agents/credit';
import { inTransaction } from '../cart/locks';
import type { PaymentDeps } from '../payment/deps';
import { GatewayInvalid, GatewayUnavailable } from '../payment/gateway';

export type TopUpRow = typeof agencyTopUps.$inferSelect;

export const topUpAmount = (topUp: TopUpRow, currencyId: number) => ({ value: topUp.amount, currency: CURRENCIES[currencyId as CurrencyId].code });

/**
 * Credits a captured top-up to its agency's ledger, once: under the agency's row lock (every
 * change to its credit queues there), the ledger's unique top-up id refuses a second credit,
 * whoever reports the capture — the shopper's answer, a retry, or the gateway's notifications.
 */
export async function creditTopUp(db: Database, topUpId: string, now: Date): Promise<TopUpRow> {
  return inTransaction(db, async (tx) => {
    const [{ agencyId }] = (await tx.select({ agencyId: agencyTopUps.agencyId }).from(agencyTopUps).where(eq(agencyTopUps.id, topUpId))) as [{ agencyId: number }];
    await lockAgency(tx, agencyId);
    const [topUp] = (await tx.select().from(agencyTopUps).where(eq(agencyTopUps.id, topUpId)).for('update')) as [TopUpRow];
    if (topUp.status === 'captured') return topUp;
    await tx
      .insert(agentLedger)
      .values({ agencyId, kind: 'top-up', agentId: topUp.agentId, amount: topUp.amount, topUpId, cause: `top-up ${topUp.reference}`, createdAt: now })
      .onConflictDoNothing({ target: agentLedger.topUpId });
    const [captured] = await tx.update(agencyTopUps).set({ status: 'captured', capturedAt: now }).where(eq(agencyTopUps.id, topUpId)).returning();
    return captured!;
  });
}

/**
 * Takes an authorised top-up's money and credits it. When the gateway does not take it now, the
 * top-up stays `authorised` (nothing credited): a retry of the request or the gateway's
 * notification captures it later, with the same capture key.
 */
export async function captureTopUp(deps: Pick<PaymentDeps, 'db' | 'gateway' | 'now'>, topUp: TopUpRow, currencyId: number): Promise<TopUpRow> {
  if (topUp.status === 'captured' || !topUp.pspReference) return topUp;
  try {
    await deps.gateway.capture({ pspReference: topUp.pspReference, reference: topUp.reference, amount: topUpAmount(topUp, currencyId), idempotencyKey: `capture-${topUp.id}` });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable || error instanceof GatewayInvalid)) throw error;
    log.error({ err: error }, `Top-up ${topUp.reference}: capture of ${topUp.pspReference} failed; to be retried`);
    return topUp;
  }
  return creditTopUp(deps.db, topUp.id, deps.now);
}
