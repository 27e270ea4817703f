import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AvailabilityType, DeliveryFormat, DeliveryMethod, DurationUnit, Option, Pricing, PricingPer, Product, RedemptionMethod, Unit, UnitType as OctoUnitType } from '@octocloud/types';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import {
  locations,
  optionStartTimes,
  optionTranslations,
  optionUnits,
  packageChoices,
  packageGroups,
  productOptions,
  products,
  productTranslations,
} from '../../db/schema';
import type { Database } from '../../db/types';
import { octoCutoff } from '../../domain/cancellation';
import type { UnitType } from '../../domain/catalogue';
import { commissionRates } from '../agents/commission';
import { price } from '../money';
import { policyOf, unitNames } from '../option-details';
import { invalidProduct } from './errors';
import { octoEnum, type OctoRequest } from './request';

/**
 * The catalogue as OCTO products: an option per shop option, a unit per passenger type, in the
 * request's language (`octo/content`) and, with `octo/pricing`, at the agency's prices: retail
 * what the traveller pays, net what the agency pays (retail less its commission on the product).
 * Products sold only near their city (the buyer's position is checked) are not offered here.
 */

/** OCTO's unit type of each passenger type. */
const OCTO_UNIT_TYPE: Record<UnitType, `${OctoUnitType}`> = {
  group: 'OTHER',
  adult: 'ADULT',
  child: 'CHILD',
  infant: 'INFANT',
  senior: 'SENIOR',
  student: 'STUDENT',
  resident: 'ADULT',
  family: 'FAMILY',
  resident_child: 'CHILD',
  resident_senior: 'SENIOR',
  mini: 'CHILD',
  disabled: 'OTHER',
  teenager: 'YOUTH',
  youth: 'YOUTH',
};

/** Places a unit takes: the shop counts every passenger type as one place. */
const PAX_PER_UNIT = 1;

export type OctoProductRow = Awaited<ReturnType<typeof productRows>>[number];

/** The products OCTO offers (one, or all): active or paused, not restricted to buyers nearby. */
export async function productRows(db: Database, productId?: number) {
  return db
    .select({ id: products.id, status: products.status, timeZone: locations.timeZone, firstDeparture: products.firstDeparture, lastDeparture: products.lastDeparture, durationValue: products.durationValue, durationUnit: products.durationUnit })
    .from(products)
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(and(isNull(products.nearbyRadiusKm), productId === undefined ? undefined : eq(products.id, productId)))
    .orderBy(asc(products.id));
}

/** A product offered here, or INVALID_PRODUCT_ID. */
export async function offeredProduct(db: Database, productId: number, asked: string): Promise<OctoProductRow> {
  const [row] = await productRows(db, productId);
  if (!row) throw invalidProduct(asked);
  return row;
}

/** The default choice of each package group (the first): OCTO has no package questions, so a reseller books the default. */
export async function defaultChoices(db: Database, optionIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(optionIds.map((id) => [id, []]));
  if (optionIds.length === 0) return result;
  const rows = await db
    .select({ optionId: packageGroups.optionId, groupId: packageGroups.id, choiceId: packageChoices.id })
    .from(packageGroups)
    .innerJoin(packageChoices, eq(packageChoices.groupId, packageGroups.id))
    .where(inArray(packageGroups.optionId, optionIds))
    .orderBy(asc(packageGroups.position), asc(packageChoices.position), asc(packageChoices.id));
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.groupId)) continue;
    seen.add(row.groupId);
    result.get(row.optionId)!.push(row.choiceId);
  }
  return result;
}

/** The amount the agency pays for `retail`: its commission taken off, rounded to the cent. */
export const netOf = (retail: number, basisPoints: number) => retail - Math.round((retail * basisPoints) / 10_000);

/** OCTO's pricing object for an amount in minor units. */
export function octoPricing(retail: number, net: number, currencyId: number): Pricing {
  return { original: retail, retail, net, currency: CURRENCIES[currencyId as CurrencyId].code, currencyPrecision: 2, includedTaxes: [] };
}

