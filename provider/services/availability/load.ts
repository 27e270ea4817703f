import { and, asc, between, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { reads } from '../../db/reads';
import {
  inventoryAllocations,
  locations,
  optionBlockOuts,
  optionPriceChanges,
  optionStartTimes,
  optionUnits,
  productOptions,
  products,
} from '../../db/schema';
import type { Database } from '../../db/types';
import type { CancellationPolicy } from '../../domain/cancellation';
import { localNow } from '../../domain/dates';
import type { NearbyArea } from '../../domain/distance';
import { groupBy } from '../../domain/group-by';
import { policyOf } from '../option-details';
import type { LocalClock, OptionForAvailability } from './engine';

export type UnitRow = typeof optionUnits.$inferSelect;
export type PriceChangeRow = { fromDate: string; toDate: string; percent: number };

export interface OptionData extends OptionForAvailability {
  productId: number;
  position: number;
  minPassengers: number;
  identityDocumentRequired: boolean;
  durationValue: number;
  durationUnit: typeof productOptions.$inferSelect.durationUnit;
  units: UnitRow[];
  changes: PriceChangeRow[];
  cancellation: CancellationPolicy;
}

export interface ProductData {
  id: number;
  active: boolean;
  timeZone: string;
  lastDeparture: string;
  /** Sold only to buyers this near the city; null: anywhere. */
  nearby: NearbyArea | null;
  /** Members pay this many percent less; null: no member price. */
  memberDiscountPercent: number | null;
}

export interface AvailabilityData {
  product: ProductData;
  clock: LocalClock;
  options: OptionData[];
}

/** The product of a product id, or of an option id. */
export type AvailabilityTarget = { productId: number } | { optionId: number };

/** Everything availability needs for one product (or one of its options), for the dates `range` gives. */
export async function loadAvailability(
  db: Database,
  target: AvailabilityTarget,
  now: Date,
  range: (clock: LocalClock) => { from: string; to: string },
): Promise<AvailabilityData | null> {
  const productQuery = db
    .select({
      id: products.id,
      status: products.status,
      timeZone: locations.timeZone,
      lastDeparture: products.lastDeparture,
      nearbyRadiusKm: products.nearbyRadiusKm,
      memberDiscountPercent: products.memberDiscountPercent,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(products)
    .innerJoin(locations, eq(locations.id, products.locationId));
  const [product] =
    'productId' in target
      ? await productQuery.where(eq(products.id, target.productId))
      : await productQuery.innerJoin(productOptions, eq(productOptions.productId, products.id)).where(eq(productOptions.id, target.optionId));
  if (!product) return null;

  const local = localNow(product.timeZone, now);
  const clock = { today: local.date, time: local.time };
  const { from, to } = range(clock);

  const options = await db
    .select()
    .from(productOptions)
    .where('productId' in target ? eq(productOptions.productId, target.productId) : eq(productOptions.id, target.optionId))
    .orderBy(asc(productOptions.position));
  const ids = options.map((o) => o.id);
  if (ids.length === 0) return { product: toProduct(product), clock, options: [] };

  const [startTimes, blockOuts, taken, units, changes] = await reads(db, [
    () => db.select().from(optionStartTimes).where(inArray(optionStartTimes.optionId, ids)).orderBy(asc(optionStartTimes.startTime)),
    () => db.select().from(optionBlockOuts).where(and(inArray(optionBlockOuts.optionId, ids), between(optionBlockOuts.date, from, to))),
    () => db
      .select({
        optionId: inventoryAllocations.optionId,
        travelDate: inventoryAllocations.travelDate,
        startTime: inventoryAllocations.startTime,
        quantity: sql<number>`cast(sum(${inventoryAllocations.quantity}) as integer)`,
      })
      .from(inventoryAllocations)
      .where(
        and(
          inArray(inventoryAllocations.optionId, ids),
          between(inventoryAllocations.travelDate, from, to),
          or(eq(inventoryAllocations.kind, 'sold'), gt(inventoryAllocations.expiresAt, now)),
        ),
      )
      .groupBy(inventoryAllocations.optionId, inventoryAllocations.travelDate, inventoryAllocations.startTime),
    () => db.select().from(optionUnits).where(inArray(optionUnits.optionId, ids)).orderBy(asc(optionUnits.position)),
    () => db
      .select()
      .from(optionPriceChanges)
      .where(and(inArray(optionPriceChanges.optionId, ids), lte(optionPriceChanges.fromDate, to), gte(optionPriceChanges.toDate, from))),
  ] as const);

  const startTimesOf = groupBy(startTimes, (row) => row.optionId);
  const blockOutsOf = groupBy(blockOuts, (row) => row.optionId);
  const takenOf = groupBy(taken, (row) => row.optionId);
  const unitsOf = groupBy(units, (row) => row.optionId);
  const changesOf = groupBy(changes, (row) => row.optionId);
  return {
    product: toProduct(product),
    clock,
    options: options.map((option) => ({
      id: option.id,
      productId: option.productId,
      position: option.position,
      kind: option.kind,
      capacity: option.capacity,
      minPassengers: option.minPassengers,
      identityDocumentRequired: option.identityDocumentRequired,
      durationValue: option.durationValue,
      durationUnit: option.durationUnit,
      weekdays: option.weekdays,
      seasonStart: option.seasonStart,
      seasonEnd: option.seasonEnd,
      startTimes: (startTimesOf.get(option.id) ?? []).map((row) => row.startTime),
      blockOuts: new Set((blockOutsOf.get(option.id) ?? []).map((row) => row.date)),
      taken: new Map((takenOf.get(option.id) ?? []).map((row) => [`${row.travelDate}|${row.startTime}`, Number(row.quantity)])),
      units: unitsOf.get(option.id) ?? [],
      changes: changesOf.get(option.id) ?? [],
      cancellation: policyOf(option),
    })),
  };
}

function toProduct(row: {
  id: number;
  status: string;
  timeZone: string;
  lastDeparture: string;
  nearbyRadiusKm: number | null;
  memberDiscountPercent: number | null;
  latitude: number;
  longitude: number;
}): ProductData {
  const nearby = row.nearbyRadiusKm === null ? null : { radiusKm: row.nearbyRadiusKm, center: { latitude: row.latitude, longitude: row.longitude } };
  return { id: row.id, active: row.status === 'active', timeZone: row.timeZone, lastDeparture: row.lastDeparture, nearby, memberDiscountPercent: row.memberDiscountPercent };
}
