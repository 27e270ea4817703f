import { and, eq, inArray } from 'drizzle-orm';
import type { Customer } from '../../api/contract/payment';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { ProviderError } from '../../api/errors';
import { cartSales, orderEvents, orders, paymentAttempts, productOptions, type OrderGateway } from '../../db/schema';
import type { Database } from '../../db/types';
import type { CancellationPolicy } from '../../domain/cancellation';
import { agencyCommission } from '../agents/commission';
import type { AgencyRow } from '../agents/current';
import { inTransaction, lockCart } from '../cart/locks';
import type { CartRow } from '../cart/session';
import { viewCart } from '../cart/view';
import { ensureSameRequest } from '../idempotency';
import type { OrderRow } from './answer';
import type { PaymentDeps } from './deps';
import { holdForPayment } from './payment-holds';
import { newOrderPin, newOrderReference, newOrderSecret } from './references';
import { transition } from './transitions';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** An attempt still waiting for the gateway blocks a second one for this long; after that it is taken as abandoned. */
const IN_FLIGHT_MINUTES = 5;
/** A pending order nobody finished is closed after this long (its holds lapse with it). */
export const PAYMENT_WINDOW_MINUTES = 30;

export interface Shown {
  value: number;
  currency: string;
}

/** The signed-in agent whose basket is paid (by credit or by card): the order is the agency's booking. */
export interface OrderAgent {
  id: string;
  agency: AgencyRow;
  /** The agent's own reference for the vouchers. */
  agencyReference?: string | null;
  /** Whether the traveller (the customer) gets the confirmation too; the agent always does. */
  notifyTraveller?: boolean;
}

/** What an order records of the agency that sold it, the commission fixed now; nothing for a visitor's or a member's order. */
async function agencyFields(tx: Database, agent: OrderAgent | null, lines: { productId: number; amount: number }[]) {
  if (!agent) return { agencyId: null, agentId: null, agencyReference: null, agencyCommission: null, notifyTraveller: true };
  return {
    agencyId: agent.agency.id,
    agentId: agent.id,
    agencyReference: agent.agencyReference || null,
    agencyCommission: await agencyCommission(tx, agent.agency, lines),
    notifyTraveller: agent.notifyTraveller ?? true,
  };
}

/**
 * Opens the payment of a basket, in one transaction that holds the basket's row lock:
 * re-prices it on the provider (the browser's amount is only compared), refuses an empty or
 * expired basket, joins the basket's open order (two tabs) or makes one, keeps the places
 * held for the payment, and records the attempt under its idempotency key with the request's
 * fingerprint. A retried request with the same key finds its attempt and changes nothing; the
 * same key with another request is refused.
 */
