import { isBookable } from './limits';
import type { CalendarDay } from './types';

/**
 * The days of a month sold below its usual price (pages.product.calendarPromotion): the usual
 * price is the one most bookable days have (the higher one on a tie), so a month with one price
 * marks nothing and a month of seasonal prices marks its cheaper days.
 */
export function lowerPriceDays(days: readonly CalendarDay[]): Set<string> {
  const priced = days.flatMap((day) => (isBookable(day.status) && day.priceFrom ? [{ date: day.date, amount: day.priceFrom.amount }] : []));
  const counts = new Map<number, number>();
  for (const { amount } of priced) counts.set(amount, (counts.get(amount) ?? 0) + 1);
  const [usual] = [...counts].sort(([a, countA], [b, countB]) => countB - countA || b - a)[0] ?? [];
  return new Set(priced.filter(({ amount }) => usual !== undefined && amount < usual).map(({ date }) => date));
}
