import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ProviderError } from '../api/errors';
import type { RequestContext } from '../api/request-context';
import {
  continents,
  continentTranslations,
  countries,
  countryTranslations,
  faqs,
  faqTranslations,
  healthNotifications,
  healthNotificationTranslations,
  locations,
  locationTranslations,
  productOptions,
  products,
  productTranslations,
  reviews,
  scopes,
  termsSections,
  termsSectionTranslations,
} from '../db/schema';
import type { Database } from '../db/types';
import { responseLang } from './hreflangs';
import { productNotFound } from './products';
import { toReview } from './reviews';

/** Spec §1: the customers the operator carries a year (a claim of the business, not data). */
export const CUSTOMERS_PER_YEAR = 13_000_000;

function faqList(db: Database, context: RequestContext, owner: ReturnType<typeof eq>) {
  return db
    .select({ id: faqs.id, question: faqTranslations.question, answer: faqTranslations.answer })
    .from(faqs)
    .innerJoin(faqTranslations, and(eq(faqTranslations.faqId, faqs.id), eq(faqTranslations.lang, context.language)))
    .where(owner)
    .orderBy(asc(faqs.position));
}

/** `faq/scope/{id}`: a site's questions; a city or country site also gets the shop-wide ones. */
export async function scopeFaqs(db: Database, context: RequestContext, scopeId: number) {
  const [scope] = await db.select().from(scopes).where(eq(scopes.id, scopeId));
  if (!scope) throw new ProviderError('NOT_FOUND', `No scope ${scopeId}`);
  const own = await faqList(db, context, eq(faqs.scopeId, scopeId));
  if (scope.countryId === null && scope.locationId === null) return own;
  const shared = await faqList(db, context, eq(faqs.scopeId, 10));
  return [...own, ...shared];
}

/** `faq/product/{id}`. */
export async function productFaqs(db: Database, context: RequestContext, productId: number) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw productNotFound(productId);
  return faqList(db, context, eq(faqs.productId, productId));
}

/** `continent`: in the request's language, alphabetical. */
export async function listContinents(db: Database, context: RequestContext) {
  const rows = await db
    .select({ id: continents.id, code: continents.code, name: continentTranslations.name })
    .from(continents)
    .innerJoin(continentTranslations, and(eq(continentTranslations.continentId, continents.id), eq(continentTranslations.lang, context.language)));
  return rows.sort((a, b) => a.name.localeCompare(b.name, context.language));
}

/** `country`: every country the catalogue knows, alphabetical in the request's language. */
export async function listCountries(db: Database, context: RequestContext) {
  const rows = await db
    .select({ id: countries.id, isoCode: countries.isoCode, name: countryTranslations.name, continentId: countries.continentId })
    .from(countries)
    .innerJoin(countryTranslations, and(eq(countryTranslations.countryId, countries.id), eq(countryTranslations.lang, context.language)));
  return rows.sort((a, b) => a.name.localeCompare(b.name, context.language));
}

/** `covid19/notifications`: health and travel notices, newest first. */
export async function listNotifications(db: Database, context: RequestContext) {
  return db
    .select({
      id: healthNotifications.id,
      title: healthNotificationTranslations.title,
      body: healthNotificationTranslations.body,
      publishedOn: healthNotifications.publishedOn,
    })
    .from(healthNotifications)
    .innerJoin(
      healthNotificationTranslations,
      and(eq(healthNotificationTranslations.notificationId, healthNotifications.id), eq(healthNotificationTranslations.lang, context.language)),
    )
    .orderBy(asc(healthNotifications.position));
}

/** `terms`: the terms of use in sections. */
export async function getTerms(db: Database, context: RequestContext) {
  const sections = await db
    .select({ title: termsSectionTranslations.title, body: termsSectionTranslations.body })
    .from(termsSections)
    .innerJoin(termsSectionTranslations, and(eq(termsSectionTranslations.sectionId, termsSections.id), eq(termsSectionTranslations.lang, context.language)))
    .orderBy(asc(termsSections.position));
  return { lang: responseLang(context.language), sections };
}

/** `reviews/websiteStatisticsAndReviews`: the shop's figures and its best recent reviews. */
export async function websiteStatistics(db: Database, context: RequestContext) {
  const written = context.language === 'us' ? 'en' : context.language;
  const [[totals], [cities], [countryCount], [productCount], best] = await Promise.all([
    db.select({ total: count(), average: sql<number>`round(cast(avg(${reviews.rating}) as numeric), 2)` }).from(reviews),
    db.select({ total: count() }).from(locations),
    db.select({ total: sql<number>`count(distinct ${locations.countryId})` }).from(locations),
    db.select({ total: count() }).from(products),
    db
      .select({ review: reviews, productName: productTranslations.name, locationName: locationTranslations.name })
      .from(reviews)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, reviews.productId), eq(productTranslations.lang, context.language)))
      .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, reviews.locationId), eq(locationTranslations.lang, context.language)))
      .where(and(eq(reviews.rating, 5), eq(reviews.verified, true), eq(reviews.lang, written)))
      .orderBy(desc(reviews.publishedOn), desc(reviews.id))
      .limit(10),
  ]);
  return {
    customersPerYear: CUSTOMERS_PER_YEAR,
    cities: Number(cities?.total ?? 0),
    countries: Number(countryCount?.total ?? 0),
    products: Number(productCount?.total ?? 0),
    reviewCount: Number(totals?.total ?? 0),
    averageRating: Number(totals?.average ?? 0),
    reviews: best.map(({ review, productName, locationName }) => ({
      ...toReview(review),
      productId: review.productId,
      productName,
      locationId: review.locationId,
      locationName,
    })),
  };
}

/** `status/data`: whether a location, product or option can be sold now. */
export async function statusOf(db: Database, input: { statusType: 'location' | 'product' | 'option'; id: number }) {
  const { statusType, id } = input;
  let status: 'active' | 'temporarily_unavailable' | undefined;
  if (statusType === 'location') {
    const [row] = await db
      .select({ active: sql<number>`cast(count(*) filter (where ${products.status} = 'active') as integer)` })
      .from(locations)
      .leftJoin(products, eq(products.locationId, locations.id))
      .where(eq(locations.id, id))
      .groupBy(locations.id);
    if (row) status = row.active > 0 ? 'active' : 'temporarily_unavailable';
  } else if (statusType === 'product') {
    const [row] = await db.select({ status: products.status }).from(products).where(eq(products.id, id));
    status = row?.status;
  } else {
    const [row] = await db
      .select({ status: products.status })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(eq(productOptions.id, id));
    status = row?.status;
  }
  if (!status) throw new ProviderError('NOT_FOUND', `No ${statusType} ${id}`);
  return { statusType, id, status, bookable: status === 'active' };
}
