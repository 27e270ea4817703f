import { and, asc, eq, sql } from 'drizzle-orm';
import type { Product } from '../api/contract/products';
import { ProviderError } from '../api/errors';
import type { RequestContext } from '../api/request-context';
import {
  countries,
  countryTranslations,
  landmarks,
  locations,
  optionStartTimes,
  optionUnits,
  productOptions,
  products,
  productStops,
  productTranslations,
} from '../db/schema';
import { anyOf, preparedRead } from '../db/prepared';
import type { Database } from '../db/types';
import { groupBy } from '../domain/group-by';
import { galleries } from './media';
import { optionCancellation, optionLabels, policyOf, pricedUnit, unitNames } from './option-details';
import { productCards } from './product-cards';

/** Sights a route passes that count as monuments rather than other points of interest. */
const MONUMENT_KINDS = new Set(['monument', 'tower', 'castle', 'palace', 'bridge']);

export function productNotFound(id: number) {
  return new ProviderError('NOT_FOUND', `No product ${id}`);
}

/** A product's route: its stops in order, with names in the request's language. */
export async function productStopsOf(db: Database, context: RequestContext, productId: number) {
  const rows = await preparedRead(db, 'product_stops', (db) =>
    db
      .select({ stop: productStops, landmark: landmarks })
      .from(productStops)
      .innerJoin(landmarks, eq(landmarks.id, productStops.landmarkId))
      .where(eq(productStops.productId, sql.placeholder('productId')))
      .orderBy(asc(productStops.position)),
  ).execute({ productId });
  return rows.map(({ stop, landmark }) => ({
    position: stop.position,
    name: landmark.names[context.language],
    coordinates: { latitude: landmark.latitude, longitude: landmark.longitude },
    main: stop.isMain,
    arrivalMinutes: stop.arrivalMinutes,
    kind: landmark.kind,
    landmarkId: landmark.id,
  }));
}

/** `product/{id}`: everything the product page shows, in the request's language and currency. */
export async function getProduct(db: Database, context: RequestContext, id: number): Promise<Product> {
  const [card] = await productCards(db, context, { where: eq(products.id, id), orderBy: [] });
  if (!card) throw productNotFound(id);
  const [[row], stops, options, gallery] = await Promise.all([
    preparedRead(db, 'product_page', (db) =>
      db
        .select({
          product: products,
          texts: productTranslations,
          timeZone: locations.timeZone,
          center: { latitude: locations.latitude, longitude: locations.longitude },
          country: { id: countries.id, isoCode: countries.isoCode, name: countryTranslations.name },
        })
        .from(products)
        .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, sql.placeholder('lang'))))
        .innerJoin(locations, eq(locations.id, products.locationId))
        .innerJoin(countries, eq(countries.id, locations.countryId))
        .innerJoin(countryTranslations, and(eq(countryTranslations.countryId, countries.id), eq(countryTranslations.lang, sql.placeholder('lang'))))
        .where(eq(products.id, sql.placeholder('id'))),
    ).execute({ id, lang: context.language }),
    productStopsOf(db, context, id),
    productOptionsOf(db, context, id, card.memberDiscountPercent),
    galleries(db, 'product', [card], context.language),
  ]);
  if (!row) throw productNotFound(id);
  const { product, texts } = row;
  const meeting = stops.find((s) => s.landmarkId === product.meetingLandmarkId) ?? stops[0];
  const sights = stops.map((s) => ({ id: s.landmarkId, name: s.name, kind: s.kind, coordinates: s.coordinates }));
  return {
    ...card,
    overview: texts.overview,
    highlights: texts.highlights,
    included: texts.included,
    knowBeforeYouGo: texts.knowBeforeYouGo,
    route: {
      description: texts.routeDescription,
      loops: product.loops,
      frequencyMinutes: product.frequencyMinutes,
      firstDeparture: product.firstDeparture,
      lastDeparture: product.lastDeparture,
      stops: stops.map(({ position, name, coordinates, main, arrivalMinutes }) => ({ position, name, coordinates, main, arrivalMinutes })),
    },
    schedule: texts.schedule,
    cancellationPolicy: texts.cancellationPolicy,
    meetingPoint: {
      name: meeting?.name ?? card.locationName,
      text: texts.meetingPoint,
      coordinates: meeting?.coordinates ?? { latitude: 0, longitude: 0 },
    },
    cruisePassengerInfo: texts.cruisePassengerInfo,
    importantAnnouncements: texts.importantAnnouncement ? [texts.importantAnnouncement] : [],
    guides: { live: product.liveGuideLanguages, audio: product.audioGuideLanguages },
    pointsOfInterest: sights.filter((s) => !MONUMENT_KINDS.has(s.kind)),
    monuments: sights.filter((s) => MONUMENT_KINDS.has(s.kind)),
    voucher: { validityMonths: product.voucherValidityMonths, type: product.voucherType },
    studentCardRequired: product.studentCardRequired,
    nearbyOnly: product.nearbyRadiusKm === null ? null : { radiusKm: product.nearbyRadiusKm, center: row.center },
    timeZone: row.timeZone,
    country: row.country,
    images: gallery.get(id) ?? [card.image],
    options,
  };
}