export async function openOrder(
  deps: PaymentDeps,
  cart: CartRow | null,
  input: { customer: Customer; shown: Shown; idempotencyKey: string; requestHash: string; gateway: OrderGateway; agent?: OrderAgent | null },
): Promise<{ order: OrderRow; attempt: AttemptRow; replay: boolean }> {
  if (!cart) throw new ProviderError('UNPROCESSABLE', 'Your basket is empty.', 'CART_EMPTY');
  const { now } = deps;
  return inTransaction(deps.db, async (tx) => {
    await lockCart(tx, cart.id);

    const [earlier] = await tx
      .select({ attempt: paymentAttempts, order: orders })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.idempotencyKey, input.idempotencyKey));
    if (earlier) {
      if (earlier.order.cartId !== cart.id) throw new ProviderError('CONFLICT', 'This payment key belongs to another basket.');
      ensureSameRequest(earlier.attempt.requestHash, input.requestHash);
      return { order: earlier.order, attempt: earlier.attempt, replay: true };
    }

    let [open] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cart.id), inArray(orders.status, ['pending', 'authorised'])))
      .for('update');
    if (open && open.updatedAt.getTime() < now.getTime() - PAYMENT_WINDOW_MINUTES * 60_000 && open.status === 'pending') {
      await transition(tx, open, 'expired', `no payment within ${PAYMENT_WINDOW_MINUTES} minutes`, now);
      open = undefined;
    }
    if (open) {
      const inFlight = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, open.id), inArray(paymentAttempts.status, ['started', 'action', 'pending'])));
      const recent = inFlight.filter((a) => a.updatedAt.getTime() > now.getTime() - IN_FLIGHT_MINUTES * 60_000);
      if (open.status === 'authorised' || recent.length > 0) {
        throw new ProviderError('CONFLICT', 'A payment for this basket is already in progress. Please wait for it to finish.', 'PAYMENT_IN_PROGRESS');
      }
    }

    const view = await viewCart({ ...deps, db: tx }, cart);
    if (view.count === 0) throw new ProviderError('UNPROCESSABLE', 'Your basket is empty.', 'CART_EMPTY');
    if (view.items.some((item) => item.status === 'expired')) {
      throw new ProviderError('CONFLICT', 'The places of some items are no longer held. Please check your basket.', 'HOLD_EXPIRED');
    }
    const currency = CURRENCIES[cart.currencyId as CurrencyId].code;
    if (input.shown.value !== view.total.amount || input.shown.currency !== currency) {
      throw new ProviderError('CONFLICT', 'The price of your basket has changed. Please check the new total.', 'PRICE_CHANGED');
    }

    const sales = await tx.select().from(cartSales).where(eq(cartSales.cartId, cart.id));
    const policies = await policiesOf(tx, sales.map((s) => s.optionId));
    const lines = sales
      .sort((a, b) => a.id - b.id)
      .map((s) => ({
        saleId: s.id,
        productId: s.productId,
        optionId: s.optionId,
        date: s.travelDate,
        time: s.startTime,
        units: s.units,
        packageChoices: s.packageChoices,
        amount: s.amount,
        policy: policies.get(s.optionId),
      }));
    const fields = {
      gateway: input.gateway,
      currencyId: cart.currencyId,
      amount: view.total.amount,
      language: deps.context.language,
      customer: input.customer,
      couponCode: view.coupon?.code ?? null,
      lines,
      ...(await agencyFields(tx, input.agent ?? null, lines)),
      // A member's basket makes the member's order (their purchases list it); an agent's is the agency's.
      memberId: input.agent ? null : (cart.memberId ?? null),
    };
    let order: OrderRow;
    if (open) {
      [order] = (await tx.update(orders).set({ ...fields, updatedAt: now }).where(eq(orders.id, open.id)).returning()) as [OrderRow];
    } else {
      [order] = (await tx
        .insert(orders)
        .values({ ...fields, cartId: cart.id, reference: newOrderReference(), secret: newOrderSecret(), pin: newOrderPin(), status: 'pending', createdAt: now, updatedAt: now })
        .returning()) as [OrderRow];
      await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', cause: `payment started (${input.gateway})`, at: now });
    }

    // Expired holds were refused above; a place lost anyway is caught when the payment settles.
    await holdForPayment(tx, lines, new Date(now.getTime() + deps.paymentHoldMinutes * 60_000), now);
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({ orderId: order.id, idempotencyKey: input.idempotencyKey, requestHash: input.requestHash, status: 'started', createdAt: now, updatedAt: now })
      .returning();
    return { order, attempt: attempt!, replay: false };
  });
}

/** The options' cancellation terms as they stand now: frozen into the order's lines. */
async function policiesOf(tx: Database, optionIds: number[]): Promise<Map<number, CancellationPolicy>> {
  if (optionIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: productOptions.id, refundType: productOptions.refundType, refundPercent: productOptions.refundPercent, cutoffMinutes: productOptions.cancellationCutoffMinutes })
    .from(productOptions)
    .where(inArray(productOptions.id, [...new Set(optionIds)]));
  return new Map(rows.map(({ id, ...policy }) => [id, policy]));
}
