import { and, desc, eq } from 'drizzle-orm';
import { log } from '@/lib/log';
import type { CardPaymentBody, PaymentAnswer } from '../../api/contract/payment';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { ProviderError } from '../../api/errors';
import { cartSales, orders, paymentAttempts } from '../../db/schema';
import type { Database } from '../../db/types';
import { inTransaction } from '../cart/locks';
import { requestHash } from '../idempotency';
import type { CartRow } from '../cart/session';
import { paymentAnswer, type OrderRow } from './answer';
import { afterSettlement } from './after-settlement';
import type { PaymentDeps } from './deps';
import { GatewayInvalid, GatewayUnavailable, type GatewayOutcome } from './gateway';
import { openOrder, PAYMENT_WINDOW_MINUTES, type AttemptRow, type OrderAgent } from './open-order';
import { holdForPayment } from './payment-holds';
import { settleInTx, type Settlement } from './settle';
import { lockOrder, transition } from './transitions';

const CARD_FIELDS: Record<string, 'CARD_NUMBER' | 'CARD_EXPIRY' | 'CARD_CVC'> = { number: 'CARD_NUMBER', expiry: 'CARD_EXPIRY', cvc: 'CARD_CVC' };
const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB', us: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT' };

const amountOf = (order: OrderRow) => ({ value: order.amount, currency: CURRENCIES[order.currencyId as CurrencyId].code });

/**
 * `transaction/payment/adyen`: pays the basket by card through the configured gateway.
 * A retry with the same idempotency key asks the gateway again with the same key, so a
 * lost answer (timeout) is recovered without a second charge. A signed-in agent paying their
 * own basket by card makes the agency's booking (`agent`), in its bookings and commission.
 */
export async function startCardPayment(deps: PaymentDeps, cart: CartRow | null, body: CardPaymentBody, idempotencyKey: string, agent: OrderAgent | null = null): Promise<PaymentAnswer> {
  const opened = await openOrder(deps, cart, { customer: body.customer, shown: body.amount, idempotencyKey, requestHash: requestHash(body), gateway: deps.gateway.name, agent }).catch(
    async (error: unknown) => {
      // A second tab paying a basket the first one just paid is shown that purchase, not charged again.
      const paid = error instanceof ProviderError && error.reason === 'CART_EMPTY' ? await recentlyPaid(deps, cart) : undefined;
      if (paid) return paid;
      throw error;
    },
  );
  if (!('attempt' in opened)) return paymentAnswer(opened);
  const { order, attempt, replay } = opened;
  if (replay && (order.status === 'paid' || attempt.status === 'refused' || attempt.status === 'voided')) {
    return paymentAnswer(order, { refusal: attempt.status === 'refused' ? refusalOf(attempt) : null });
  }
  let outcome: GatewayOutcome;
  try {
    outcome = await deps.gateway.authorise({
      reference: order.reference,
      amount: amountOf(order),
      paymentMethod: body.paymentMethod,
      returnUrl: body.returnUrl,
      shopperLocale: LOCALES[order.language] ?? 'en-GB',
      shopperEmail: order.customer.email,
      browserInfo: body.browserInfo,
      origin: body.origin,
      idempotencyKey,
    });
  } catch (error) {
    return gatewayFailed(deps, order, attempt, error);
  }
  return handleOutcome(deps, order, attempt, outcome, 'card payment');
}

/**
 * `adyen/details`: the 3-D Secure step (or a redirect) finished in the browser; the gateway
 * says how it ended. The basket's places are held again first; when one was lost while the
 * visitor was at the bank, the payment stops there: the order is cancelled and the
 * authorisation voided before it could be taken.
 */
