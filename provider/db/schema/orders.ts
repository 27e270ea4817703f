import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UnitType } from '../../domain/catalogue';
import type { ApiLanguage } from '../../api/contract/languages';
import type { Customer } from '../../api/contract/payment';
import { carts } from './carts';

export const ORDER_STATUSES = ['pending', 'authorised', 'paid', 'refused', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** No transition leaves these. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['paid', 'refused', 'expired', 'cancelled'];
export type OrderGateway = 'sandbox' | 'adyen' | 'credit';

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
    agentId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    capturedAt: timestamp({ withTimezone: true }),
    /** Set once the confirmation email went out, so a second settlement sends none. */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('orders_cart').on(t.cartId),
    uniqueIndex('orders_one_open_per_cart')
      .on(t.cartId)
      .where(sql`status in ('pending', 'authorised')`),
    check('orders_status', sql`${t.status} in ('pending', 'authorised', 'paid', 'refused', 'expired', 'cancelled')`),
    check('orders_amount', sql`${t.amount} >= 0`),
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

/** A paid order's tickets: one per line, made once (the unique pair), each with its signed code. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    code: text().notNull().unique(),
    validUntil: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('tickets_order_line').on(t.orderId, t.line)],
);

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

/** Travel agents who book on credit. Their login comes later; the ledger is here now. */
export const agents = pgTable(
  'agents',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    currencyId: smallint().notNull(),
    /** SHA-256 of the agent's API token. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agents_currency', sql`${t.currencyId} in (1, 2, 3)`)],
);

/**
 * An agent's credit as an append-only ledger: top-ups positive, bookings negative; the
 * balance is the sum. A booking's debit is unique per order, so it is never taken twice.
 */
export const agentLedger = pgTable(
  'agent_ledger',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => agents.id),
    /** Minor units of the agent's currency; negative for a booking. */
    amount: integer().notNull(),
    orderId: uuid().references(() => orders.id),
    cause: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_ledger_agent').on(t.agentId), unique('agent_ledger_order').on(t.orderId)],
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
  /** 'authorised' | 'refused' | 'challenge' | 'captured' | 'cancelled' */
  status: text().notNull(),
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