/** A product's options with their base prices (and member prices), start times and package choices. */
async function productOptionsOf(db: Database, context: RequestContext, productId: number, memberDiscountPercent: number | null): Promise<Product['options']> {
  const options = await preparedRead(db, 'product_options', (db) =>
    db.select().from(productOptions).where(eq(productOptions.productId, sql.placeholder('productId'))).orderBy(asc(productOptions.position)),
  ).execute({ productId });
  const ids = options.map((o) => o.id);
  if (ids.length === 0) return [];
  const [labels, names, units, times] = await Promise.all([
    optionLabels(db, ids, context.language),
    unitNames(db, context.language),
    preparedRead(db, 'option_units', (db) => db.select().from(optionUnits).where(anyOf(optionUnits.optionId, 'ids')).orderBy(asc(optionUnits.position))).execute({ ids }),
    preparedRead(db, 'option_start_times', (db) =>
      db.select().from(optionStartTimes).where(anyOf(optionStartTimes.optionId, 'ids')).orderBy(asc(optionStartTimes.startTime)),
    ).execute({ ids }),
  ]);
  const unitsOf = groupBy(units, (u) => u.optionId);
  const timesOf = groupBy(times, (t) => t.optionId);
  return options.map((option) => {
    const label = labels.get(option.id);
    return {
      id: option.id,
      name: label?.name ?? '',
      description: label?.description ?? '',
      kind: option.kind,
      duration: { value: option.durationValue, unit: option.durationUnit },
      vehicle: option.vehicle,
      minPassengers: option.minPassengers,
      capacity: option.capacity,
      startTimes: (timesOf.get(option.id) ?? []).map((t) => t.startTime),
      units: (unitsOf.get(option.id) ?? []).map((unit) => pricedUnit(unit, names, context.currency, 0, memberDiscountPercent)),
      packageGroups: label?.packageGroups ?? [],
      identityDocumentRequired: option.identityDocumentRequired,
      cancellation: optionCancellation(policyOf(option)),
    };
  });
}

/** `product/{id}/map`: the route, its meeting point and its sights. */
export async function getProductMap(db: Database, context: RequestContext, id: number) {
  const [row] = await db
    .select({ color: products.routeColor, meeting: products.meetingLandmarkId, zoom: locations.mapZoom })
    .from(products)
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(eq(products.id, id));
  if (!row) throw productNotFound(id);
  const stops = await productStopsOf(db, context, id);
  const meeting = stops.find((s) => s.landmarkId === row.meeting) ?? stops[0];
  const center = {
    latitude: stops.reduce((sum, s) => sum + s.coordinates.latitude, 0) / Math.max(1, stops.length),
    longitude: stops.reduce((sum, s) => sum + s.coordinates.longitude, 0) / Math.max(1, stops.length),
  };
  return {
    productId: id,
    center,
    zoom: row.zoom,
    color: row.color,
    meetingPoint: { name: meeting?.name ?? '', coordinates: meeting?.coordinates ?? center },
    stops: stops.map(({ position, name, coordinates, main, arrivalMinutes }) => ({ position, name, coordinates, main, arrivalMinutes })),
    pointsOfInterest: stops.map((s) => ({ id: s.landmarkId, name: s.name, kind: s.kind, coordinates: s.coordinates })),
  };
}
