import { z } from '@hono/zod-openapi';
import { DateSchema, MoneySchema } from './common';
import { LoginBodySchema, MEMBER_ORDER_STATUSES } from './members';
import { TOP_UP_MAX, TOP_UP_MIN } from './top-up-limits';

export { TOP_UP_MAX, TOP_UP_MIN };

/**
 * Travel agents (spec §6, §7 "Agent"; ADR 0016): an agency's agents log in with email and password
 * on the members' accounts (role `agent`), book on the agency's credit, and read the agency's
 * statement and bookings. The session is the same httpOnly cookie as a member's; every answer to
 * an agent carries `x-agent-credit`, from which the shop sets its display cookies.
 */

/** `agent/login`: the same body, limits and messages as `member/login/email`. */
export const AgentLoginBodySchema = LoginBodySchema.openapi('AgentLoginBody');

export const CurrencyCodeSchema = z.enum(['EUR', 'GBP', 'USD']);

/** The agency's credit, all in minor units of its currency. `available = balance + creditLimit − reserved`, never below zero. */
export const AgencyCreditSchema = z
  .object({
    currency: CurrencyCodeSchema,
    /** The ledger's sum: top-ups and refunds less bookings. */
    balance: z.number().int(),
    /** How far below zero the balance may go. */
    creditLimit: z.number().int(),
    /** Held basket items of the agency's agents, counted against the credit until paid or expired. */
    reserved: z.number().int(),
    available: z.number().int(),
  })
  .openapi('AgencyCredit');
export type AgencyCredit = z.infer<typeof AgencyCreditSchema>;

/** `agent/login`, `GET agent/info`: the agent, the agency and its credit. */
export const AgentInfoSchema = z
  .object({
    firstName: z.string(),
    name: z.string(),
    email: z.string(),
    /** The language the agent's emails use. */
    language: z.string(),
    agency: z.object({
      name: z.string(),
      /** Printed on vouchers: `{agency reference} / {the agent's own reference}`. */
      reference: z.string(),
      currencyId: z.number().int(),
      /** The agency's general commission, in percent (10.5). */
      commissionPercent: z.number(),
    }),
    credit: AgencyCreditSchema,
  })
  .openapi('AgentInfo');
export type AgentInfo = z.infer<typeof AgentInfoSchema>;

/** `agent/logout`. */
export const AgentDoneSchema = z.object({ status: z.literal('SIGNED_OUT') }).openapi('AgentDone');

export const LEDGER_ENTRY_KINDS = ['booking', 'refund', 'top-up', 'adjustment'] as const;

/** `GET agent/statement?from&to[&format=csv]`: dates inclusive, on the shop's clock (UTC). */
export const StatementQuerySchema = z
  .object({
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .openapi('StatementQuery');

export const StatementEntrySchema = z
  .object({
    id: z.number().int(),
    /** ISO date-time. */
    at: z.string(),
    kind: z.enum(LEDGER_ENTRY_KINDS),
    /** The booking's or the top-up's reference; null for an adjustment. */
    reference: z.string().nullable(),
    /** Who did it (the agent's name); null for the shop's own entries. */
    agentName: z.string().nullable(),
    /** Positive in, negative out. */
    amount: z.number().int(),
    /** The balance after this entry. */
    balance: z.number().int(),
    /** For an adjustment, the shop's note; for others what the kind says. */
    note: z.string(),
  })
  .openapi('StatementEntry');

export const StatementSchema = z
  .object({
    currency: CurrencyCodeSchema,
    from: DateSchema.nullable(),
    to: DateSchema.nullable(),
    /** The balance before the first entry shown. */
    opening: z.number().int(),
    closing: z.number().int(),
    entries: z.array(StatementEntrySchema),
  })
  .openapi('Statement');
export type Statement = z.infer<typeof StatementSchema>;

/** `GET agent/bookings`: the agency's orders, newest first. `q` matches a reference or a traveller's name. */
export const AgentBookingsQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    /** Booked on or after / on or before (inclusive). */
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    status: z.enum(MEMBER_ORDER_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .openapi('AgentBookingsQuery');

export const AgentBookingSchema = z
  .object({
    reference: z.string(),
    status: z.enum(MEMBER_ORDER_STATUSES),
    createdAt: z.string(),
    traveller: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    /** The agent who booked; null once their account is gone. */
    agentName: z.string().nullable(),
    agencyReference: z.string().nullable(),
    paidWith: z.enum(['credit', 'card']),
    /** Where it was booked: the shop's pages, or a reseller's system through OCTO (with the agency's API key). */
    channel: z.enum(['shop', 'octo']),
    total: MoneySchema,
    refunded: MoneySchema,
    commission: MoneySchema,
    lines: z.array(z.object({ line: z.number().int(), productName: z.string(), date: z.string().nullable(), time: z.string().nullable(), status: z.string() })),
    /** Opens the mobile voucher (`/{lang}/voucher?token=…`) and the PDF. */
    voucherToken: z.string(),
    /** The manage-booking calls (`x-booking-token`) for cancel and change of date. */
    bookingToken: z.string(),
  })
  .openapi('AgentBooking');
export type AgentBooking = z.infer<typeof AgentBookingSchema>;

export const AgentBookingsSchema = z
  .object({ bookings: z.array(AgentBookingSchema), page: z.number().int(), pages: z.number().int(), total: z.number().int() })
  .openapi('AgentBookings');

/** `POST agent/top-up`: credit the agency by card. Amounts in minor units of the agency's currency. */
export const TopUpBodySchema = z
  .object({
    amount: z.number().int().min(TOP_UP_MIN).max(TOP_UP_MAX),
    /** The sandbox's card form, or Adyen's encrypted fields / Drop-in state, as for an order. */
    paymentMethod: z.record(z.string(), z.unknown()),
    browserInfo: z.record(z.string(), z.unknown()).optional(),
    returnUrl: z.string().max(2000),
    idempotencyKey: z.string().min(8).max(100),
  })
  .openapi('TopUpBody');

/** `POST agent/top-up/details`: after a top-up's 3-D Secure step, as `transaction/payment/adyen/details` for an order. */
export const TopUpDetailsBodySchema = z
  .object({
    reference: z.string().trim().max(40),
    details: z.record(z.string(), z.unknown()),
    paymentData: z.string().max(20_000).optional(),
  })
  .openapi('TopUpDetailsBody');

export const TopUpAnswerSchema = z
  .object({
    reference: z.string(),
    status: z.enum(['pending', 'authorised', 'captured', 'refused']),
    /** A 3-D Secure step, as for an order's payment; null when none. */
    action: z.record(z.string(), z.unknown()).nullable(),
    amount: MoneySchema,
    credit: AgencyCreditSchema,
  })
  .openapi('TopUpAnswer');

/**
 * What an agent adds when paying: the traveller is the payment's customer; these say who else
 * hears of it and what the vouchers carry.
 */
export const AgentCheckoutSchema = z
  .object({
    /** The agent's own reference, printed on the vouchers after the agency's. */
    agencyReference: z.string().trim().max(40).regex(/^[\p{L}\p{N} ./_#-]*$/u, { error: 'must only contain letters, digits and . / _ # -' }).optional(),
    /** The confirmation always goes to the agent; to the traveller too when true. */
    notifyTraveller: z.boolean().default(true),
  })
  .openapi('AgentCheckout');
export type AgentCheckout = z.infer<typeof AgentCheckoutSchema>;
