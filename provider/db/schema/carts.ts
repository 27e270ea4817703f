import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { UnitType } from '../../domain/catalogue';
import type { Traveller } from '../../api/contract/cart';
import { members } from './members';
import { productOptions, products } from './products';

/** A discount code the basket accepts, valid on the days of its range (inclusive). */
export const coupons = pgTable(
  'coupons',
  {
    code: text().primaryKey(),
    percent: integer().notNull(),
    validFrom: date().notNull(),
    validTo: date().notNull(),
  },
  (t) => [check('coupons_percent', sql`${t.percent} between 1 and 100`), check('coupons_range', sql`${t.validFrom} <= ${t.validTo}`)],
);

/**
 * A guest's basket and session in one: the guest token is a random secret the
 * provider hands out once; only its SHA-256 is kept, so a leaked table opens no basket.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    currencyId: smallint().notNull(),
    couponCode: text().references(() => coupons.code),
    traveller: jsonb().$type<Traveller>(),
    /** The signed-in member the basket belongs to: its items carry the member price. */
    memberId: text().references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The guest token stops working at this time (60 days after it was issued). */
    sessionExpiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('carts_currency', sql`${t.currencyId} in (1, 2, 3)`)],
);

/** One item of a basket (the spec's sale): an option on a date and time for some passengers, priced in the basket's currency. */
export const cartSales = pgTable(
  'cart_sales',
  {
    id: serial().primaryKey(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    optionId: integer()
      .notNull()
      .references(() => productOptions.id),
    travelDate: date().notNull(),
    startTime: text(),
    units: jsonb().$type<{ type: UnitType; quantity: number }[]>().notNull(),
    packageChoices: jsonb().$type<number[]>().notNull(),
    /** Total in minor units of the basket's currency. */
    amount: integer().notNull(),
    /**
     * An agent's item counted against the agency's credit while held (ADR 0016): set when the
     * agency's available credit covered it as it was added, under the agency's lock.
     */
    reservesCredit: boolean().notNull().default(false),
    /** Places are held until then (for timed options, by the allocation that references this sale). */
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    /** A retried add-to-cart with the same key adds nothing twice. */
    idempotencyKey: text(),
    /** Fingerprint of the first request's body: a reused key with another body is refused. */
    requestHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_sales_cart').on(t.cartId),
    unique('cart_sales_idempotency').on(t.cartId, t.idempotencyKey),
    check('cart_sales_amount', sql`${t.amount} >= 0`),
  ],
);
