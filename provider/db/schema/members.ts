import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { contentLanguageCheck, oneOf } from './columns';
import { locations } from './geography';
import { products } from './products';

/**
 * Members' accounts, in the four tables better-auth keeps (ADR 0015): the member, their
 * sessions, their ways in (a password or a Google/Facebook account) and one-time tokens
 * (email verification, password reset). better-auth reads and writes them through drizzle.
 */
/**
 * A travel agency (ADR 0016): it books on credit in one currency. Its agents are members with
 * the role `agent`; the credit is the agency's, shared by all of them.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** 1 EUR, 2 GBP, 3 USD: the credit's currency, and the prices its agents see. */
    currencyId: smallint().notNull(),
    /** Minor units the balance may go below zero (an overdraft the shop grants); 0 for prepaid only. */
    creditLimit: integer().notNull().default(0),
    /** What the agency earns per booking, in hundredths of a percent (1000 = 10 %); a product may differ (agency_commissions). */
    commissionBasisPoints: integer().notNull().default(0),
    /** Printed on the vouchers with the agent's own reference. */
    reference: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agencies_currency', sql`${t.currencyId} in (1, 2, 3)`),
    check('agencies_credit_limit', sql`${t.creditLimit} >= 0`),
    check('agencies_commission', sql`${t.commissionBasisPoints} between 0 and 5000`),
    unique('agencies_reference').on(t.reference),
  ],
);

/** Net prices per product: the agency's commission on one product, instead of its rate. */
export const agencyCommissions = pgTable(
  'agency_commissions',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    basisPoints: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.productId] }), check('agency_commissions_rate', sql`${t.basisPoints} between 0 and 5000`)],
);

export const MEMBER_ROLES = ['member', 'agent'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const members = pgTable(
  'members',
  {
    id: text().primaryKey(),
    /** The full name, as the member gave it (Latin script). */
    name: text().notNull(),
    /** Lower-case: one account per address. */
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    phone: text(),
    /** The language of the member's emails and pages ('en', 'en-us', …). */
    language: text().notNull().default('en'),
    /** 1 EUR, 2 GBP, 3 USD. */
    currencyId: smallint().notNull().default(1),
    newsletter: boolean().notNull().default(false),
    /** A member, or an agency's agent (ADR 0016): the same accounts, another side of the shop. */
    role: text().$type<MemberRole>().notNull().default('member'),
    /** The agent's agency; null for members. */
    agencyId: integer().references(() => agencies.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('members_currency', sql`${t.currencyId} in (1, 2, 3)`),
    check('members_language', contentLanguageCheck('language')),
    check('members_role', oneOf('role', MEMBER_ROLES)),
    check('members_agency', sql`(${t.role} = 'agent') = (${t.agencyId} is not null)`),
    index('members_agency').on(t.agencyId),
  ],
);

/** A signed-in browser: the cookie carries the token; revoking deletes the row. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_sessions_user').on(t.userId)],
);

/** A way to sign in: `credential` (the password's scrypt hash) or an OpenID provider's account. */
export const memberAccounts = pgTable(
  'member_accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_accounts_user').on(t.userId), unique('member_accounts_provider').on(t.providerId, t.accountId)],
);

/** One-time tokens (email verification, password reset, OAuth state), each with its expiry. */
export const memberVerifications = pgTable(
  'member_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_verifications_identifier').on(t.identifier)],
);

/**
 * Failed attempts per key (`login:{email}`, `ip:{address}`, …) in a window, and a lock-out
 * end: in the database, so every instance of the shop agrees (DESIGN §3).
 */
export const memberAttempts = pgTable('member_attempts', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** A product a member keeps for later (the heart on cards and pages). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    memberId: text()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);

export const PARTNER_CATEGORIES = ['restaurant', 'attraction', 'shop', 'experience'] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

/** An exclusive discount from a partner in a city (the spec's Hard Rock Cafe page): members only. */
export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: serial().primaryKey(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    partner: text().notNull(),
    category: text().$type<PartnerCategory>().notNull(),
    /** Percent off, or null when the offer is a gift (a free drink, a souvenir). */
    percent: smallint(),
    /** Said at the till; null when the printable member card is the proof. */
    code: text(),
    address: text().notNull(),
    rank: integer().notNull(),
  },
  (t) => [
    index('partner_offers_location').on(t.locationId),
    check('partner_offers_category', oneOf('category', PARTNER_CATEGORIES)),
    check('partner_offers_percent', sql`${t.percent} is null or ${t.percent} between 1 and 90`),
  ],
);

export const partnerOfferTranslations = pgTable(
  'partner_offer_translations',
  {
    offerId: integer()
      .notNull()
      .references(() => partnerOffers.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    conditions: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.language] }), check('partner_offer_translations_language', contentLanguageCheck('language'))],
);
