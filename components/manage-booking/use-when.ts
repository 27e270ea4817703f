'use client';

import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/format/use-date-format';
import { localNow } from '@/provider/domain/dates';

/**
 * Instants of a booking in words. A deadline is stated on the venue's clocks, named by its city
 * ("13/05/2027, 09:30 Paris time"), as the departure is; the history on the visitor's own clock.
 */
export function useWhen() {
  const format = useDateFormat();
  const t = useTranslations('manageBooking');
  const policy = useTranslations('cancellationPolicy');
  const join = (date: string, time: string) => t('dateTime', { date, time });
  return {
    ...format,
    /** A deadline (ISO instant) on the city's clocks, written as the cancellation terms write it. */
    inCity(iso: string, timeZone: string, city: string) {
      const local = localNow(timeZone, new Date(iso));
      return policy('deadline', { date: format.date(local.date), time: format.cityTime(local.time, city) });
    },
    /** A ticket's day and departure ('any time that day' for an open one). */
    departure(date: string, time: string | null, city: string) {
      return time ? join(format.date(date), format.cityTime(time, city)) : format.date(date);
    },
    /** An ISO instant on the browser's clock (the history: when something happened, for the reader). */
    local(iso: string) {
      const local = localNow(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(iso));
      return join(format.date(local.date), format.time(local.time));
    },
  };
}
