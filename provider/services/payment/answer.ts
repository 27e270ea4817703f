import type { PaymentAnswer } from '../../api/contract/payment';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import type { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

const RESULT_OF: Record<OrderRow['status'], PaymentAnswer['result']> = {
  pending: 'pending',
  authorised: 'pending',
  paid: 'paid',
  refused: 'refused',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** The order as the shop sees it after a payment call. */
export function paymentAnswer(
  order: OrderRow,
  extra: { result?: PaymentAnswer['result']; action?: Record<string, unknown> | null; refusal?: PaymentAnswer['refusal'] } = {},
): PaymentAnswer {
  return {
    orderId: order.id,
    reference: order.reference,
    status: order.status,
    result: extra.result ?? RESULT_OF[order.status],
    action: extra.action ?? null,
    refusal: extra.refusal ?? null,
    amount: { amount: order.amount, currency: CURRENCIES[order.currencyId as CurrencyId].code },
    voucherToken: order.status === 'paid' ? order.secret : null,
  };
}
