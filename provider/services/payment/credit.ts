import { eq } from 'drizzle-orm';
import type { LocalPaymentBody, PaymentAnswer } from '../../api/contract/payment';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { ProviderError } from '../../api/errors';
import { agentLedger, paymentAttempts } from '../../db/schema';
import { ledgerBalance, lockAgency, reservedCredit } from '../agents/credit';
import type { SignedInAgent } from '../agents/current';
import type { AgencyRow } from '../agents/current';
import { inTransaction, lockCart } from '../cart/locks';
import type { Database } from '../../db/types';
import type { OrderRow } from './answer';
import type { CartRow } from '../cart/session';
import { requestHash } from '../idempotency';
import { paymentAnswer } from './answer';
import { confirmationJob } from '../jobs/names';
import type { PaymentDeps } from './deps';
import { openOrder } from './open-order';
import { settleInTx } from './settle';
import { lockOrder } from './transitions';

/**
 * In a transaction holding the basket's, the agency's and the order's locks (cart/locks.ts): checks
 * that the balance and the credit limit, less what the agency's other baskets reserve, cover the
 * pending order; writes the debit (unique per order) and sells the places. A refusal throws, and
 * the caller's transaction rolls all of it back. An agent's basket and an OCTO booking pay here.
 */
export async function debitAndSettle(tx: Database, deps: Pick<PaymentDeps, 'now' | 'site'>, agency: AgencyRow, order: OrderRow, agentId: string | null): Promise<OrderRow> {
  const code = CURRENCIES[agency.currencyId as CurrencyId].code;
  // This basket's own reservations are what it is paying for; the other baskets' stay set aside.
  const covers = (await ledgerBalance(tx, agency.id)) + agency.creditLimit - (await reservedCredit(tx, agency.id, deps.now, order.cartId));
  if (covers < order.amount) {
    throw new ProviderError('CONFLICT', `Your agency’s credit (${money(Math.max(0, covers), code)}) does not cover this booking (${money(order.amount, code)}).`, 'INSUFFICIENT_CREDIT');
  }
  await tx.insert(agentLedger).values({
    agencyId: agency.id,
    kind: 'booking',
    agentId,
    amount: -order.amount,
    orderId: order.id,
    cause: `booking ${order.reference}`,
    createdAt: deps.now,
  });
  const result = await settleInTx(tx, order.id, `credit-${order.reference}`, 'agency credit', deps.now, deps.site);
  if (result.settlement === 'lost') throw new ProviderError('CONFLICT', 'A place in your basket was taken in the meantime. Nothing was debited.', 'PLACE_LOST');
  return result.order;
}

const money = (minor: number, code: string) => `${(minor / 100).toFixed(2)} ${code}`;

/**
 * `transaction/payment/local`: the signed-in agent pays their basket from the agency's credit.
 * One transaction locks the basket, the agency (every reservation and debit of its agents
 * queues there) and the order, in the order of cart/locks.ts; checks that the balance and the
 * credit limit, less what the agency's other baskets reserve, cover the order; writes the debit
 * (unique per order) and sells the places. Any refusal rolls all of it back.
 */
export async function payFromCredit(deps: PaymentDeps, cart: CartRow | null, agent: SignedInAgent, body: LocalPaymentBody, idempotencyKey: string): Promise<PaymentAnswer> {
  const { agency } = agent;
  if (cart && cart.memberId !== agent.id) {
    throw new ProviderError('FORBIDDEN', 'This basket is not yours: only a basket you filled while logged in can be paid from your agency’s credit.');
  }
  const code = CURRENCIES[agency.currencyId as CurrencyId].code;
  if (cart && cart.currencyId !== agency.currencyId) {
    throw new ProviderError('UNPROCESSABLE', `Your agency’s credit is in ${code}: please switch the basket to that currency.`);
  }
  const { order, replay } = await openOrder(deps, cart, {
    customer: body.customer,
    shown: body.amount,
    idempotencyKey,
    requestHash: requestHash(body),
    gateway: 'credit',
    agent: { id: agent.id, agency, agencyReference: body.agencyReference, notifyTraveller: body.notifyTraveller },
  });
  if (replay && order.status !== 'pending') return paymentAnswer(order);

  const settled = await inTransaction(deps.db, async (tx) => {
    await lockCart(tx, order.cartId);
    const locked = await lockAgency(tx, agency.id);
    // A retry that queued behind its first try finds the order paid: nothing to debit again.
    const current = (await lockOrder(tx, order.id))!;
    if (current.status !== 'pending') return current;
    return debitAndSettle(tx, deps, locked, current, agent.id);
  }).catch(async (error: unknown) => {
    // Nothing was debited; the attempt is closed so the agent can try again.
    await deps.db.update(paymentAttempts).set({ status: 'refused', refusalReason: 'OTHER', updatedAt: deps.now }).where(eq(paymentAttempts.idempotencyKey, idempotencyKey));
    throw error;
  });
  if (settled.status === 'paid') deps.runJob(confirmationJob(settled.id).key);
  return paymentAnswer(settled);
}
