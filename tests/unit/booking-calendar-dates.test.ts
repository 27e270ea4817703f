import { describe, expect, it } from 'vitest';
import { addMonths, clampDate, dateAfterKey, lastMonth, monthRange, monthWeeks, weekdayColumns } from '@/lib/booking/calendar';
import { formatDayPrice } from '@/lib/booking/day-price';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

describe('the booking calendar', () => {
  it('lays a month out in weeks from Monday, or from Sunday in the United States', () => {
    const may = monthWeeks('2027-05', 'monday');
    // 1 May 2027 is a Saturday.
    expect(may[0]).toEqual([null, null, null, null, null, '2027-05-01', '2027-05-02']);
    expect(may.at(-1)).toEqual(['2027-05-31', null, null, null, null, null, null]);
    expect(monthWeeks('2027-05', 'sunday')[0]).toEqual([null, null, null, null, null, null, '2027-05-01']);
    expect(weekdayColumns('sunday')[0]).toBe('2023-12-31');
  });

  it('always lays out six weeks, so the grid keeps its height', () => {
    // February 2027 starts on a Monday and fills exactly four weeks.
    const february = monthWeeks('2027-02', 'monday');
    expect(february).toHaveLength(6);
    expect(february[3]!.at(-1)).toBe('2027-02-28');
    expect(february.slice(4).flat().every((cell) => cell === null)).toBe(true);
  });

  it('counts months across years and the days of February', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('moves the keyboard focus by day, week, week end and month', () => {
    expect(dateAfterKey('2027-05-11', 'ArrowRight', 'monday')).toBe('2027-05-12');
    expect(dateAfterKey('2027-05-11', 'ArrowUp', 'monday')).toBe('2027-05-04');
    expect(dateAfterKey('2027-05-11', 'Home', 'monday')).toBe('2027-05-10');
    expect(dateAfterKey('2027-05-11', 'End', 'monday')).toBe('2027-05-16');
    expect(dateAfterKey('2027-05-11', 'Home', 'sunday')).toBe('2027-05-09');
    expect(dateAfterKey('2027-01-31', 'PageDown', 'monday')).toBe('2027-02-28');
    expect(dateAfterKey('2027-05-11', 'Tab', 'monday')).toBeNull();
  });

  it('stays between today and the last day on sale', () => {
    expect(clampDate('2027-05-01', '2027-05-10')).toBe('2027-05-10');
    expect(clampDate('2029-01-01', '2027-05-10')).toBe('2028-05-09');
    expect(lastMonth('2027-05-10')).toBe('2028-05');
  });

  it('shows a day’s price briefly, cents only when there are some', () => {
    expect(formatDayPrice(eur(2500), 'en-GB')).toBe('€25');
    expect(formatDayPrice(eur(2550), 'en-GB')).toBe('€25.50');
    expect(formatDayPrice({ amount: 2800, currency: 'USD' }, 'en-US')).toBe('$28');
  });
});
