'use client';

import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ApiContext } from '@/lib/api/context';
import { fetchCalendar, fetchProductDay } from '@/lib/booking/availability-api';
import { cityToday, monthRange } from '@/lib/booking/calendar';
import { useVisitorKnown } from '@/stores/visitor-store';

/** Every booking query of a product starts with this: one invalidation refreshes them all. */
export const bookingKey = (productId: number) => ['booking', productId] as const;

/** Keys carry the language and currency: prices and names change with them, so each has its own cache entry. */
export const calendarKey = (productId: number, month: string, context: ApiContext) =>
  [...bookingKey(productId), 'calendar', month, context.language, context.currency] as const;

export const calendarQuery = (productId: number, month: string, context: ApiContext) => ({
  queryKey: calendarKey(productId, month, context),
  queryFn: () => fetchCalendar(productId, monthRange(month), context),
});

/**
 * A month of the calendar, once there is a month to show and the visitor's currency is known:
 * while the cached page hydrates it is still the site's default, and asking then would read
 * the month twice.
 */
export function useCalendarMonth(productId: number, month: string | null, context: ApiContext) {
  const known = useVisitorKnown();
  return useQuery({ ...calendarQuery(productId, month ?? '', context), enabled: month !== null && known });
}

/** The chosen day's options, departures, prices and package choices. */
export function useProductDay(productId: number, date: string | null, context: ApiContext) {
  return useQuery({
    queryKey: [...bookingKey(productId), 'day', date, context.language, context.currency],
    queryFn: () => fetchProductDay(productId, date ?? '', context),
    enabled: date !== null,
    // Places change as others book: a day left open a while is read again before booking.
    staleTime: 30_000,
  });
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
