import { addDays, daysBetween, localNow, weekdayIndex } from '@/provider/domain/dates';
import { BOOKING_HORIZON_DAYS } from './limits';

/*
 * Month arithmetic for the booking calendar, on 'YYYY-MM-DD' and 'YYYY-MM' strings: days
 * of travel are the city's calendar dates, so nothing here depends on the browser's zone.
 */

/** First day of the week: Sunday in the United States, Monday elsewhere. */
export type WeekStart = 'monday' | 'sunday';

export const weekStartOf = (language: string): WeekStart => (language === 'en-us' ? 'sunday' : 'monday');

/** Today on the city's clocks, which is what the provider calls today. */
export const cityToday = (timeZone: string, now: Date = new Date()) => localNow(timeZone, now).date;

export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: string): number {
  return daysBetween(`${month}-01`, `${addMonths(month, 1)}-01`);
}

/** The range one calendar request covers: the whole month (well under the provider's 92 days). */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/** The last month the calendar can show: the one holding the last day the provider sells. */
export const lastMonth = (today: string) => monthOf(addDays(today, BOOKING_HORIZON_DAYS));

/** The month as weeks of seven cells, each a date or null before the first and after the last day. */
export function monthWeeks(month: string, weekStart: WeekStart): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayIndex(first) + (weekStart === 'sunday' ? 1 : 0)) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: daysInMonth(month) }, (_, i) => addDays(first, i))];
  // Always six weeks: the grid keeps its height from month to month, so nothing below it moves.
  while (cells.length < 42) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** A date of each weekday column, for its name: any week will do. */
export function weekdayColumns(weekStart: WeekStart): string[] {
  // 2024-01-01 was a Monday, 2023-12-31 a Sunday.
  const start = weekStart === 'monday' ? '2024-01-01' : '2023-12-31';
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/**
 * Where a key moves the focus in the grid (the APG date picker's keys): arrows by a day
 * or a week, Home/End to the week's ends, Page Up/Down by a month. Null for other keys.
 */
export function dateAfterKey(date: string, key: string, weekStart: WeekStart): string | null {
  const column = (weekdayIndex(date) + (weekStart === 'sunday' ? 1 : 0)) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -column);
    case 'End':
      return addDays(date, 6 - column);
    case 'PageUp':
      return sameDayIn(addMonths(monthOf(date), -1), date);
    case 'PageDown':
      return sameDayIn(addMonths(monthOf(date), 1), date);
    default:
      return null;
  }
}

/** The same day of the month in another month, or that month's last day (31 Jan → 28 Feb). */
function sameDayIn(month: string, date: string): string {
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** A date kept within the days the calendar can show. */
export function clampDate(date: string, today: string): string {
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  return date < today ? today : date > last ? last : date;
}
