import type { CurrencyCode } from '../../api/contract/languages';

/**
 * One contract for every card gateway: the built-in sandbox (default) and Adyen (when
 * configured). The order service never knows which one it talks to. Amounts are integer
 * minor units; every call that moves money carries an idempotency key, so a retry after
 * a timeout is answered with the first call's result instead of charging again.
 */
export type GatewayName = 'sandbox' | 'adyen';

export interface Amount {
  value: number;
  currency: CurrencyCode;
}

/** Why a gateway said no; the shop turns each into a localised message. */
export const REFUSAL_REASONS = ['REFUSED', 'INSUFFICIENT_FUNDS', 'EXPIRED_CARD', 'CVC_DECLINED', 'AUTHENTICATION_FAILED', 'CANCELLED', 'OTHER'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type GatewayOutcome =
  | { kind: 'authorised'; pspReference: string }
  | { kind: 'refused'; pspReference: string | null; reason: RefusalReason }
  /** The shopper must act (3-D Secure challenge, redirect): the browser handles `action`, then `details` continues. */
  | { kind: 'action'; pspReference: string | null; action: Record<string, unknown> }
  /** Accepted, the result comes later (by webhook or a later `details`). */
  | { kind: 'pending'; pspReference: string | null };

/** The gateway could not be reached or did not answer in time: the payment's result is unknown. */
export class GatewayUnavailable extends Error {
  constructor(
    message: string,
    readonly timeout = false,
  ) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}

/** The gateway rejected the request itself (bad card data, bad amount): nothing was charged. */
export class GatewayInvalid extends Error {
  constructor(
    message: string,
    /** Which field was wrong, when the gateway says: 'number' | 'expiry' | 'cvc' | 'holder'. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'GatewayInvalid';
  }
}

export interface AuthoriseRequest {
  /** The order's reference (Adyen's merchantReference). */
  reference: string;
  amount: Amount;
  /** Sandbox: `{ type: 'scheme', number, expiryMonth, expiryYear, cvc, holderName }`; Adyen: the Drop-in's encrypted `paymentMethod`. */
  paymentMethod: Record<string, unknown>;
  /** Where the shopper comes back after a redirect or challenge. */
  returnUrl: string;
  /** e.g. 'en-GB', 'fr-FR'. */
  shopperLocale: string;
  /** ISO 3166 alpha-2, when known. */
  countryCode?: string;
  shopperEmail?: string;
  /** Adyen's browserInfo / origin for 3-D Secure 2, passed through untouched. */
  browserInfo?: Record<string, unknown>;
  origin?: string;
  idempotencyKey: string;
}

export interface DetailsRequest {
  reference: string;
  /** What the browser collected after the action (Adyen: `details` and `paymentData`; sandbox: `{ challengeResult }`). */
  details: Record<string, unknown>;
  paymentData?: string;
  pspReference?: string | null;
  idempotencyKey: string;
}

export interface PaymentMethodsRequest {
  amount: Amount;
  countryCode?: string;
  shopperLocale: string;
}

/** Adyen's `/paymentMethods` answer as the Drop-in takes it; the sandbox answers its one card method. */
export type PaymentMethodsAnswer = { paymentMethods: { type: string; name: string; brands?: string[] }[] } & Record<string, unknown>;

export interface Gateway {
  readonly name: GatewayName;
  /** The client key the browser needs (Adyen), or null. */
  readonly clientKey: string | null;
  paymentMethods(request: PaymentMethodsRequest): Promise<PaymentMethodsAnswer>;
  authorise(request: AuthoriseRequest): Promise<GatewayOutcome>;
  details(request: DetailsRequest): Promise<GatewayOutcome>;
  /** Takes the authorised money. Throws GatewayUnavailable when the outcome is unknown (retry with the same key). */
  capture(request: { pspReference: string; reference: string; amount: Amount; idempotencyKey: string }): Promise<void>;
  /**
   * Voids an authorisation that was not captured (a place was lost; the shopper cancelled).
   * Nothing back: voided at once (the sandbox). An answer: the void's own reference, and
   * `pending` until the gateway's CANCELLATION notification (Adyen).
   */
  cancel(request: { pspReference: string; reference: string; idempotencyKey: string }): Promise<void | RefundAnswer>;
  /**
   * Gives back part or all of a captured payment (`pspReference`). The answer's pspReference is
   * the refund's own; `pending` means the gateway's notification settles it (Adyen), `succeeded`
   * that it is done (the sandbox). The same key answers the first call's result; a refund the
   * gateway refuses outright (not captured, more than is left) throws GatewayInvalid.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
}

export interface RefundRequest {
  /** The captured payment given back. */
  pspReference: string;
  /** The order's reference. */
  reference: string;
  amount: Amount;
  idempotencyKey: string;
}

export interface RefundAnswer {
  pspReference: string;
  status: 'succeeded' | 'pending';
}

/** A gateway's notification (webhook) item after its signature was checked. */
export interface GatewayNotification {
  /** Unique per event: the gateway's own id of the notification item (pspReference + eventCode + success). */
  eventId: string;
  eventCode: string;
  success: boolean;
  pspReference: string;
  /** The payment the event is about, for CAPTURE/CANCELLATION/REFUND events. */
  originalReference: string | null;
  merchantReference: string;
  amount: Amount | null;
  reason: string | null;
  eventDate: string | null;
}
