import type { Availability, AvailabilityCalendar, AvailabilityStatus as OctoStatus, Pricing, PricingUnit } from '@octocloud/types';
import type { AvailabilityStatus } from '../../domain/catalogue';
import { addDays, daysBetween, isCalendarDate, zonedInstant } from '../../domain/dates';
import type { Database } from '../../db/types';
import { BOOKING_CUTOFF_MINUTES, changeOn, isBookable, optionDay, type SlotAvailability } from '../availability/engine';
import { loadAvailability, type AvailabilityData, type OptionData } from '../availability/load';
import { price } from '../money';
import type { CurrencyId } from '../../api/contract/languages';
import { OctoError, invalidOption, invalidUnit } from './errors';
import { commissionRates } from '../agents/commission';
import { netOf, octoPricing, offeredProduct } from './catalogue';
import { availabilityIdOf, dayEnd, departureEnd, durationMinutes, optionIdOf, productIdOf, slotOfAvailabilityId } from './ids';
import { octoEnum, type OctoRequest } from './request';

/**
 * OCTO's two availability calls over the shop's own engine (services/availability): the same
 * statuses, places left and prices as the shop's calendar, so a reseller and a visitor never see
 * different things. Timed options answer their departures; open-dated ones a day each, with the
 * product's first and last departure as opening hours.
 */

/** Days one calendar call may cover; a slot list covers fewer. */
export const MAX_CALENDAR_DAYS = 366;
export const MAX_AVAILABILITY_DAYS = 92;

interface Deps {
  db: Database;
  now: Date;
}

export interface AvailabilityQuery {
  productId: string;
  optionId: string;
  localDateStart?: string;
  localDateEnd?: string;
  availabilityIds?: string[];
  units?: { id: string; quantity: number }[];
}

const STATUS: Record<AvailabilityStatus, `${OctoStatus}`> = {
  available: 'AVAILABLE',
  almost_sold_out: 'LIMITED',
  sold_out: 'SOLD_OUT',
  unavailable: 'CLOSED',
  block_out: 'CLOSED',
};

function statusOf(status: AvailabilityStatus, open: boolean): OctoStatus {
  return octoEnum<OctoStatus>(open && isBookable(status) ? 'FREESALE' : STATUS[status]);
}

/** The option of the product, loaded for the dates `range` gives, or the OCTO error naming what is wrong. */
export async function loadOption(deps: Deps, query: Pick<AvailabilityQuery, 'productId' | 'optionId'>, range: (today: string) => { from: string; to: string }) {
  const productId = productIdOf(query.productId);
  const product = await offeredProduct(deps.db, productId, query.productId);
  const optionId = optionIdOf(query.optionId);
  const data = await loadAvailability(deps.db, { optionId }, deps.now, (clock) => range(clock.today));
  const option = data?.options[0];
  if (!data || !option || option.productId !== productId) throw invalidOption(query.optionId);
  return { product, data, option };
}

function checkedRange(start: string | undefined, end: string | undefined, maxDays: number) {
  if (!start || !end) throw new OctoError('BAD_REQUEST', 'localDateStart and localDateEnd are required (or availabilityIds).');
  if (!isCalendarDate(start)) throw new OctoError('BAD_REQUEST', 'localDateStart must be a date like 2026-12-01.');
  if (!isCalendarDate(end)) throw new OctoError('BAD_REQUEST', 'localDateEnd must be a date like 2026-12-31.');
  if (end < start) throw new OctoError('BAD_REQUEST', 'localDateEnd must not be before localDateStart.');
  if (daysBetween(start, end) >= maxDays) throw new OctoError('BAD_REQUEST', `A request covers at most ${maxDays} days.`);
  return { from: start, to: end };
}

/** The units asked about (for their price and whether they fit), each a unit the option sells. */
function unitsAsked(option: OptionData, units: AvailabilityQuery['units']): { id: string; quantity: number }[] {
  const asked = (units ?? []).filter((u) => u.quantity > 0);
  for (const unit of asked) if (!option.units.some((sold) => sold.unitType === unit.id)) throw invalidUnit(unit.id);
  return asked;
}

/** Prices of a day: per unit, and for the units asked about (with `octo/pricing`). */
function dayPricing(request: OctoRequest, rate: number, option: OptionData, date: string, asked: { id: string; quantity: number }[]) {
  const currency = request.agency.currencyId as CurrencyId;
  const change = changeOn(option.changes, date);
  const unitPricing: PricingUnit[] = option.units.map((unit) => {
    const amount = price(unit, currency, change).amount;
    return { ...octoPricing(amount, netOf(amount, rate), currency), unitId: unit.unitType };
  });
  const total = asked.reduce((sum, u) => sum + price(option.units.find((s) => s.unitType === u.id)!, currency, change).amount * u.quantity, 0);
  const pricing: Pricing | undefined = asked.length ? octoPricing(total, netOf(total, rate), currency) : undefined;
  return { unitPricing, pricing };
}

/** The agency's commission on the option's product, in basis points. */
const rateOf = async (deps: Deps, request: OctoRequest, option: OptionData) => (await commissionRates(deps.db, request.agency, [option.productId]))(option.productId);

