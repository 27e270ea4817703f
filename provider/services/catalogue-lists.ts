import { and, asc, eq, exists, inArray, like, sql } from 'drizzle-orm';
import { ProviderError } from '../api/errors';
import type { RequestContext } from '../api/request-context';
import { landmarks, locations, productOptions, products, productStops, productTranslations } from '../db/schema';
import type { Database } from '../db/types';
import { groupBy } from '../domain/group-by';
import { toSlug } from '../domain/slug';
import { escapeLike, listTopLocations, locationExists, notFound, pointsOfInterest } from './locations';
import { productCards } from './product-cards';
import { scopeCondition } from './scopes';

async function requireLocation(db: Database, id: number) {
  if (!(await locationExists(db, id))) throw notFound(id);
}

/** `location/{id}/product`: the city's products, its main product first. */
export async function locationProducts(db: Database, context: RequestContext, locationId: number) {
  await requireLocation(db, locationId);
  return productCards(db, context, { where: eq(products.locationId, locationId), orderBy: [asc(products.cityRank)] });
}

/** `location/{id}/product/seat`: products sold by departure with a set number of seats. */
export async function locationSeatProducts(db: Database, context: RequestContext, locationId: number) {
  await requireLocation(db, locationId);
  const timed = exists(
    db
      .select({ one: sql`1` })
      .from(productOptions)
      .where(and(eq(productOptions.productId, products.id), eq(productOptions.kind, 'timed'))),
  );
  return productCards(db, context, { where: and(eq(products.locationId, locationId), timed), orderBy: [asc(products.cityRank)] });
}

/** `location/{id}/product/main`: the city's main product. */
export async function locationMainProduct(db: Database, context: RequestContext, locationId: number) {
  const [main] = await productCards(db, context, {
    where: eq(products.locationId, locationId),
    orderBy: [asc(products.cityRank)],
    limit: 1,
  });
  if (!main) throw new ProviderError('NOT_FOUND', `No products in location ${locationId}`);
  return main;
}

/** `product/top`: the most popular products of a site's scope. */
export async function topProducts(db: Database, context: RequestContext, input: { limit: number; scope: number }) {
  const inScope = await scopeCondition(db, input.scope);
  const locationsInScope = db.select({ id: locations.id }).from(locations).where(inScope);
  return productCards(db, context, {
    where: and(eq(products.status, 'active'), inScope ? inArray(products.locationId, locationsInScope) : undefined),
    orderBy: [asc(products.topRank), asc(products.id)],
    limit: input.limit,
  });
}

/** `location/{id}/map`: the city's sights and the routes of its products. */
export async function locationMap(db: Database, context: RequestContext, locationId: number) {
  const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
  if (!location) throw notFound(locationId);
  const [pois, routes, stops] = await Promise.all([
    pointsOfInterest(db, context, locationId),
    db
      .select({ id: products.id, color: products.routeColor, name: productTranslations.name })
      .from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, context.language)))
      .where(eq(products.locationId, locationId))
      .orderBy(asc(products.cityRank)),
    db
      .select({ stop: productStops, landmark: landmarks })
      .from(productStops)
      .innerJoin(landmarks, eq(landmarks.id, productStops.landmarkId))
      .where(eq(landmarks.locationId, locationId))
      .orderBy(asc(productStops.productId), asc(productStops.position)),
  ]);
  const stopsOf = groupBy(stops, (row) => row.stop.productId);
  return {
    locationId,
    center: { latitude: location.latitude, longitude: location.longitude },
    zoom: location.mapZoom,
    pointsOfInterest: pois,
    routes: routes.map((route) => ({
      productId: route.id,
      name: route.name,
      color: route.color,
      stops: (stopsOf.get(route.id) ?? []).map(({ stop, landmark }) => ({
        position: stop.position,
        name: landmark.names[context.language],
        coordinates: { latitude: landmark.latitude, longitude: landmark.longitude },
        main: stop.isMain,
        arrivalMinutes: stop.arrivalMinutes,
      })),
    })),
  };
}

/** `location/search`: cities named like the text, and products whose name in any language contains it. */
export async function search(db: Database, context: RequestContext, input: { text?: string; limit: number; productLimit: number; scope: number }) {
  const text = input.text?.trim() ?? '';
  if (!text) return { locations: [], products: [] };
  const [found, productHits] = await Promise.all([
    listTopLocations(db, { limit: input.limit, query: text, scope: input.scope, context }),
    input.productLimit === 0 ? Promise.resolve([]) : searchProducts(db, context, text, input.productLimit, input.scope),
  ]);
  return { locations: found, products: productHits };
}

async function searchProducts(db: Database, context: RequestContext, text: string, limit: number, scope: number) {
  // Slugs are lower-case and free of accents and punctuation in every language: the
  // text in the same form matches "Séville", "seville" and "SEVILLE" alike.
  const slug = toSlug(text);
  if (!slug) return [];
  const nameMatches = db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(like(productTranslations.slug, `%${escapeLike(slug)}%`));
  const inScope = await scopeCondition(db, scope);
  const locationsInScope = db.select({ id: locations.id }).from(locations).where(inScope);
  return productCards(db, context, {
    where: and(eq(products.status, 'active'), inArray(products.id, nameMatches), inScope ? inArray(products.locationId, locationsInScope) : undefined),
    orderBy: [asc(products.topRank)],
    limit,
  });
}