export async function paymentDetails(
  deps: PaymentDeps,
  cart: CartRow | null,
  input: { orderId: string; details: Record<string, unknown>; paymentData?: string },
): Promise<PaymentAnswer> {
  const { id } = await orderOfCart(deps.db, cart, input.orderId);
  const until = new Date(deps.now.getTime() + deps.paymentHoldMinutes * 60_000);
  const step = await inTransaction(deps.db, async (tx) => {
    const order = (await lockOrder(tx, id))!;
    const attempt = await latestAttempt(tx, order.id);
    if (order.status !== 'pending' || !attempt || attempt.status !== 'action') return { order, attempt: null, lost: false };
    const lost = await holdForPayment(tx, order.lines, until, deps.now);
    if (lost.length === 0) return { order, attempt, lost: false };
    const cause = `place lost before the 3-D Secure step finished (items ${lost.join(', ')})`;
    return { order: await transition(tx, order, 'cancelled', cause, deps.now), attempt, lost: true };
  });
  const { order, attempt } = step;
  if (!attempt) return paymentAnswer(order);
  if (step.lost) {
    if (attempt.pspReference) await afterSettlement(deps, order, 'lost', attempt.pspReference);
    return paymentAnswer(order, { result: 'cancelled', refusal: 'PLACE_LOST' });
  }
  let outcome: GatewayOutcome;
  try {
    outcome = await deps.gateway.details({
      reference: order.reference,
      details: input.details,
      paymentData: input.paymentData,
      pspReference: attempt.pspReference,
      idempotencyKey: `${attempt.idempotencyKey}-details`,
    });
  } catch (error) {
    return gatewayFailed(deps, order, attempt, error);
  }
  return handleOutcome(deps, order, attempt, outcome, '3-D Secure step');
}

/**
 * `creditcard/confirm`: the visitor is back on the shop (after a redirect, or on the
 * return page). With a redirect result the gateway is asked; otherwise the order is
 * answered as it stands — the webhook may have settled it already, or will.
 */
export async function confirmPayment(deps: PaymentDeps, cart: CartRow | null, input: { orderId: string; redirectResult?: string }): Promise<PaymentAnswer> {
  if (input.redirectResult) return paymentDetails(deps, cart, { orderId: input.orderId, details: { redirectResult: input.redirectResult } });
  const order = await orderOfCart(deps.db, cart, input.orderId);
  const attempt = await latestAttempt(deps.db, order.id);
  return paymentAnswer(order, { refusal: attempt?.status === 'refused' ? refusalOf(attempt) : null });
}

/** `adyen/cancel`: the visitor gave up (closed the 3-D Secure step): the order is cancelled, the basket stays. */
export async function cancelPayment(deps: PaymentDeps, cart: CartRow | null, orderId: string): Promise<PaymentAnswer> {
  const mine = await orderOfCart(deps.db, cart, orderId);
  const { order, psp } = await inTransaction(deps.db, async (tx) => {
    const order = (await lockOrder(tx, mine.id))!;
    if (order.status !== 'pending' && order.status !== 'authorised') return { order, psp: null };
    const attempt = await latestAttempt(tx, order.id);
    return { order: await transition(tx, order, 'cancelled', 'cancelled by the visitor', deps.now), psp: attempt?.pspReference ?? null };
  });
  if (psp) await afterSettlement(deps, order, 'late', psp);
  return paymentAnswer(order);
}

/** `payment/resume`: where a payment stands, for the return page and for a reload mid-payment. */
export async function resumePayment(deps: PaymentDeps, cart: CartRow | null, orderId: string | undefined): Promise<PaymentAnswer> {
  const order = orderId
    ? await orderOfCart(deps.db, cart, orderId)
    : cart
      ? (await deps.db.select().from(orders).where(eq(orders.cartId, cart.id)).orderBy(desc(orders.createdAt)).limit(1))[0]
      : undefined;
  if (!order) throw new ProviderError('NOT_FOUND', 'There is no payment to resume.');
  const attempt = await latestAttempt(deps.db, order.id);
  if (order.status === 'paid' && order.capturedAt === null && order.pspReference) await afterSettlement(deps, order, 'already', order.pspReference);
  return paymentAnswer(order, { refusal: attempt?.status === 'refused' ? refusalOf(attempt) : null });
}

/**
 * Settles an authorisation the gateway reported (answer, 3-D Secure step or notification),
 * then captures or voids. When settling fails outright, the authorisation is voided all the
 * same: one that does not become a sale is never left hanging.
 */
export async function settleAuthorisation(deps: PaymentDeps, orderId: string, pspReference: string, cause: string) {
  const { order, settlement } = await inTransaction(deps.db, (tx) => settleInTx(tx, orderId, pspReference, cause, deps.now, deps.site)).catch(async (error: unknown) => {
    await abandonAuthorisation(deps, orderId, pspReference);
    throw error;
  });
  await afterSettlement(deps, order, settlement, pspReference);
  return { order, settlement };
}

