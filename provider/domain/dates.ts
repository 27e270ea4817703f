/** Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone shifts a day. */

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 0 Monday … 6 Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** 'MM-DD' of a date. */
export function monthDay(date: string): string {
  return date.slice(5);
}

export function year(date: string): number {
  return Number(date.slice(0, 4));
}

/** The date and time on the clocks of a time zone: 'YYYY-MM-DD' and 'HH:MM'. */
export function localNow(timeZone: string, now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOfDay(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The last date taken from a request: a year's calendar from it still ends in a four-digit year.
 * A day after 9999-12-31 is written '+010000-01-01', which no date of the shop's can be.
 */
export const LAST_DATE = '9998-12-31';

/** Whether a 'YYYY-MM-DD' string is a real calendar date, no later than LAST_DATE. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value > LAST_DATE) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' plus whole months; the 31st of a shorter month becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The instant when the clocks of `timeZone` show `date` `time` ('YYYY-MM-DD', 'HH:MM'). In the
 * hour a spring-forward skips, the instant an hour later; in the hour that repeats, the second.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at a guess, then again at the corrected instant (offsets change at most once nearby).
  let instant = wall - offsetAt(timeZone, wall);
  instant = wall - offsetAt(timeZone, instant);
  return new Date(instant);
}

/** Milliseconds the zone's clocks are ahead of UTC at an instant. */
function offsetAt(timeZone: string, instant: number): number {
  const at = new Date(instant);
  const local = localNow(timeZone, at);
  const seconds = at.getUTCSeconds() * 1000 + at.getUTCMilliseconds();
  return Date.parse(`${local.date}T${local.time}:00Z`) + seconds - instant;
}