/** The OCTO products for `rows`, with their options and units. */
export async function octoProducts(db: Database, request: OctoRequest, rows: OctoProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lang = request.language;
  const [texts, englishNames, options, names, rateOf] = await Promise.all([
    db.select({ id: productTranslations.productId, name: productTranslations.name, overview: productTranslations.overview, schedule: productTranslations.schedule }).from(productTranslations).where(and(inArray(productTranslations.productId, ids), eq(productTranslations.lang, lang))),
    db.select({ id: productTranslations.productId, name: productTranslations.name }).from(productTranslations).where(and(inArray(productTranslations.productId, ids), eq(productTranslations.lang, 'en'))),
    db.select().from(productOptions).where(inArray(productOptions.productId, ids)).orderBy(asc(productOptions.productId), asc(productOptions.position)),
    unitNames(db, lang),
    commissionRates(db, request.agency, ids),
  ]);
  const optionIds = options.map((o) => o.id);
  const [optionTexts, englishOptions, times, units] = optionIds.length
    ? await Promise.all([
        db.select().from(optionTranslations).where(and(inArray(optionTranslations.optionId, optionIds), eq(optionTranslations.lang, lang))),
        db.select({ id: optionTranslations.optionId, name: optionTranslations.name }).from(optionTranslations).where(and(inArray(optionTranslations.optionId, optionIds), eq(optionTranslations.lang, 'en'))),
        db.select().from(optionStartTimes).where(inArray(optionStartTimes.optionId, optionIds)).orderBy(asc(optionStartTimes.startTime)),
        db.select().from(optionUnits).where(inArray(optionUnits.optionId, optionIds)).orderBy(asc(optionUnits.position)),
      ])
    : [[], [], [], []];
  const by = <T, K>(list: T[], key: (item: T) => K) => {
    const map = new Map<K, T[]>();
    for (const item of list) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
    return map;
  };
  const textOf = new Map(texts.map((t) => [t.id, t]));
  const englishOf = new Map(englishNames.map((t) => [t.id, t.name]));
  const optionTextOf = new Map(optionTexts.map((t) => [t.optionId, t]));
  const englishOptionOf = new Map(englishOptions.map((t) => [t.id, t.name]));
  const timesOf = by(times, (t) => t.optionId);
  const unitsOf = by(units, (u) => u.optionId);
  const optionsOf = by(options, (o) => o.productId);
  const currency = request.agency.currencyId as CurrencyId;
  const pricing = (productId: number, amount: number) => octoPricing(amount, netOf(amount, rateOf(productId)), currency);

  return rows.map((row): Product => {
    const text = textOf.get(row.id);
    const productOptionsOf = optionsOf.get(row.id) ?? [];
    const timed = productOptionsOf.some((o) => o.kind === 'timed');
    const octoOptions = productOptionsOf.map((option, index): Option => {
      const optionUnitsOf = unitsOf.get(option.id) ?? [];
      const octoUnits = optionUnitsOf.map((unit): Unit => {
        const amount = price(unit, currency).amount;
        return {
          id: unit.unitType,
          internalName: unit.unitType,
          reference: null,
          type: octoEnum<OctoUnitType>(OCTO_UNIT_TYPE[unit.unitType]),
          restrictions: {
            minAge: unit.ageFrom ?? 0,
            maxAge: unit.ageTo ?? 100,
            idRequired: option.identityDocumentRequired,
            minQuantity: null,
            maxQuantity: null,
            paxCount: PAX_PER_UNIT,
            accompaniedBy: [],
          },
          requiredContactFields: [],
          ...(request.content ? { title: names.get(unit.unitType) ?? unit.unitType } : {}),
          ...(request.pricing ? { pricingFrom: [pricing(row.id, amount)] } : {}),
        };
      });
      const optionText = optionTextOf.get(option.id);
      const cutoff = octoCutoff(policyOf(option));
      const cheapest = optionUnitsOf.map((u) => price(u, currency).amount).filter((a) => a > 0);
      return {
        id: String(option.id),
        default: index === 0,
        internalName: englishOptionOf.get(option.id) ?? String(option.id),
        reference: null,
        availabilityLocalStartTimes: option.kind === 'timed' ? (timesOf.get(option.id) ?? []).map((t) => t.startTime) : ['00:00'],
        cancellationCutoff: cutoff.cancellationCutoff,
        cancellationCutoffAmount: cutoff.cancellationCutoffAmount,
        cancellationCutoffUnit: octoEnum<DurationUnit>(cutoff.cancellationCutoffUnit),
        requiredContactFields: [],
        restrictions: { minUnits: option.minPassengers, maxUnits: option.capacity },
        units: octoUnits,
        ...(request.content ? { title: optionText?.name ?? '', shortDescription: optionText?.description ?? null } : {}),
        ...(request.pricing && cheapest.length ? { pricingFrom: [pricing(row.id, Math.min(...cheapest))] } : {}),
      };
    });
    return {
      id: String(row.id),
      internalName: englishOf.get(row.id) ?? String(row.id),
      reference: null,
      locale: request.contentLanguage,
      timeZone: row.timeZone,
      allowFreesale: productOptionsOf.some((o) => o.kind === 'open'),
      instantConfirmation: true,
      instantDelivery: true,
      availabilityRequired: true,
      availabilityType: octoEnum<AvailabilityType>(timed ? 'START_TIME' : 'OPENING_HOURS'),
      deliveryFormats: [octoEnum<DeliveryFormat>('QRCODE'), octoEnum<DeliveryFormat>('PDF_URL')],
      deliveryMethods: [octoEnum<DeliveryMethod>('VOUCHER')],
      redemptionMethod: octoEnum<RedemptionMethod>('DIGITAL'),
      options: octoOptions,
      ...(request.content
        ? { title: text?.name ?? '', shortDescription: text?.overview ?? null, description: text?.schedule ?? null }
        : {}),
      ...(request.pricing ? { defaultCurrency: CURRENCIES[currency].code, availableCurrencies: [CURRENCIES[currency].code], pricingPer: octoEnum<PricingPer>('UNIT') } : {}),
    };
  });
}