/** After a failed settlement: the order, unless it was paid meanwhile, is closed and the authorisation voided. */
async function abandonAuthorisation(deps: PaymentDeps, orderId: string, pspReference: string) {
  try {
    const { order, settlement } = await inTransaction(deps.db, async (tx): Promise<{ order: OrderRow; settlement: Settlement }> => {
      const order = (await lockOrder(tx, orderId))!;
      if (order.status === 'paid') return { order, settlement: order.pspReference === pspReference ? 'already' : 'duplicate' };
      if (order.status !== 'pending' && order.status !== 'authorised') return { order, settlement: 'late' };
      return { order: await transition(tx, order, 'cancelled', `settling ${pspReference} failed; the authorisation is voided`, deps.now), settlement: 'late' };
    });
    await afterSettlement(deps, order, settlement, pspReference);
  } catch (error) {
    log.error({ err: error }, `Authorisation ${pspReference} of order ${orderId} could not be settled nor voided`);
  }
}

async function handleOutcome(deps: PaymentDeps, order: OrderRow, attempt: AttemptRow, outcome: GatewayOutcome, cause: string): Promise<PaymentAnswer> {
  const { db, now } = deps;
  switch (outcome.kind) {
    case 'authorised': {
      await setAttempt(db, attempt, { status: 'pending', pspReference: outcome.pspReference }, now);
      const settled = await settleAuthorisation(deps, order.id, outcome.pspReference, cause);
      // Paid now or before, or closed meanwhile: the order says which; a lost place says why.
      return paymentAnswer(settled.order, settled.settlement === 'lost' ? { result: 'cancelled', refusal: 'PLACE_LOST' } : {});
    }
    case 'refused': {
      await setAttempt(db, attempt, { status: 'refused', pspReference: outcome.pspReference, refusalReason: outcome.reason }, now);
      const refused = await inTransaction(db, async (tx) => {
        const locked = (await lockOrder(tx, order.id))!;
        return locked.status === 'pending' ? transition(tx, locked, 'refused', `${cause}: refused (${outcome.reason})`, now) : locked;
      });
      return paymentAnswer(refused, { result: 'refused', refusal: outcome.reason });
    }
    case 'action':
      await setAttempt(db, attempt, { status: 'action', pspReference: outcome.pspReference }, now);
      return paymentAnswer(order, { result: 'action', action: outcome.action });
    case 'pending':
      await setAttempt(db, attempt, { status: 'pending', pspReference: outcome.pspReference }, now);
      return paymentAnswer(order, { result: 'pending' });
  }
}

/** The gateway did not answer (the result is unknown: the same key asks again) or refused the request itself (nothing was charged). */
async function gatewayFailed(deps: PaymentDeps, order: OrderRow, attempt: AttemptRow, error: unknown): Promise<PaymentAnswer> {
  if (error instanceof GatewayUnavailable) {
    await setAttempt(deps.db, attempt, { status: 'pending' }, deps.now);
    return paymentAnswer(order, { result: 'pending' });
  }
  if (error instanceof GatewayInvalid) {
    await setAttempt(deps.db, attempt, { status: 'invalid' }, deps.now);
    throw new ProviderError('UNPROCESSABLE', error.message, (error.field && CARD_FIELDS[error.field]) || 'CARD_INVALID');
  }
  throw error;
}

async function setAttempt(db: Database, attempt: AttemptRow, set: Partial<AttemptRow>, now: Date) {
  await db.update(paymentAttempts).set({ ...set, updatedAt: now }).where(eq(paymentAttempts.id, attempt.id));
}

const refusalOf = (attempt: AttemptRow) => (attempt.refusalReason ?? 'REFUSED') as PaymentAnswer['refusal'];

async function latestAttempt(db: Database, orderId: string) {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(desc(paymentAttempts.id)).limit(1);
  return attempt;
}

/** An order of this visitor's basket, or 404: another visitor's order id says nothing about it. */
export async function orderOfCart(db: Database, cart: CartRow | null, orderId: string): Promise<OrderRow> {
  const [order] = cart ? await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.cartId, cart.id))) : [];
  if (!order) throw new ProviderError('NOT_FOUND', 'There is no such order in your session.');
  return order;
}

/** Items left in the basket after a payment: the shop's basket count. */
export async function basketCount(db: Database, cart: CartRow | null) {
  if (!cart) return 0;
  return (await db.select({ id: cartSales.id }).from(cartSales).where(eq(cartSales.cartId, cart.id))).length;
}

/** The basket's order paid within the payment window, if any. */
async function recentlyPaid(deps: PaymentDeps, cart: CartRow | null): Promise<OrderRow | undefined> {
  if (!cart) return undefined;
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cart.id), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return order && order.paidAt && order.paidAt.getTime() > deps.now.getTime() - PAYMENT_WINDOW_MINUTES * 60_000 ? order : undefined;
}
