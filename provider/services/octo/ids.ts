import { UNIT_TYPES, type UnitType } from '../../domain/catalogue';
import type { DurationUnit } from '../../domain/catalogue';
import { addDays, isCalendarDate, minutesOfDay, zonedInstant } from '../../domain/dates';
import { invalidAvailability, invalidOption, invalidProduct, invalidUnit } from './errors';

/**
 * How the shop's objects are named in OCTO: products and options by their numbers, units by the
 * passenger type (`adult`), and an availability by its local start as OCTO writes it, with the
 * venue's offset on that day (`2026-12-01T10:00:00+01:00`; an opening-hours day starts at 00:00).
 */

const ID = /^[1-9][0-9]{0,8}$/;

export function productIdOf(id: string): number {
  if (!ID.test(id)) throw invalidProduct(id);
  return Number(id);
}

export function optionIdOf(id: string): number {
  if (!ID.test(id)) throw invalidOption(id);
  return Number(id);
}

export function unitTypeOf(id: string): UnitType {
  if (!(UNIT_TYPES as readonly string[]).includes(id)) throw invalidUnit(id);
  return id as UnitType;
}

/** `+01:00`: the zone's offset from UTC at a local date and time. */
export function offsetAt(date: string, time: string, timeZone: string): string {
  const minutes = Math.round((Date.parse(`${date}T${time}:00Z`) - zonedInstant(date, time, timeZone).getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** OCTO's local date-time: `2026-12-01T10:00:00+01:00`. */
export const localDateTime = (date: string, time: string, timeZone: string) => `${date}T${time}:00${offsetAt(date, time, timeZone)}`;

/** The availability id of a departure (`time`) or of an opening-hours day (`time` null). */
export const availabilityIdOf = (date: string, time: string | null, timeZone: string) => localDateTime(date, time ?? '00:00', timeZone);

/** The end of an opening-hours day as OCTO writes it: the next midnight. */
export const dayEnd = (date: string, timeZone: string) => localDateTime(addDays(date, 1), '00:00', timeZone);

const DURATION_MINUTES: Record<DurationUnit, number> = { minute: 1, hour: 60, day: 1440 };
export const durationMinutes = (value: number, unit: DurationUnit) => value * DURATION_MINUTES[unit];

/** The end of a departure `minutes` after its local start, as OCTO writes it (the local clock, with that day's offset). */
export function departureEnd(date: string, time: string, minutes: number, timeZone: string): string {
  const total = minutesOfDay(time) + minutes;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  return localDateTime(addDays(date, days), `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`, timeZone);
}

const AVAILABILITY = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00(?:\.000)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The date and time an availability id names, checked against the venue's zone (the id must be
 * one this API gave out); `open` options' ids are midnight and name no time.
 */
export function slotOfAvailabilityId(id: string, timeZone: string, open: boolean): { date: string; time: string | null } {
  const match = AVAILABILITY.exec(id);
  if (!match || !isCalendarDate(match[1]!)) throw invalidAvailability(id, 'is not a local date-time like 2026-12-01T10:00:00+01:00');
  const date = match[1]!;
  const time = match[2]!;
  if (open && time !== '00:00') throw invalidAvailability(id, 'is not a day of this opening-hours option (it starts at 00:00)');
  const offset = match[3] === 'Z' ? '+00:00' : match[3];
  if (offset !== offsetAt(date, time, timeZone)) throw invalidAvailability(id, `does not have the venue's offset on that day (${timeZone})`);
  return { date, time: open ? null : time };
}
