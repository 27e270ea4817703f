import { and, asc, count, eq, gte, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Location, TopLocation, TopLocationSlim } from '../api/contract/locations';
import { ProviderError } from '../api/errors';
import type { RequestContext } from '../api/request-context';
import {
  continents,
  continentTranslations,
  countries,
  countryTranslations,
  landmarks,
  locations,
  locationTranslations,
  products,
  reviews,
  serviceUpdates,
  serviceUpdateTranslations,
} from '../db/schema';
import type { Database } from '../db/types';
import { localNow } from '../domain/dates';
import { toSearchForm } from '../domain/search-form';
import { responseLang } from './hreflangs';
import { galleries, locationImage, mainImages } from './media';
import { scopeCondition } from './scopes';
import { fromPrices } from './product-cards';

/** LIKE treats % _ and \ specially; a visitor's text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function slimColumns() {
  return { id: locations.id, name: locationTranslations.name, url: locationTranslations.slug };
}

function inLanguage(db: Database, context: RequestContext) {
  return db
    .select(slimColumns())
    .from(locations)
    .innerJoin(
      locationTranslations,
      and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.lang, context.language)),
    );
}

/** Top destinations by rank, or, with a query, every location named like it in any language. */
export async function listTopLocations(
  db: Database,
  input: { limit: number; query?: string; scope: number; context: RequestContext },
): Promise<TopLocationSlim[]> {
  const { limit, context } = input;
  const inScope = await scopeCondition(db, input.scope);
  const search = input.query ? escapeLike(toSearchForm(input.query)) : '';
  const rows = search
    ? await inLanguage(db, context)
        .where(and(inScope, like(locations.searchText, `%${search}%`)))
        .orderBy(
          // A name that starts with the text ranks above one that merely contains it.
          sql`${locations.searchText} like ${`%|${search}%`} desc`,
          sql`${locations.topRank} asc nulls last`,
          asc(locationTranslations.name),
        )
        .limit(limit)
    : await inLanguage(db, context).where(and(inScope, isNotNull(locations.topRank))).orderBy(asc(locations.topRank)).limit(limit);
  const lang = responseLang(context.language);
  return rows.map((row) => ({ ...row, lang }));
}

/** `location/top`: destinations with their country, continent, picture, product count and price from. */
export async function listTopLocationsRich(db: Database, context: RequestContext, input: { limit: number; scope: number }): Promise<TopLocation[]> {
  const inScope = await scopeCondition(db, input.scope);
  const rows = await richQuery(db, context).where(and(inScope, isNotNull(locations.topRank))).orderBy(asc(locations.topRank)).limit(input.limit);
  return enrich(db, context, rows);
}

function richQuery(db: Database, context: RequestContext) {
  return db
    .select({
      ...slimColumns(),
      countryId: countries.id,
      countryIso: countries.isoCode,
      countryName: countryTranslations.name,
      continentId: continents.id,
      continentCode: continents.code,
      continentName: continentTranslations.name,
    })
    .from(locations)
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.lang, context.language)))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .innerJoin(countryTranslations, and(eq(countryTranslations.countryId, countries.id), eq(countryTranslations.lang, context.language)))
    .innerJoin(continents, eq(continents.id, countries.continentId))
    .innerJoin(
      continentTranslations,
      and(eq(continentTranslations.continentId, continents.id), eq(continentTranslations.lang, context.language)),
    );
}

type RichRow = Awaited<ReturnType<ReturnType<typeof richQuery>['where']>>[number];

/** Adds product counts, ratings and prices to location rows, in three queries whatever their number. */
async function enrich(db: Database, context: RequestContext, rows: RichRow[]): Promise<TopLocation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [productStats, reviewStats] = await Promise.all([
    db
      .select({ locationId: products.locationId, productCount: count(), reviewCount: sql<number>`cast(sum(${products.reviewCount}) as integer)` })
      .from(products)
      .where(inArray(products.locationId, ids))
      .groupBy(products.locationId),
    // From the reviews themselves, as the city's review summary computes it: one figure everywhere.
    db
      .select({ locationId: reviews.locationId, rating: sql<number>`round(avg(${reviews.rating}), 1)` })
      .from(reviews)
      .where(inArray(reviews.locationId, ids))
      .groupBy(reviews.locationId),
  ]);
  const ratingOf = new Map(reviewStats.map((r) => [r.locationId, Number(r.rating)]));
  const statsOf = new Map(productStats.map((s) => [s.locationId, { ...s, rating: ratingOf.get(s.locationId) ?? null }]));
  const [productIds, images] = await Promise.all([
    db.select({ id: products.id, locationId: products.locationId }).from(products).where(inArray(products.locationId, ids)),
    mainImages(db, 'location', rows, context.language),
  ]);
  const prices = await fromPrices(db, productIds.map((p) => p.id), context);
  const cheapest = new Map<number, ReturnType<typeof prices.get>>();
  for (const product of productIds) {
    const candidate = prices.get(product.id);
    const known = cheapest.get(product.locationId);
    if (candidate && (!known || candidate.price.amount < known.price.amount)) cheapest.set(product.locationId, candidate);
  }
  const lang = responseLang(context.language);
  return rows.map((row) => {
    const s = statsOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      lang,
      country: { id: row.countryId, isoCode: row.countryIso, name: row.countryName },
      continent: { id: row.continentId, code: row.continentCode, name: row.continentName },
      image: images.get(row.id) ?? locationImage(row.id, row.name),
      productCount: Number(s?.productCount ?? 0),
      priceFrom: cheapest.get(row.id)?.price ?? null,
      rating: s?.rating === null || s?.rating === undefined ? null : Number(s.rating),
      reviewCount: Number(s?.reviewCount ?? 0),
    };
  });
}

