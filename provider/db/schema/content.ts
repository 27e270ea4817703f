import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { QUERY_TYPES, SERVICE_UPDATE_SEVERITIES, type QueryType, type ServiceUpdateSeverity } from '../../domain/catalogue';
import { contentLanguageCheck, oneOf } from './columns';
import { locations, scopes } from './geography';
import { products } from './products';

/** A traveller's review, in the language it was written in. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    author: text().notNull(),
    countryCode: char({ length: 2 }).notNull(),
    rating: smallint().notNull(),
    publishedOn: date().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    verified: boolean().notNull(),
  },
  (t) => [
    index('reviews_product').on(t.productId, t.publishedOn),
    index('reviews_location').on(t.locationId, t.publishedOn),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_lang', contentLanguageCheck('lang')),
  ],
);

/** Questions and answers of a scope (a site) or of one product. */
export const faqs = pgTable(
  'faqs',
  {
    id: integer().primaryKey(),
    scopeId: integer().references(() => scopes.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    index('faqs_scope').on(t.scopeId),
    index('faqs_product').on(t.productId),
    check('faqs_owner', sql`(${t.scopeId} is null) <> (${t.productId} is null)`),
  ],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: integer()
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.lang] }), check('faq_translations_lang', contentLanguageCheck('lang'))],
);

/** Notices about a city's service: diversions, moved stops, timetables. */
export const serviceUpdates = pgTable(
  'service_updates',
  {
    id: integer().primaryKey(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    severity: text().$type<ServiceUpdateSeverity>().notNull(),
    startsOn: date().notNull(),
    endsOn: date(),
  },
  (t) => [index('service_updates_location').on(t.locationId), check('service_updates_severity', oneOf('severity', SERVICE_UPDATE_SEVERITIES))],
);

export const serviceUpdateTranslations = pgTable(
  'service_update_translations',
  {
    serviceUpdateId: integer()
      .notNull()
      .references(() => serviceUpdates.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceUpdateId, t.lang] }), check('service_update_translations_lang', contentLanguageCheck('lang'))],
);

/** Health and travel notices shown in the banner and news (spec: covid19/notifications). */
export const healthNotifications = pgTable('health_notifications', {
  id: integer().primaryKey(),
  position: integer().notNull(),
  publishedOn: date().notNull(),
});

export const healthNotificationTranslations = pgTable(
  'health_notification_translations',
  {
    notificationId: integer()
      .notNull()
      .references(() => healthNotifications.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.lang] }), check('health_notification_translations_lang', contentLanguageCheck('lang'))],
);

/** The general terms of use, in sections. */
export const termsSections = pgTable('terms_sections', {
  id: integer().primaryKey(),
  position: integer().notNull(),
});

export const termsSectionTranslations = pgTable(
  'terms_section_translations',
  {
    sectionId: integer()
      .notNull()
      .references(() => termsSections.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.lang] }), check('terms_section_translations_lang', contentLanguageCheck('lang'))],
);

/** Facts about the catalogue itself: which seed filled it, and on which day. */
export const catalogueMeta = pgTable('catalogue_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Newsletter subscribers (spec §7 subscriber/subscribe); one row per e-mail address. */
export const subscribers = pgTable('subscribers', {
  email: text().primaryKey(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  /** The visitor's country id; 9999 when unknown (spec §3). */
  countryId: integer().notNull(),
  lang: text().notNull(),
  /** The site the visitor subscribed on: its name and address sign the mails. */
  site: text().notNull().default('worldwide'),
  /** Double opt-in: pending until the link in the confirmation mail is followed; unsubscribed by the link in every mail. */
  status: text().$type<SubscriberStatus>().notNull().default('pending'),
  /** SHA-256 of the confirmation link's token; cleared once confirmed. */
  confirmTokenHash: text().unique(),
  confirmSentAt: timestamp({ withTimezone: true }),
  confirmedAt: timestamp({ withTimezone: true }),
  /** SHA-256 of the unsubscribe link's token, the same in every mail to this address. */
  unsubscribeTokenHash: text().unique(),
  unsubscribedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, () => [check('subscribers_status', oneOf('status', SUBSCRIBER_STATUSES))]);

/** Messages sent through the contact form (spec §7 contact/sendEnquiry). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial().primaryKey(),
    reference: text().notNull().unique(),
    /** The client's key for this submission: a retry or double click finds the first one. */
    idempotencyKey: text().unique(),
    /** Fingerprint of the first request's body: a reused key with another body is refused. */
    requestHash: text(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    city: text().notNull(),
    queryType: text().$type<QueryType>().notNull(),
    message: text().notNull(),
    lang: text().notNull(),
    /** The site whose contact address receives the enquiry. */
    site: text().notNull().default('worldwide'),
    /** When the enquiry was mailed to the site's contact address: a retry never mails it twice. */
    emailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('enquiries_query_type', oneOf('query_type', QUERY_TYPES))],
);

/** Short share links (spec §7 api/encode): a code standing for one of the shop's own addresses. */
export const shortLinks = pgTable('short_links', {
  code: text().primaryKey(),
  /** A path on the shop (with its query), never another host. */
  target: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Campaign touches reported by the browser (spec §7 POST tis): which campaign brought which visit. */
export const campaignTouches = pgTable(
  'campaign_touches',
  {
    id: serial().primaryKey(),
    /** The campaign record of spec §3: utmSource, utmMedium, … utmCoupon. */
    campaign: jsonb().$type<Record<string, string>>().notNull(),
    path: text().notNull(),
    lang: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_touches_created').on(t.createdAt)],
);
