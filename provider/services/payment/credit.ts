import { eq, sql } from 'drizzle-orm';
import type { Customer, PaymentAnswer } from '../../api/contract/payment';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { ProviderError } from '../../api/errors';
import { agentLedger, agents, paymentAttempts } from '../../db/schema';
import type { Database } from '../../db/types';
import { DEMO_AGENT, demoCredentialsEnabled } from '../../seed/demo-agent';
import { inTransaction, lockCart } from '../cart/locks';
import { hashToken, type CartRow } from '../cart/session';
import { requestHash } from '../idempotency';
import { paymentAnswer } from './answer';
import { sendOrderConfirmation } from './confirmation';
import type { PaymentDeps } from './deps';
import { openOrder, type Shown } from './open-order';
import { settleInTx } from './settle';
import { lockOrder } from './transitions';

export type AgentRow = typeof agents.$inferSelect;

/** The agent an `x-agent-token` opens, or 401. The demo agent's only while demo credentials are on. */
export async function agentOfToken(db: Database, token: string | undefined): Promise<AgentRow> {
  const usable = token && (token !== DEMO_AGENT.token || demoCredentialsEnabled());
  const [agent] = usable ? await db.select().from(agents).where(eq(agents.tokenHash, hashToken(token))) : [];
  if (!agent) throw new ProviderError('UNAUTHORIZED', 'Please log in as an agent to pay from your credit.');
  return agent;
}

/** An agent's balance: the sum of the ledger. */
export async function creditBalance(db: Database, agentId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`cast(coalesce(sum(${agentLedger.amount}), 0) as integer)` })
    .from(agentLedger)
    .where(eq(agentLedger.agentId, agentId));
  return Number(row?.balance ?? 0);
}

/**
 * `transaction/payment/local`: an agent pays the basket from their credit. One transaction
 * locks the agent's row (their debits queue), checks the balance, writes the debit (unique
 * per order) and sells the places; any refusal rolls all of it back.
 */
export async function payFromCredit(
  deps: PaymentDeps,
  cart: CartRow | null,
  agent: AgentRow,
  input: { customer: Customer; shown: Shown },
  idempotencyKey: string,
): Promise<PaymentAnswer> {
  if (cart && cart.currencyId !== agent.currencyId) {
    throw new ProviderError('UNPROCESSABLE', `Your credit is in ${CURRENCIES[agent.currencyId as CurrencyId].code}: please switch the basket to that currency.`);
  }
  const { order, replay } = await openOrder(deps, cart, { ...input, idempotencyKey, requestHash: requestHash(input), gateway: 'credit', agentId: agent.id });
  if (replay && order.status !== 'pending') return paymentAnswer(order);

  const settled = await inTransaction(deps.db, async (tx) => {
    // The basket, then the agent (their debits queue), then the order: the order of cart/locks.ts.
    await lockCart(tx, order.cartId);
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agent.id)).for('update');
    // A retry that queued behind its first try finds the order paid: nothing to debit again.
    const current = (await lockOrder(tx, order.id))!;
    if (current.status !== 'pending') return current;
    const balance = await creditBalance(tx, agent.id);
    if (balance < order.amount) {
      const code = CURRENCIES[agent.currencyId as CurrencyId].code;
      throw new ProviderError('CONFLICT', `Your credit (${(balance / 100).toFixed(2)} ${code}) does not cover this booking (${(order.amount / 100).toFixed(2)} ${code}).`, 'INSUFFICIENT_CREDIT');
    }
    await tx.insert(agentLedger).values({ agentId: agent.id, amount: -order.amount, orderId: order.id, cause: `booking ${order.reference}`, createdAt: deps.now });
    const result = await settleInTx(tx, order.id, `credit-${order.reference}`, 'agent credit', deps.now);
    if (result.settlement === 'lost') throw new ProviderError('CONFLICT', 'A place in your basket was taken in the meantime. Nothing was debited.', 'PLACE_LOST');
    return result.order;
  }).catch(async (error: unknown) => {
    // Nothing was debited; the attempt is closed so the agent can try again.
    await deps.db.update(paymentAttempts).set({ status: 'refused', refusalReason: 'OTHER', updatedAt: deps.now }).where(eq(paymentAttempts.idempotencyKey, idempotencyKey));
    throw error;
  });
  if (settled.status === 'paid') deps.defer(() => sendOrderConfirmation(deps, settled.id));
  return paymentAnswer(settled);
}