/** `2026-12-01T09:00:00Z`: OCTO's UTC times, to the second. */
export const utc = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** When a departure stops selling (the shop's cut-off before it leaves), or an opening-hours day (its last departure). */
export const utcCutoffAt = (date: string, time: string | null, lastDeparture: string, timeZone: string) =>
  utc(time === null ? zonedInstant(date, lastDeparture, timeZone) : new Date(zonedInstant(date, time, timeZone).getTime() - BOOKING_CUTOFF_MINUTES * 60_000));

/** `POST /availability/calendar`: a day each from localDateStart to localDateEnd, as the shop's calendar has it. */
export async function availabilityCalendar(deps: Deps, request: OctoRequest, query: AvailabilityQuery): Promise<AvailabilityCalendar[]> {
  const range = checkedRange(query.localDateStart, query.localDateEnd, MAX_CALENDAR_DAYS);
  const { product, data, option } = await loadOption(deps, query, () => range);
  const asked = unitsAsked(option, query.units);
  const rate = await rateOf(deps, request, option);
  const open = option.kind === 'open' || option.capacity === null;
  const wanted = asked.reduce((sum, u) => sum + u.quantity, 0);
  const days: AvailabilityCalendar[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const day = optionDay(option, date, data.clock, dayProduct(data));
    const bookable = isBookable(day.status) && (open || wanted <= (day.remaining ?? 0));
    const openingHours = open ? (bookable ? [{ from: product.firstDeparture, to: product.lastDeparture }] : []) : [];
    const entry: AvailabilityCalendar = {
      localDate: date,
      available: bookable,
      status: bookable || !isBookable(day.status) ? statusOf(day.status, open) : octoEnum<OctoStatus>('SOLD_OUT'),
      vacancies: open ? null : day.remaining,
      capacity: open ? null : (option.capacity ?? 0) * day.times.length,
      openingHours,
    };
    if (request.pricing) {
      const { unitPricing, pricing } = dayPricing(request, rate, option, date, asked);
      entry.unitPricingFrom = unitPricing;
      if (pricing) entry.pricingFrom = pricing;
    }
    days.push(entry);
  }
  return days;
}

const dayProduct = (data: AvailabilityData) => ({ active: data.product.active, lastDeparture: data.product.lastDeparture });

/** `POST /availability`: each departure (or opening-hours day) in the range or of the ids asked for. */
export async function availabilityCheck(deps: Deps, request: OctoRequest, query: AvailabilityQuery): Promise<Availability[]> {
  const byIds = query.availabilityIds && query.availabilityIds.length > 0;
  if (byIds && query.availabilityIds!.length > 100) throw new OctoError('BAD_REQUEST', 'Ask for at most 100 availabilityIds at once.');
  // The ids' dates are read once the zone is known; the range then spans them.
  const probe = await loadOption(deps, query, (today) => ({ from: today, to: today }));
  const open = probe.option.kind === 'open' || probe.option.capacity === null;
  const slots = byIds ? query.availabilityIds!.map((id) => slotOfAvailabilityId(id, probe.data.product.timeZone, open)) : [];
  const range = byIds
    ? { from: slots.map((s) => s.date).sort()[0]!, to: slots.map((s) => s.date).sort().at(-1)! }
    : checkedRange(query.localDateStart, query.localDateEnd, MAX_AVAILABILITY_DAYS);
  if (daysBetween(range.from, range.to) >= MAX_CALENDAR_DAYS) throw new OctoError('BAD_REQUEST', `The availabilityIds span at most ${MAX_CALENDAR_DAYS} days.`);
  const { product, data, option } = await loadOption(deps, query, () => range);
  const asked = unitsAsked(option, query.units);
  const rate = await rateOf(deps, request, option);
  const wanted = asked.reduce((sum, u) => sum + u.quantity, 0);
  const timeZone = data.product.timeZone;
  const result: Availability[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const day = optionDay(option, date, data.clock, dayProduct(data));
    const entries: (SlotAvailability | null)[] = open ? (isBookable(day.status) ? [null] : []) : day.times;
    for (const slot of entries) {
      const time = slot?.time ?? null;
      const id = availabilityIdOf(date, time, timeZone);
      if (byIds && !slots.some((s) => s.date === date && s.time === time)) continue;
      const status = slot ? slot.status : day.status;
      const fits = open || wanted <= (slot?.remaining ?? 0);
      const available = isBookable(status) && fits;
      const end = slot ? departureEnd(date, slot.time, durationMinutes(option.durationValue, option.durationUnit), timeZone) : dayEnd(date, timeZone);
      const entry: Availability = {
        id,
        localDateTimeStart: id,
        localDateTimeEnd: end,
        utcCutoffAt: utcCutoffAt(date, slot?.time ?? null, product.lastDeparture, timeZone),
        allDay: open,
        available,
        status: available || !isBookable(status) ? statusOf(status, open) : octoEnum<OctoStatus>('SOLD_OUT'),
        vacancies: slot ? slot.remaining : null,
        capacity: slot ? slot.capacity : null,
        maxUnits: slot ? slot.remaining : null,
        openingHours: open ? [{ from: product.firstDeparture, to: product.lastDeparture }] : [],
      };
      if (request.pricing) {
        const { unitPricing, pricing } = dayPricing(request, rate, option, date, asked);
        entry.unitPricing = unitPricing;
        if (pricing) entry.pricing = pricing;
      }
      result.push(entry);
    }
  }
  return result;
}
