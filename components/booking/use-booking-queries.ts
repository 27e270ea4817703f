'use client';

import { useSyncExternalStore } from 'react';
import type { ApiContext } from '@/lib/api/context';
import { fetchCalendar, fetchProductDay } from '@/lib/booking/availability-api';
import { cityToday, monthRange } from '@/lib/booking/calendar';
import { prefetchRead, usePageRead } from '@/lib/query/page-reads';
import { useVisitorKnown } from '@/stores/visitor-store';

/** Every booking query of a product starts with this: one invalidation refreshes them all. */
export const bookingKey = (productId: number) => ['booking', productId] as const;

/** Keys carry the language and currency: prices and names change with them, so each has its own cache entry. */
export const calendarKey = (productId: number, month: string, context: ApiContext) =>
  [...bookingKey(productId), 'calendar', month, context.language, context.currency] as const;

const readCalendar = (productId: number, month: string, context: ApiContext) => () => fetchCalendar(productId, monthRange(month), context);

/** Reads a month ahead, while the visitor looks at the one before. */
export function prefetchCalendarMonth(productId: number, month: string, context: ApiContext) {
  prefetchRead(calendarKey(productId, month, context), readCalendar(productId, month, context));
}

/**
 * A month of the calendar, once there is a month to show and the visitor's currency is known:
 * while the cached page hydrates it is still the site's default, and asking then would read
 * the month twice.
 */
export function useCalendarMonth(productId: number, month: string | null, context: ApiContext) {
  const known = useVisitorKnown();
  const key = month !== null && known ? calendarKey(productId, month, context) : null;
  return usePageRead(key, readCalendar(productId, month ?? '', context));
}

/** The chosen day's options, departures, prices and package choices. */
export function useProductDay(productId: number, date: string | null, context: ApiContext) {
  const key = date !== null ? [...bookingKey(productId), 'day', date, context.language, context.currency] : null;
  // Places change as others book: a day left open a while is read again before booking.
  return usePageRead(key, () => fetchProductDay(productId, date ?? '', context), { freshFor: 30_000 });
}

const noSubscription = () => () => {};

/**
 * Today in the city. The page is cached and rendered ahead of time, so the server and the
 * hydration use the day it was rendered on (the calendar is on screen from the first paint,
 * nothing moves); the browser then reads its own clock, which differs only across midnight.
 */
export function useCityToday(timeZone: string, renderedOn: string): string {
  return useSyncExternalStore(noSubscription, () => cityToday(timeZone), () => renderedOn);
}
