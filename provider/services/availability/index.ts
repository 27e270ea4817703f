import type { z } from '@hono/zod-openapi';
import type {
  CalendarSchema,
  DayAvailabilitySchema,
  OptionCalendarSchema,
  OptionRulesSchema,
  PersonTypesSchema,
  PriceInfoSchema,
  ProductDaySchema,
  TimeSlotsSchema,
} from '../../api/contract/availability';
import { MAX_RANGE_DAYS } from '../../api/contract/availability';
import type { Money } from '../../api/contract/common';
import type { RequestContext } from '../../api/request-context';
import { ProviderError } from '../../api/errors';
import type { Database } from '../../db/types';
import { addDays, daysBetween } from '../../domain/dates';
import { leadUnit, price, retail, savingsPercent } from '../money';
import { optionCancellation, optionLabels, pricedUnit, unitNames } from '../option-details';
import { bestOf, changeOn, HORIZON_DAYS, isBookable, optionDay, type LocalClock } from './engine';
import { loadAvailability, type AvailabilityData, type AvailabilityTarget, type OptionData } from './load';

type DayAvailability = z.infer<typeof DayAvailabilitySchema>;

interface Deps {
  db: Database;
  context: RequestContext;
  now: Date;
}

/** Loads or answers 404, naming what was asked for. */
async function load(deps: Deps, target: AvailabilityTarget, range: (clock: LocalClock) => { from: string; to: string }) {
  const data = await loadAvailability(deps.db, target, deps.now, range);
  if (!data) {
    throw new ProviderError('NOT_FOUND', 'productId' in target ? `No product ${target.productId}` : `No option ${target.optionId}`);
  }
  return data;
}

const product = (data: AvailabilityData) => ({ active: data.product.active, lastDeparture: data.product.lastDeparture });

/** One day of a set of options: the best status, the lowest price of what can be booked, places left. */
function day(data: AvailabilityData, options: OptionData[], date: string, deps: Deps): DayAvailability {
  const perOption = options.map((option) => ({ option, day: optionDay(option, date, data.clock, product(data)) }));
  const bookable = perOption.filter(({ day: d }) => isBookable(d.status));
  let priceFrom: Money | null = null;
  for (const { option } of bookable) {
    const lead = leadUnit(option.units);
    if (!lead) continue;
    const candidate = price(lead, deps.context.currency, changeOn(option.changes, date));
    if (!priceFrom || candidate.amount < priceFrom.amount) priceFrom = candidate;
  }
  const freeSale = bookable.some(({ day: d }) => d.remaining === null);
  return {
    date,
    status: bestOf(perOption.map(({ day: d }) => d.status)),
    priceFrom,
    remaining: freeSale ? null : bookable.reduce((sum, { day: d }) => sum + (d.remaining ?? 0), 0),
  };
}

function dates(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

function checkRange(from: string, to: string, maxDays: number) {
  if (to < from) throw new ProviderError('BAD_REQUEST', 'to: must be on or after from');
  if (daysBetween(from, to) >= maxDays) throw new ProviderError('BAD_REQUEST', `to: must be less than ${maxDays} days after from`);
}

/** `product/{id}/availability`: a calendar of up to 92 days. */
export async function productCalendar(deps: Deps, productId: number, query: { from?: string; to?: string }) {
  const range = (clock: LocalClock) => {
    const from = query.from ?? clock.today;
    const to = query.to ?? addDays(from, MAX_RANGE_DAYS - 1);
    checkRange(from, to, MAX_RANGE_DAYS);
    return { from, to };
  };
  return calendar(deps, productId, range);
}

/** `product/{id}/fullAvailability`: a year from `from` (default today), or just `exactDate`. */
export async function productFullAvailability(deps: Deps, productId: number, query: { from?: string; exactDate?: string }) {
  if (query.from && query.exactDate) throw new ProviderError('BAD_REQUEST', 'exactDate: give either from or exactDate, not both');
  return calendar(deps, productId, (clock) => {
    if (query.exactDate) return { from: query.exactDate, to: query.exactDate };
    const from = query.from ?? clock.today;
    return { from, to: addDays(from, HORIZON_DAYS - 1) };
  });
}

async function calendar(
  deps: Deps,
  productId: number,
  range: (clock: LocalClock) => { from: string; to: string },
): Promise<z.infer<typeof CalendarSchema>> {
  let bounds = { from: '', to: '' };
  const data = await load(deps, { productId }, (clock) => (bounds = range(clock)));
  return {
    productId,
    timeZone: data.product.timeZone,
    today: data.clock.today,
    ...bounds,
    days: dates(bounds.from, bounds.to).map((date) => day(data, data.options, date, deps)),
  };
}

/** `option/{id}/exactDateAvailability`: a year of one option from `from` (default today). */
export async function optionCalendar(deps: Deps, optionId: number, query: { from?: string }): Promise<z.infer<typeof OptionCalendarSchema>> {
  let bounds = { from: '', to: '' };
  const data = await load(deps, { optionId }, (clock) => {
    const from = query.from ?? clock.today;
    return (bounds = { from, to: addDays(from, HORIZON_DAYS - 1) });
  });
  return {
    optionId,
    timeZone: data.product.timeZone,
    today: data.clock.today,
    ...bounds,
    days: dates(bounds.from, bounds.to).map((date) => day(data, data.options, date, deps)),
  };
}

/** `option/{id}/availability/times?day`: each departure of the day with the places left. */
export async function optionTimes(deps: Deps, optionId: number, date: string): Promise<z.infer<typeof TimeSlotsSchema>> {
  const data = await load(deps, { optionId }, () => ({ from: date, to: date }));
  const option = data.options[0] as OptionData;
  const result = optionDay(option, date, data.clock, product(data));
  return { optionId, day: date, timeZone: data.product.timeZone, status: result.status, times: result.times };
}

/** `option/{id}/availability`: the rules an option is sold by, and the next day it can be booked. */
export async function optionRules(deps: Deps, optionId: number): Promise<z.infer<typeof OptionRulesSchema>> {
  let today = '';
  const data = await load(deps, { optionId }, (clock) => ({ from: (today = clock.today), to: addDays(clock.today, HORIZON_DAYS) }));
  const option = data.options[0] as OptionData;
  const next = dates(today, addDays(today, HORIZON_DAYS)).find((date) => isBookable(optionDay(option, date, data.clock, product(data)).status));
  return {
    optionId,
    productId: option.productId,
    kind: option.kind,
    timeZone: data.product.timeZone,
    capacity: option.capacity,
    minPassengers: option.minPassengers,
    startTimes: option.startTimes,
    weekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => ((option.weekdays >> (d - 1)) & 1) === 1),
    season: option.seasonStart && option.seasonEnd ? { start: option.seasonStart, end: option.seasonEnd } : null,
    blockOutDates: [...option.blockOuts].sort(),
    validity: { value: option.durationValue, unit: option.durationUnit },
    nextAvailableDate: next ?? null,
    cancellation: optionCancellation(option.cancellation),
  };
}

