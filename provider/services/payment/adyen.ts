import { CheckoutAPI, Client, EnvironmentEnum, HttpURLConnectionClient, Types } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import { z } from 'zod';
import {
  GatewayInvalid,
  GatewayUnavailable,
  type Gateway,
  type GatewayOutcome,
  type RefusalReason,
} from './gateway';

/** The library's transport: `request(endpoint, json, config, isApiKeyRequired, options)` resolving to the body text. */
export type AdyenHttpClient = ClientInterface;

export interface AdyenGatewayConfig {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  environment: 'TEST' | 'LIVE';
  /** The account's live prefix (Customer Area > Developers > API URLs); required for LIVE. */
  liveUrlPrefix?: string;
  /** Tests inject a fake; production uses the library's own HTTPS client. */
  httpClient?: AdyenHttpClient;
  /** Give up after this long and report the payment's result as unknown. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const configSchema = z
  .object({
    apiKey: z.string().min(1),
    merchantAccount: z.string().min(1),
    clientKey: z.string().regex(/^(test|live)_\w+$/),
    environment: z.enum(['TEST', 'LIVE']),
    liveUrlPrefix: z.string().min(1).optional(),
    timeoutMs: z.number().int().positive().optional(),
  })
  .refine((c) => c.environment === 'TEST' || c.liveUrlPrefix, { message: 'LIVE needs liveUrlPrefix', path: ['liveUrlPrefix'] })
  // A test client key with live credentials (or the reverse) fails only at the shopper's first payment.
  .refine((c) => c.clientKey.startsWith(c.environment === 'LIVE' ? 'live_' : 'test_'), { message: 'does not match environment', path: ['clientKey'] });

/** What we read from /payments and /payments/details; the rest passes through untouched. */
const paymentAnswer = z.looseObject({
  resultCode: z.string(),
  pspReference: z.string().optional(),
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  action: z.looseObject({ type: z.string() }).nullish(),
});

const methodsAnswer = z.looseObject({
  paymentMethods: z.array(z.looseObject({ type: z.string(), name: z.string(), brands: z.array(z.string()).optional() })).default([]),
});

const modificationAnswer = z.looseObject({ status: z.literal('received'), pspReference: z.string() });

/** Adyen's refusalReasonCode (docs: development-resources/refusal-reasons) → the shop's reason. */
const REFUSAL_CODES: Record<string, RefusalReason> = {
  '6': 'EXPIRED_CARD',
  '11': 'AUTHENTICATION_FAILED',
  '12': 'INSUFFICIENT_FUNDS',
  '15': 'CANCELLED',
  '16': 'CANCELLED',
  // FRAUD-CANCELLED arrives as resultCode Cancelled: never tell the shopper it was fraud.
  '22': 'REFUSED',
  '24': 'CVC_DECLINED',
  '28': 'INSUFFICIENT_FUNDS',
  '39': 'AUTHENTICATION_FAILED',
  '42': 'AUTHENTICATION_FAILED',
};
/** For answers without a code: Adyen's refusalReason texts of the same codes. */
const REFUSAL_TEXTS: Record<string, RefusalReason> = {
  'expired card': 'EXPIRED_CARD',
  '3d not authenticated': 'AUTHENTICATION_FAILED',
  'not enough balance': 'INSUFFICIENT_FUNDS',
  'cvc declined': 'CVC_DECLINED',
  cancelled: 'CANCELLED',
  'shopper cancelled': 'CANCELLED',
};
/** Adyen's validation errorCode → the card field the shopper must correct. */
const ERROR_FIELDS: Record<string, string> = { '101': 'number', '102': 'number', '103': 'cvc', '128': 'holder', '129': 'expiry' };
/** Raw card fields: only PCI-certified accounts may send them; the Drop-in sends encrypted ones. */
const RAW_CARD_FIELDS = ['number', 'cvc', 'expiryMonth', 'expiryYear'];

export function createAdyenGateway(config: AdyenGatewayConfig): Gateway {
  const checked = configSchema.safeParse(config);
  if (!checked.success) {
    // Paths only: the values are credentials.
    throw new Error(`Invalid Adyen configuration: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new Client(
    {
      apiKey: config.apiKey,
      environment: config.environment === 'LIVE' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: config.liveUrlPrefix,
      // The socket outlives our deadline a little, so our timeout (flagged as such) wins the race.
      connectionTimeoutMillis: timeoutMs + 1_000,
    },
    withDeadline(config.httpClient ?? new HttpURLConnectionClient(), timeoutMs),
  );
  const checkout = new CheckoutAPI(client);
  const { merchantAccount } = config;

  return {
    name: 'adyen',
    clientKey: config.clientKey,

    async paymentMethods({ amount, countryCode, shopperLocale }) {
      const answer = await call('paymentMethods', () =>
        checkout.PaymentsApi.paymentMethods({ merchantAccount, amount, countryCode, shopperLocale, channel: Types.checkout.PaymentMethodsRequest.ChannelEnum.Web }),
      );
      return read(methodsAnswer, answer, 'paymentMethods');
    },

    async authorise(request) {
      if (RAW_CARD_FIELDS.some((field) => field in request.paymentMethod)) {
        throw new GatewayInvalid('Adyen takes the Drop-in’s encrypted card fields, not raw card data');
      }
      const answer = await call('payments', () =>
        checkout.PaymentsApi.payments(
          {
            merchantAccount,
            reference: request.reference,
            amount: request.amount,
            paymentMethod: request.paymentMethod as unknown as Types.checkout.PaymentRequestPaymentMethod,
            returnUrl: request.returnUrl,
            origin: request.origin,
            browserInfo: request.browserInfo as Types.checkout.BrowserInfo | undefined,
            shopperLocale: request.shopperLocale,
            countryCode: request.countryCode,
            shopperEmail: request.shopperEmail,
            channel: Types.checkout.PaymentRequest.ChannelEnum.Web,
            // Authorise only: the order service captures once the places are confirmed.
            additionalData: { manualCapture: 'true' },
            authenticationData: { threeDSRequestData: { nativeThreeDS: Types.checkout.ThreeDSRequestData.NativeThreeDSEnum.Preferred } },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return toOutcome(read(paymentAnswer, answer, 'payments'));
    },

    async details(request) {
      const answer = await call('payments/details', () =>
        checkout.PaymentsApi.paymentsDetails(
          { details: request.details as Types.checkout.PaymentCompletionDetails, paymentData: request.paymentData },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return toOutcome(read(paymentAnswer, answer, 'payments/details'));
    },

    async capture({ pspReference, reference, amount, idempotencyKey }) {
      const answer = await modification('capture', () =>
        checkout.ModificationsApi.captureAuthorisedPayment(pspReference, { merchantAccount, reference, amount }, { idempotencyKey }),
      );
      read(modificationAnswer, answer, 'capture');
    },

    async cancel({ pspReference, reference, idempotencyKey }) {
      const answer = await modification('cancel', () =>
        checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(pspReference, { merchantAccount, reference }, { idempotencyKey }),
      );
      // `received`: the CANCELLATION notification confirms the void.
      return { pspReference: read(modificationAnswer, answer, 'cancel').pspReference, status: 'pending' as const };
    },

    async refund({ pspReference, reference, amount, idempotencyKey }) {
      const answer = await modification('refund', () =>
        checkout.ModificationsApi.refundCapturedPayment(pspReference, { merchantAccount, reference, amount }, { idempotencyKey }),
      );
      // Adyen answers `received`: the REFUND notification says whether the money went back.
      return { pspReference: read(modificationAnswer, answer, 'refund').pspReference, status: 'pending' as const };
    },
  };
}

function toOutcome(answer: z.infer<typeof paymentAnswer>): GatewayOutcome {
  const pspReference = answer.pspReference ?? null;
  switch (answer.resultCode) {
    case 'Authorised':
      if (pspReference) return { kind: 'authorised', pspReference };
      break;
    case 'Refused':
    case 'Error':
    case 'Cancelled':
      return { kind: 'refused', pspReference, reason: refusalReason(answer) };
    case 'RedirectShopper':
    case 'IdentifyShopper':
    case 'ChallengeShopper':
    case 'PresentToShopper':
      if (answer.action) return { kind: 'action', pspReference, action: answer.action };
      break;
  }
  // Received, Pending, and anything unexpected: the webhook brings the final result.
  return { kind: 'pending', pspReference };
}

function refusalReason({ resultCode, refusalReasonCode, refusalReason: text }: z.infer<typeof paymentAnswer>): RefusalReason {
  const byCode = refusalReasonCode ? REFUSAL_CODES[refusalReasonCode] : undefined;
  const byText = text ? REFUSAL_TEXTS[text.trim().toLowerCase()] : undefined;
  return byCode ?? byText ?? (resultCode === 'Cancelled' ? 'CANCELLED' : 'REFUSED');
}

/** An answer we cannot read leaves the payment's result unknown. */
function read<T extends z.ZodType>(schema: T, answer: unknown, operation: string): z.infer<T> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new GatewayUnavailable(`Adyen ${operation}: unreadable answer`);
  return parsed.data;
}

async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toGatewayError(error, operation);
  }
}

/** Capture, cancel and refund: any failure leaves the modification to retry with the same key. */
async function modification<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const mapped = toGatewayError(error, operation);
    if (mapped instanceof GatewayUnavailable) throw mapped;
    throw withCause(new GatewayUnavailable(`Adyen ${operation} rejected: ${mapped.message}`), error);
  }
}

class DeadlineExceeded extends Error {}

/** The library's errors carry the HTTP status (ApiException, HttpClientException) and Adyen's errorCode/message. */
interface LibraryError {
  statusCode?: number;
  errorCode?: string;
  code?: string;
  name?: string;
  apiError?: { message?: string; errorCode?: string };
}

function toGatewayError(error: unknown, operation: string): GatewayUnavailable | GatewayInvalid {
  const e = (typeof error === 'object' && error !== null ? error : {}) as LibraryError;
  const timeout = error instanceof DeadlineExceeded || e.code === 'ETIMEDOUT' || e.name === 'TimeoutError';
  if (timeout) return withCause(new GatewayUnavailable(`Adyen ${operation} timed out`, true), error);
  const status = e.statusCode;
  const errorCode = e.errorCode ?? e.apiError?.errorCode;
  // 401/403 are our credentials, 408/429 a busy gateway: none is the shopper's data.
  if (status && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status)) {
    const message = e.apiError?.message ?? `HTTP ${status}`;
    return withCause(new GatewayInvalid(`${message}${errorCode ? ` (Adyen error ${errorCode})` : ''}`, errorCode ? ERROR_FIELDS[errorCode] : undefined), error);
  }
  return withCause(new GatewayUnavailable(`Adyen ${operation} failed: ${status ? `HTTP ${status}` : 'no answer'}${errorCode ? ` (Adyen error ${errorCode})` : ''}`), error);
}

function withCause<E extends Error>(mapped: E, cause: unknown): E {
  mapped.cause = cause;
  return mapped;
}

/** The library's own timeout aborts the socket into an anonymous "socket hang up": this one says it was a timeout. */
function withDeadline(inner: AdyenHttpClient, ms: number): AdyenHttpClient {
  return {
    request: (...args) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new DeadlineExceeded(`no answer within ${ms} ms`)), ms);
        inner.request(...args).then(
          (body) => {
            clearTimeout(timer);
            resolve(body);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  };
}
