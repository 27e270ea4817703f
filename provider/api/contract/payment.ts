import { z } from '@hono/zod-openapi';
import { REFUSAL_REASONS } from '../../services/payment/gateway';
import { AgentCheckoutSchema } from './agents';
import { dbId, dbIdParam, MAX_DB_INT, MoneySchema } from './common';
import { LATIN_NAME } from '../../domain/latin-name';
import { OPTION_KINDS, REFUND_TYPES } from '../../domain/catalogue';

const name = z.string().trim().min(1, { error: 'is required' }).max(60).regex(LATIN_NAME, { error: 'must only contain latin script' });

/** Who pays and receives the vouchers. The shop checks the email confirmation; the provider needs the address once. */
export const CustomerSchema = z
  .object({
    firstName: name,
    lastName: name,
    email: z.email({ error: 'must be a valid email address' }).max(254),
    phone: z.string().trim().min(4, { error: 'is required' }).max(20).regex(/^\+?[0-9 ()-]+$/, { error: 'must only contain digits' }),
    /** ISO 3166-1 numeric id, as `GET country` lists them. */
    countryId: dbId('must be a country id'),
  })
  .openapi('Customer');
export type Customer = z.infer<typeof CustomerSchema>;

const record = z.record(z.string(), z.unknown());

/** What the browser shows on the pay button: checked against the provider's own price, never trusted. */
const shownAmount = z
  .object({ value: z.number().int().min(0).max(MAX_DB_INT), currency: z.enum(['EUR', 'GBP', 'USD']) })
  .openapi({ description: 'The amount and currency the visitor saw; a mismatch answers 409 PRICE_CHANGED.' });

export const CardPaymentBodySchema = z
  .object({
    customer: CustomerSchema,
    amount: shownAmount,
    /** Sandbox: `{ type: 'scheme', number, expiryMonth, expiryYear, cvc, holderName }`; Adyen: the Drop-in's `paymentMethod`. */
    paymentMethod: record,
    browserInfo: record.optional(),
    /** The shop's origin, for 3-D Secure 2 (Adyen). */
    origin: z.url().max(200).optional(),
    /** The shop's page the shopper returns to after a redirect. */
    returnUrl: z.url().max(500),
  })
  // A signed-in agent paying by card: the same reference and choice as paying from credit; others' are ignored.
  .extend(AgentCheckoutSchema.partial().shape)
  .openapi('CardPaymentBody');
export type CardPaymentBody = z.infer<typeof CardPaymentBodySchema>;

export const OrderIdSchema = z.uuid({ error: 'must be an order id' });

export const PaymentDetailsBodySchema = z
  .object({ orderId: OrderIdSchema, details: record, paymentData: z.string().max(20_000).optional() })
  .openapi('PaymentDetailsBody');

export const OrderBodySchema = z.object({ orderId: OrderIdSchema }).openapi('OrderBody');

export const ConfirmBodySchema = z
  .object({
    orderId: OrderIdSchema,
    /** What the gateway added to the return address (Adyen's `redirectResult`), when the shopper came back from a redirect. */
    redirectResult: z.string().max(20_000).optional(),
  })
  .openapi('ConfirmBody');

/** `transaction/payment/local`: the signed-in agent pays from the agency's credit; `customer` is the traveller. */
export const LocalPaymentBodySchema = z.object({ customer: CustomerSchema, amount: shownAmount }).extend(AgentCheckoutSchema.shape).openapi('LocalPaymentBody');
export type LocalPaymentBody = z.infer<typeof LocalPaymentBodySchema>;

export const PAYMENT_RESULTS = ['paid', 'action', 'pending', 'refused', 'cancelled', 'expired'] as const;