/** `product/{id}/option/availability?day`: every option on a day, priced for that day. */
export async function productDay(deps: Deps, productId: number, date: string): Promise<z.infer<typeof ProductDaySchema>> {
  const data = await load(deps, { productId }, () => ({ from: date, to: date }));
  const [labels, names] = await Promise.all([
    optionLabels(deps.db, data.options.map((o) => o.id), deps.context.language),
    unitNames(deps.db, deps.context.language),
  ]);
  const options = data.options.map((option) => {
    const result = optionDay(option, date, data.clock, product(data));
    const label = labels.get(option.id);
    const change = changeOn(option.changes, date);
    return {
      id: option.id,
      name: label?.name ?? '',
      kind: option.kind,
      duration: { value: option.durationValue, unit: option.durationUnit },
      status: result.status,
      minPassengers: option.minPassengers,
      remaining: result.remaining,
      times: result.times,
      units: option.units.map((unit) => pricedUnit(unit, names, deps.context.currency, change, data.product.memberDiscountPercent)),
      packageGroups: label?.packageGroups ?? [],
      identityDocumentRequired: option.identityDocumentRequired,
      cancellation: optionCancellation(option.cancellation),
    };
  });
  return { productId, day: date, timeZone: data.product.timeZone, status: bestOf(options.map((o) => o.status)), options };
}

/** `product/{id}/persontypes?day`: the passenger types on sale that day, each from its lowest price. */
export async function personTypes(deps: Deps, productId: number, date: string): Promise<z.infer<typeof PersonTypesSchema>> {
  const data = await load(deps, { productId }, () => ({ from: date, to: date }));
  const names = await unitNames(deps.db, deps.context.language);
  const byType = new Map<string, z.infer<typeof PersonTypesSchema>['personTypes'][number]>();
  for (const option of data.options) {
    if (!isBookable(optionDay(option, date, data.clock, product(data)).status)) continue;
    const change = changeOn(option.changes, date);
    for (const unit of option.units) {
      const unitPrice = price(unit, deps.context.currency, change);
      const known = byType.get(unit.unitType);
      if (!known || unitPrice.amount < known.priceFrom.amount) {
        const { type, name, ageFrom, ageTo } = pricedUnit(unit, names, deps.context.currency, change);
        byType.set(unit.unitType, { type, name, ageFrom, ageTo, priceFrom: unitPrice });
      }
    }
  }
  return { productId, day: date, personTypes: [...byType.values()] };
}

/** `product/{id}/priceInfo?day`: every option's prices that day and the saving against the ticket office. */
export async function priceInfo(deps: Deps, productId: number, date: string): Promise<z.infer<typeof PriceInfoSchema>> {
  const data = await load(deps, { productId }, () => ({ from: date, to: date }));
  const [labels, names] = await Promise.all([
    optionLabels(deps.db, data.options.map((o) => o.id), deps.context.language),
    unitNames(deps.db, deps.context.language),
  ]);
  let priceFrom: Money | null = null;
  let retailFrom: Money | null = null;
  const options = data.options.map((option) => {
    const change = changeOn(option.changes, date);
    const lead = leadUnit(option.units);
    if (lead) {
      const candidate = price(lead, deps.context.currency, change);
      if (!priceFrom || candidate.amount < priceFrom.amount) {
        priceFrom = candidate;
        retailFrom = retail(lead, deps.context.currency, change);
      }
    }
    return {
      optionId: option.id,
      name: labels.get(option.id)?.name ?? '',
      changePercent: change,
      units: option.units.map((unit) => pricedUnit(unit, names, deps.context.currency, change, data.product.memberDiscountPercent)),
    };
  });
  return { productId, day: date, priceFrom, retailFrom, savingsPercent: savingsPercent(priceFrom, retailFrom), options };
}
