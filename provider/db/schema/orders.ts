import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CancellationPolicy } from '../../domain/cancellation';
import type { UnitType } from '../../domain/catalogue';
import type { ApiLanguage } from '../../api/contract/languages';
import type { Customer } from '../../api/contract/payment';
import { carts } from './carts';
import { oneOf } from './columns';
import { agencies, members } from './members';

export const ORDER_STATUSES = ['pending', 'authorised', 'paid', 'refused', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** No transition leaves these. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['paid', 'refused', 'expired', 'cancelled'];
export type OrderGateway = 'sandbox' | 'adyen' | 'credit';
export type OrderChannel = 'shop' | 'octo';

/** What was bought, frozen when the order was made: the basket may change afterwards, the order does not. */
export interface OrderLine {
  saleId: number;
  productId: number;
  optionId: number;
  date: string;
  time: string | null;
  units: { type: UnitType; quantity: number }[];
  packageChoices: number[];
  amount: number;
  /** The cancellation terms the ticket was sold with: a later change of the option's terms does not reach it. */
  policy?: CancellationPolicy;
}

/**
 * A basket on its way to being paid. At most one order of a cart is open (pending or
 * authorised) at a time — a partial unique index — so two tabs meet the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the visitor, the gateway and the vouchers call the order. */
    reference: text().notNull().unique(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id),
    status: text().$type<OrderStatus>().notNull(),
    gateway: text().$type<OrderGateway>().notNull(),
    currencyId: smallint().notNull(),
    /** Minor units, computed by the provider from the basket; never taken from the browser. */
    amount: integer().notNull(),
    language: text().$type<ApiLanguage>().notNull(),
    customer: jsonb().$type<Customer>().notNull(),
    couponCode: text(),
    lines: jsonb().$type<OrderLine[]>().notNull(),
    /** The gateway's reference of the authorisation that paid the order. */
    pspReference: text(),
    /** Opens the vouchers (`transaction/voucher?token`): a random secret, like pretix's order secret. */
    secret: text().notNull().unique(),
    /** An agent's booking: the agency (whose bookings list and commission it is in) and the agent who made it. */
    agencyId: integer().references(() => agencies.id),
    agentId: text().references(() => members.id, { onDelete: 'set null' }),
    /** The agent's own reference for the booking, printed on the vouchers beside the agency's. */
    agencyReference: text(),
    /** Minor units the agency earns on this booking (its rate, or a product's), fixed when the order is opened. */
    agencyCommission: integer(),
    /** An agent's booking: whether the confirmation also goes to the traveller (it always goes to the agent). */
    notifyTraveller: boolean().notNull().default(true),
    /** Where it was sold: the shop's pages, or a reseller's system through OCTO (ADR 0023). */
    channel: text().$type<OrderChannel>().notNull().default('shop'),
    /** The member who bought it; kept (null) when the account is deleted, for the accounts. */
    memberId: text().references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    capturedAt: timestamp({ withTimezone: true }),
    /** Set once the confirmation email went out, so a second settlement sends none. */
    emailedAt: timestamp({ withTimezone: true }),
    /** Six digits printed on the voucher and in the email: with the reference, opens "manage my booking". */
    pin: text().notNull().default(sql`lpad((floor(random() * 1000000))::int::text, 6, '0')`),
    /** Minor units paid on top of `amount` later (a dearer date); each payment in `order_payments`. */
    extraPaid: integer().notNull().default(0),
    /** Minor units given back so far (refunds and voids asked of the gateway); never above what was paid. */
    refundedAmount: integer().notNull().default(0),
  },
  (t) => [
    check('orders_refunded', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount} + ${t.extraPaid}`),
    index('orders_cart').on(t.cartId),
    index('orders_member').on(t.memberId),
    index('orders_agency').on(t.agencyId, t.createdAt),
    uniqueIndex('orders_one_open_per_cart')
      .on(t.cartId)
      .where(sql`status in ('pending', 'authorised')`),
    check('orders_status', sql`${t.status} in ('pending', 'authorised', 'paid', 'refused', 'expired', 'cancelled')`),
    check('orders_amount', sql`${t.amount} >= 0`),
    check('orders_channel', sql`${t.channel} in ('shop', 'octo')`),
  ],
);

/** Every change of an order's status, with when and why: the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    cause: text().notNull(),
    /** Who made the change: 'customer', 'gateway', 'staff', 'system', 'member', 'agent'; null for the payment's own steps. */
    actor: text(),
    /** Minor units the change moved (a refund, a supplement), when it moved money. */
    amount: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
);

export type PaymentAttemptStatus = 'started' | 'action' | 'pending' | 'authorised' | 'refused' | 'invalid' | 'voided';

/**
 * One try at paying an order with the gateway, named by the browser's idempotency key:
 * a retried request finds its attempt and the gateway is asked again with the same key.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull().unique(),
    /** Fingerprint of the first request's body: a reused key with another body is refused. */
    requestHash: text(),
    status: text().$type<PaymentAttemptStatus>().notNull(),
    pspReference: text(),
    refusalReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_order').on(t.orderId), index('payment_attempts_psp').on(t.pspReference)],
);

export const TICKET_STATUSES = ['valid', 'cancelled', 'replaced'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * A paid order's tickets: one current ticket per line (the partial unique index), each with
 * its signed code. A new date re-issues the line's ticket under a new code and marks the old
 * one `replaced`; a cancellation marks it `cancelled`. Neither scans again.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    code: text().notNull().unique(),
    /** 1 for the first ticket of a line, 2 after its first date change, … */
    issue: smallint().notNull().default(1),
    status: text().$type<TicketStatus>().notNull().default('valid'),
    validUntil: date().notNull(),
    /** First scan at the entrance (OCTO's REDEEMED); a used ticket cannot be cancelled. */
    redeemedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_current_line')
      .on(t.orderId, t.line)
      .where(sql`status <> 'replaced'`),
    index('tickets_order').on(t.orderId),
    check('tickets_status', sql`${t.status} in ('valid', 'cancelled', 'replaced')`),
  ],
);

export type RefundMethod = 'void' | 'refund' | 'credit';
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Money given back, one row per gateway request: which lines, how much, how (a void of an
 * uncaptured authorisation, a refund of a captured one, or the agent's credit), and where the
 * gateway says it stands. The idempotency key is the gateway's too: a retry never pays twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lines: integer().array().notNull(),
    amount: integer().notNull(),
    method: text().$type<RefundMethod>().notNull(),
    status: text().$type<RefundStatus>().notNull(),
    /** The payment given back: the order's own authorisation or a supplement's. Null for credit. */
    paymentReference: text(),
    /** The gateway's reference of the refund or void itself. */
    pspReference: text(),
    idempotencyKey: text().notNull().unique(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order').on(t.orderId),
    index('refunds_psp').on(t.pspReference),
    check('refunds_amount', sql`${t.amount} > 0`),
    check('refunds_method', sql`${t.method} in ('void', 'refund', 'credit')`),
    check('refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** Money paid after the order: the difference of a dearer new date, authorised and captured on its own. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    pspReference: text(),
    idempotencyKey: text().notNull().unique(),
    requestHash: text(),
    /** 'started' | 'authorised' | 'captured' | 'refused' | 'voided' */
    status: text().notNull(),
    /** What the money is for: the date change it pays, as JSON (line, new date and time). */
    purpose: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payments_order').on(t.orderId), check('order_payments_amount', sql`${t.amount} > 0`)],
);

/**
 * Wrong PINs or emails against a booking reference: ten within the window lock the reference's
 * look-ups until `lockedUntil`, whoever asks and from wherever (per-IP limits sit in front).
 */
export const bookingLookups = pgTable('booking_lookups', {
  reference: text().primaryKey(),
  failures: integer().notNull().default(0),
  firstFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** Gateway notifications as received: a replayed one meets the unique event id and changes nothing. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text().primaryKey(),
  gateway: text().notNull(),
  eventCode: text().notNull(),
  pspReference: text().notNull(),
  merchantReference: text().notNull(),
  payload: jsonb().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp({ withTimezone: true }),
});

export const LEDGER_KINDS = ['booking', 'refund', 'top-up', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * An agency's top-up by card: a payment at the gateway that credits the ledger only once it
 * is captured, and only once (the ledger's unique top-up id), however often the gateway says so.
 */
export const agencyTopUps = pgTable(
  'agency_top_ups',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the gateway and the statement call it (`TU…`). */
    reference: text().notNull().unique(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    agentId: text().references(() => members.id, { onDelete: 'set null' }),
    /** Minor units of the agency's currency. */
    amount: integer().notNull(),
    status: text().$type<'pending' | 'authorised' | 'captured' | 'refused'>().notNull(),
    pspReference: text(),
    idempotencyKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('agency_top_ups_agency').on(t.agencyId), check('agency_top_ups_amount', sql`${t.amount} > 0`)],
);

/**
 * An agency's credit as an append-only ledger: top-ups and refunds positive, bookings negative;
 * the balance is the sum. A booking's debit is unique per order, a refund's and a top-up's
 * credit unique per refund and top-up, so none is ever taken or given twice.
 */
export const agentLedger = pgTable(
  'agent_ledger',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    kind: text().$type<LedgerKind>().notNull(),
    /** The agent who booked or topped up; null for the shop's own entries. */
    agentId: text().references(() => members.id, { onDelete: 'set null' }),
    /** Minor units of the agency's currency; negative for a booking. */
    amount: integer().notNull(),
    topUpId: uuid()
      .references(() => agencyTopUps.id)
      .unique(),
    orderId: uuid().references(() => orders.id),
    /** A cancellation's credit back: one per refund. */
    refundId: integer()
      .references(() => refunds.id)
      .unique(),
    cause: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_ledger_agency').on(t.agencyId, t.createdAt),
    check('agent_ledger_kind', oneOf('kind', LEDGER_KINDS)),
    // A booking's debit is taken once; credits back are keyed by their refund.
    uniqueIndex('agent_ledger_order_debit')
      .on(t.orderId)
      .where(sql`amount < 0`),
  ],
);

/**
 * The built-in sandbox gateway's own books, as a real gateway keeps them: one row per
 * authorisation, found again by its idempotency key, so a retry never charges twice.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  pspReference: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  merchantReference: text().notNull(),
  amount: integer().notNull(),
  currency: text().notNull(),
  cardLast4: text().notNull(),
  /** 'authorised' | 'refused' | 'challenge' | 'captured' | 'cancelled'; 'refund' for a refund of `originalReference`. */
  status: text().notNull(),
  /** A refund's payment: refunds of one payment never add up to more than was captured. */
  originalReference: text(),
  refusalReason: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the provider makes for itself at install (the migration draws them), for what
 * needs no operator: the key that signs ticket codes. TICKET_SECRET in the environment wins.
 */
export const providerSecrets = pgTable('provider_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});