export const PaymentAnswerSchema = z
  .object({
    orderId: z.string(),
    reference: z.string(),
    status: z.enum(['pending', 'authorised', 'paid', 'refused', 'expired', 'cancelled']),
    /** What the shop shows next: the confirmation, a 3-D Secure step, a wait, or why it failed. */
    result: z.enum(PAYMENT_RESULTS),
    action: record.nullable(),
    refusal: z.enum([...REFUSAL_REASONS, 'PLACE_LOST']).nullable(),
    amount: MoneySchema,
    /** Opens the vouchers once paid. */
    voucherToken: z.string().nullable(),
  })
  .openapi('PaymentAnswer');
export type PaymentAnswer = z.infer<typeof PaymentAnswerSchema>;

export const PaymentMethodsQuerySchema = z.object({
  currencyId: z.coerce.number().int().min(1).max(3).openapi({ param: { name: 'currencyId', in: 'query' } }),
  countryId: dbIdParam('must be a country id').optional().openapi({ param: { name: 'countryId', in: 'query' } }),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'must be a locale such as en-GB' })
    .openapi({ param: { name: 'locale', in: 'query' } }),
  amount: z.coerce.number().int().min(0).max(MAX_DB_INT).openapi({ param: { name: 'amount', in: 'query' } }),
});

export const PaymentMethodsSchema = z
  .object({
    gateway: z.enum(['sandbox', 'adyen']),
    /** The Adyen client key for the Drop-in; null for the sandbox. */
    clientKey: z.string().nullable(),
    environment: z.enum(['test', 'live']),
    paymentMethodsResponse: record,
  })
  .openapi('PaymentMethods');

export const VoucherQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'is not a voucher token' })
    .openapi({ param: { name: 'token', in: 'query' } }),
  format: z.enum(['json', 'pdf']).default('json').openapi({ param: { name: 'format', in: 'query' } }),
});

export const VoucherTicketSchema = z
  .object({
    code: z.string(),
    /** What the QR code carries: the code, signed by the provider. */
    qr: z.string(),
    productName: z.string(),
    optionName: z.string(),
    locationName: z.string(),
    date: z.string(),
    time: z.string().nullable(),
    timeZone: z.string(),
    passengers: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    packageChoices: z.array(z.object({ group: z.string(), choice: z.string() })),
    /** `timed`: valid at `date` `time`; `open`: valid from `validFrom` (the day it was bought) until `validUntil`. */
    kind: z.enum(OPTION_KINDS),
    validFrom: z.string(),
    validityMonths: z.number().int(),
    validUntil: z.string(),
    meetingPoint: z.object({ address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }).nullable(),
    voucherType: z.enum(['mobile', 'paper']),
    /** "Add to Apple Wallet" (a .pkpass) and "Save to Google Wallet" links on the shop's origin; null when that wallet is not configured. */
    wallet: z.object({ apple: z.string().nullable(), google: z.string().nullable() }),
    /** The option's cancellation terms; `deadline` the last instant (ISO) to cancel, null when nothing is refunded. */
    policy: z.object({ refundType: z.enum(REFUND_TYPES), refundPercent: z.number().int(), cutoffMinutes: z.number().int() }),
    deadline: z.string().nullable(),
  })
  .openapi('VoucherTicket');

export const VoucherSchema = z
  .object({
    brand: z.string(),
    reference: z.string(),
    language: z.enum(['de', 'en', 'es', 'fr', 'it', 'us']),
    issuedAt: z.string(),
    customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    total: z.object({ value: z.number().int(), currency: z.enum(['EUR', 'GBP', 'USD']) }),
    tickets: z.array(VoucherTicketSchema),
    mobileUrl: z.string(),
    pdfUrl: z.string(),
    /** "Manage my booking", opened by a signed token; and the PIN printed on the voucher that opens it with the reference. */
    manageUrl: z.string(),
    pin: z.string(),
    /** An agent's booking: the agency's name and `{agency reference}/{the agent's reference}`, printed on the vouchers; null otherwise. */
    agency: z.object({ name: z.string(), reference: z.string() }).nullish(),
  })
  .openapi('Voucher');
