import type { AvailabilityStatus, OptionKind } from '../../domain/catalogue';
import { daysBetween, minutesOfDay } from '../../domain/dates';
import { runsOn, type OptionSchedule } from '../../domain/schedule';

/**
 * Availability is computed, never stored (pretix-style): a timed slot's remaining
 * places are its capacity minus what is sold and what unexpired holds keep.
 */

/** How far ahead anything can be booked, in days. */
export const HORIZON_DAYS = 365;
/** A departure stops selling this many minutes before it leaves. */
export const BOOKING_CUTOFF_MINUTES = 15;

/** 'Almost sold out' from this many places left: 15 % of the capacity, at least 2. */
export const almostSoldOutAt = (capacity: number) => Math.max(2, Math.ceil(capacity * 0.15));

export interface OptionForAvailability extends OptionSchedule {
  id: number;
  kind: OptionKind;
  capacity: number | null;
  startTimes: string[];
  blockOuts: Set<string>;
  /** Places taken per `date|time`: sold plus unexpired holds. */
  taken: Map<string, number>;
}

/** The city's local date and time now. */
export interface LocalClock {
  today: string;
  time: string;
}

export interface SlotAvailability {
  time: string;
  status: AvailabilityStatus;
  capacity: number;
  remaining: number;
}

export interface OptionDayAvailability {
  status: AvailabilityStatus;
  /** Places left on bookable departures; null for free-sale options. */
  remaining: number | null;
  times: SlotAvailability[];
}

/** Best first: a day is as good as its best option or departure. */
const RANK: AvailabilityStatus[] = ['available', 'almost_sold_out', 'sold_out', 'block_out', 'unavailable'];

export function bestOf(statuses: AvailabilityStatus[]): AvailabilityStatus {
  return statuses.reduce<AvailabilityStatus>((best, s) => (RANK.indexOf(s) < RANK.indexOf(best) ? s : best), 'unavailable');
}

export const isBookable = (status: AvailabilityStatus) => status === 'available' || status === 'almost_sold_out';

/** Whether a date is within what can be sold at all: not past, not beyond the horizon, product active. */
export function withinSellingWindow(date: string, clock: LocalClock, productActive: boolean): boolean {
  const ahead = daysBetween(clock.today, date);
  return productActive && ahead >= 0 && ahead <= HORIZON_DAYS;
}

export function slotStatus(capacity: number, remaining: number): AvailabilityStatus {
  if (remaining <= 0) return 'sold_out';
  return remaining <= almostSoldOutAt(capacity) ? 'almost_sold_out' : 'available';
}

/**
 * One option on one local date. `lastDeparture` bounds same-day sales of
 * free-sale options: a day pass bought after the last bus is no use.
 */
export function optionDay(
  option: OptionForAvailability,
  date: string,
  clock: LocalClock,
  product: { active: boolean; lastDeparture: string },
): OptionDayAvailability {
  const closed = (status: AvailabilityStatus): OptionDayAvailability => ({ status, remaining: option.kind === 'open' ? null : 0, times: [] });
  if (!withinSellingWindow(date, clock, product.active) || !runsOn(option, date)) return closed('unavailable');
  if (option.blockOuts.has(date)) return closed('block_out');

  const isToday = date === clock.today;
  const nowMinutes = minutesOfDay(clock.time);
  if (option.kind === 'open' || option.capacity === null) {
    const over = isToday && nowMinutes >= minutesOfDay(product.lastDeparture);
    return { status: over ? 'unavailable' : 'available', remaining: null, times: [] };
  }

  const capacity = option.capacity;
  const times = option.startTimes.map((time): SlotAvailability => {
    const remaining = Math.max(0, capacity - (option.taken.get(`${date}|${time}`) ?? 0));
    const departed = isToday && nowMinutes > minutesOfDay(time) - BOOKING_CUTOFF_MINUTES;
    return { time, capacity, remaining, status: departed ? 'unavailable' : slotStatus(capacity, remaining) };
  });
  const status = times.length === 0 ? 'unavailable' : bestOf(times.map((t) => t.status));
  const remaining = times.filter((t) => isBookable(t.status)).reduce((sum, t) => sum + t.remaining, 0);
  return { status, remaining, times };
}

/** The price change in force on a date: the latest-starting period that covers it. */
export function changeOn(changes: { fromDate: string; toDate: string; percent: number }[], date: string): number {
  let found: { fromDate: string; percent: number } | undefined;
  for (const change of changes) {
    if (change.fromDate <= date && date <= change.toDate && (!found || change.fromDate > found.fromDate)) found = change;
  }
  return found?.percent ?? 0;
}
