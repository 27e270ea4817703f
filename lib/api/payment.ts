import type { AxiosInstance } from 'axios';
import type { Customer } from '@/provider/api/contract/payment';
import type { CurrencyId } from '@/provider/api/contract/languages';
import type { ApiContext } from './context';
import { checkFrom, apiGet, apiSendIn } from './request';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./payment-checks');
const AnswerCheck = checkFrom(checks, 'AnswerCheck');
const MethodsCheck = checkFrom(checks, 'MethodsCheck');
const VoucherCheck = checkFrom(checks, 'VoucherCheck');

/**
 * The browser's payment calls (spec §7 Payment), through the shop's own `/api/v2`, which
 * adds the guest token (or, on resume, the `old_token`) from httpOnly cookies.
 */

export interface PaymentMethods {
  gateway: 'sandbox' | 'adyen';
  clientKey: string | null;
  environment: 'test' | 'live';
  paymentMethodsResponse: Record<string, unknown>;
}

export interface CardPayment {
  customer: Customer;
  /** What the pay button showed; the provider compares it with its own price. */
  amount: { value: number; currency: string };
  paymentMethod: Record<string, unknown>;
  browserInfo?: Record<string, unknown>;
  origin?: string;
  returnUrl: string;
  /** An agent paying by card: their reference and whether the traveller is told, as when paying from credit. */
  agencyReference?: string;
  notifyTraveller?: boolean;
}

/** An agent paying from the agency's credit (ADR 0016): the customer is the traveller; the session says which agent. */
export interface CreditPayment {
  customer: Customer;
  amount: { value: number; currency: string };
  /** The agent's own reference, printed on the vouchers after the agency's. */
  agencyReference?: string;
  /** The confirmation goes to the agent; to the traveller too when true. */
  notifyTraveller: boolean;
}

export const paymentMethods = (http: AxiosInstance, query: { currencyId: CurrencyId; countryId?: number; locale: string; amount: number }, context: ApiContext) =>
  apiGet(http, MethodsCheck, 'payments/methods', { params: query, context });

/** `idempotencyKey`: one per press of "Pay"; an automatic retry sends the same one, so nothing is charged twice. */
export const payByCard = (http: AxiosInstance, body: CardPayment, context: ApiContext, idempotencyKey: string) =>
  apiSendIn(http, AnswerCheck, 'post', 'transaction/payment/adyen', body, context, { 'idempotency-key': idempotencyKey });

/**
 * Pays the basket from the agency's credit, with the agent's session cookie (no card, no bank step).
 * 409 INSUFFICIENT_CREDIT, PRICE_CHANGED or PAYMENT_IN_PROGRESS; 401 AGENT_SESSION_EXPIRED. The same
 * key on a retry debits once.
 */
export const payFromCredit = (http: AxiosInstance, body: CreditPayment, context: ApiContext, idempotencyKey: string) =>
  apiSendIn(http, AnswerCheck, 'post', 'transaction/payment/local', body, context, { 'idempotency-key': idempotencyKey });

export const paymentDetails = (http: AxiosInstance, body: { orderId: string; details: Record<string, unknown>; paymentData?: string }, context: ApiContext) =>
  apiSendIn(http, AnswerCheck, 'post', 'transaction/payment/adyen/details', body, context);

export const cancelPayment = (http: AxiosInstance, orderId: string, context: ApiContext) =>
  apiSendIn(http, AnswerCheck, 'post', 'transaction/payment/adyen/cancel', { orderId }, context);

export const confirmPayment = (http: AxiosInstance, body: { orderId: string; redirectResult?: string }, context: ApiContext) =>
  apiSendIn(http, AnswerCheck, 'post', 'transaction/payment/creditcard/confirm', body, context);

export const resumePayment = (http: AxiosInstance, orderId: string | undefined, context: ApiContext) =>
  apiSendIn(http, AnswerCheck, 'post', 'transaction/payment/resume', orderId ? { orderId } : {}, context);

export const getVoucher = (http: AxiosInstance, token: string, context: ApiContext) =>
  apiGet(http, VoucherCheck, 'transaction/voucher', { params: { token }, context });

/** The PDF's address: a plain link the browser downloads. */
export const voucherPdfUrl = (token: string) => `/api/v2/transaction/voucher?token=${encodeURIComponent(token)}&format=pdf`;