/** `location/{id}`: the city with its hreflangs and map settings. */
export async function getLocation(db: Database, context: RequestContext, id: number): Promise<Location> {
  const [row] = await richQuery(db, context).where(eq(locations.id, id));
  if (!row) throw notFound(id);
  const [[rich], [geo], hreflangs, gallery] = await Promise.all([
    enrich(db, context, [row]),
    db.select().from(locations).where(eq(locations.id, id)),
    locationHrefs(db, id),
    galleries(db, 'location', [row], context.language),
  ]);
  if (!rich || !geo) throw notFound(id);
  return {
    ...rich,
    coordinates: { latitude: geo.latitude, longitude: geo.longitude },
    timeZone: geo.timeZone,
    mapZoom: geo.mapZoom,
    topRank: geo.topRank,
    images: gallery.get(id) ?? [rich.image],
    hreflangs,
  };
}

/** `location/href/{id}`: the city's name and slug in every language. */
export async function locationHrefs(db: Database, id: number) {
  const rows = await db
    .select({ lang: locationTranslations.lang, name: locationTranslations.name, url: locationTranslations.slug })
    .from(locationTranslations)
    .where(eq(locationTranslations.locationId, id))
    .orderBy(asc(locationTranslations.lang));
  if (rows.length === 0) throw notFound(id);
  return rows.map((row) => ({ ...row, lang: responseLang(row.lang as RequestContext['language']) }));
}

/** The city's sights, in the request's language. */
export async function pointsOfInterest(db: Database, context: RequestContext, locationId: number) {
  const rows = await db.select().from(landmarks).where(eq(landmarks.locationId, locationId)).orderBy(asc(landmarks.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.names[context.language],
    kind: row.kind,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
  }));
}

/** `location/{id}/about`. */
export async function getLocationAbout(db: Database, context: RequestContext, id: number) {
  const [row] = await db
    .select({ name: locationTranslations.name, about: locationTranslations.about })
    .from(locationTranslations)
    .where(and(eq(locationTranslations.locationId, id), eq(locationTranslations.lang, context.language)));
  if (!row) throw notFound(id);
  const [gallery, sights] = await Promise.all([galleries(db, 'location', [{ id, name: row.name }], context.language), pointsOfInterest(db, context, id)]);
  return { id, name: row.name, about: row.about, images: gallery.get(id) ?? [locationImage(id, row.name)], pointsOfInterest: sights };
}

/** `location/{id}/serviceInformation`: practical information and the notices in force or coming. */
export async function getServiceInformation(db: Database, context: RequestContext, id: number, now: Date) {
  const [row] = await db
    .select({ text: locationTranslations.serviceInformation, timeZone: locations.timeZone })
    .from(locationTranslations)
    .innerJoin(locations, eq(locations.id, locationTranslations.locationId))
    .where(and(eq(locationTranslations.locationId, id), eq(locationTranslations.lang, context.language)));
  if (!row) throw notFound(id);
  const today = localNow(row.timeZone, now).date;
  const updates = await db
    .select({
      id: serviceUpdates.id,
      severity: serviceUpdates.severity,
      startsOn: serviceUpdates.startsOn,
      endsOn: serviceUpdates.endsOn,
      title: serviceUpdateTranslations.title,
      body: serviceUpdateTranslations.body,
    })
    .from(serviceUpdates)
    .innerJoin(
      serviceUpdateTranslations,
      and(eq(serviceUpdateTranslations.serviceUpdateId, serviceUpdates.id), eq(serviceUpdateTranslations.lang, context.language)),
    )
    .where(and(eq(serviceUpdates.locationId, id), or(isNull(serviceUpdates.endsOn), gte(serviceUpdates.endsOn, today))))
    .orderBy(asc(serviceUpdates.startsOn));
  return { locationId: id, text: row.text, updates };
}

export async function locationExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  return Boolean(row);
}

export function notFound(id: number) {
  return new ProviderError('NOT_FOUND', `No location ${id}`);
}
