import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { UnitType } from '../../domain/catalogue';
import { carts } from './carts';
import { agencies, members } from './members';
import { orders } from './orders';

/**
 * An agency's keys to the OCTO API (ADR 0023). The key is 32 random bytes shown once; only its
 * SHA-256 is kept (a random secret of that size needs no slow hash), with its first characters so
 * an agent can tell keys apart. A revoked key stays for the bookings it made.
 */
export const agencyApiKeys = pgTable(
  'agency_api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    name: text().notNull(),
    /** `octo_` and the key's next eight characters, as the agent area lists it. */
    prefix: text().notNull(),
    keyHash: text().notNull().unique(),
    createdBy: text().references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('agency_api_keys_agency').on(t.agencyId, t.createdAt)],
);

/** One OCTO unit item: the reseller's uuid and reference for one person of the booking. */
export interface OctoUnitItem {
  uuid: string;
  unitId: UnitType;
  resellerReference: string | null;
}

/** The OCTO contact as the reseller sent it (every field, null when not given). */
export interface OctoContact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

export const OCTO_STATES = ['ON_HOLD', 'CONFIRMED', 'CANCELLED'] as const;
export type OctoState = (typeof OCTO_STATES)[number];

/**
 * A booking made through OCTO: the reseller's `uuid` (unique per agency: the idempotency key of
 * the reservation) over the shop's own objects. On hold, it is a basket of one item whose places
 * are held like any visitor's; confirmed, it is the order that basket became, paid from the
 * agency's credit. EXPIRED is not stored: a hold past `expiresAt` is expired when read.
 */
export const octoBookings = pgTable(
  'octo_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    uuid: text().notNull(),
    /** The key that reserved it (the agency's, whichever of its keys reads it later). */
    keyId: uuid().references(() => agencyApiKeys.id),
    /** Fingerprint of the reservation request: the same uuid with another request is refused. */
    requestHash: text().notNull(),
    state: text().$type<OctoState>().notNull(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id),
    orderId: uuid().references(() => orders.id),
    productId: integer().notNull(),
    optionId: integer().notNull(),
    travelDate: date().notNull(),
    /** 'HH:MM' of a timed departure; null for an opening-hours (open-dated) option. */
    startTime: text(),
    unitItems: jsonb().$type<OctoUnitItem[]>().notNull(),
    /** Minor units of the agency's currency: what the traveller pays, and what the agency pays (retail less commission). */
    retail: integer().notNull(),
    net: integer().notNull(),
    resellerReference: text(),
    notes: text(),
    contact: jsonb().$type<OctoContact>().notNull(),
    emailReceipt: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
  },
  (t) => [
    unique('octo_bookings_agency_uuid').on(t.agencyId, t.uuid),
    index('octo_bookings_reseller_reference').on(t.agencyId, t.resellerReference),
    index('octo_bookings_date').on(t.agencyId, t.travelDate),
    index('octo_bookings_order').on(t.orderId),
    check('octo_bookings_state', sql`${t.state} in ('ON_HOLD', 'CONFIRMED', 'CANCELLED')`),
    check('octo_bookings_prices', sql`${t.net} >= 0 and ${t.net} <= ${t.retail}`),
  ],
);
