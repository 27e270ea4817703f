'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiContext } from '@/lib/api/context';
import { addMonths, clampDate, dateAfterKey, lastMonth, monthOf, monthWeeks, weekdayColumns, type WeekStart } from '@/lib/booking/calendar';
import { monthTitle, weekdayName } from '@/lib/booking/date-labels';
import { isBookable } from '@/lib/booking/limits';
import { lowerPriceDays } from '@/lib/booking/lower-price-days';
import type { CalendarDay as Day } from '@/lib/booking/types';
import { CalendarDay } from './calendar-day';
import { CalendarLegend } from './calendar-legend';
import { prefetchCalendarMonth, useCalendarMonth } from './use-booking-queries';
import styles from './calendar.module.css';

interface Props {
  productId: number;
  context: ApiContext;
  intlLocale: string;
  weekStart: WeekStart;
  /** Today in the city; null until the browser knows it. */
  today: string | null;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Marks the days sold below the month's usual price (pages.product.calendarPromotion). */
  promotion?: boolean;
}

/**
 * A month of days with their status and price-from (spec §2 booking panel "date"),
 * loaded a month at a time. A grid in the APG date picker's manner: Tab reaches one day,
 * the arrows, Home/End and Page Up/Down move between days and months.
 */
export function DateCalendar({ productId, context, intlLocale, weekStart, today, selected, onSelect, promotion = false }: Props) {
  const t = useTranslations('booking');
  const titleId = useId();
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  const start = selected ?? today;
  const month = shownMonth ?? (start ? monthOf(start) : null);
  const query = useCalendarMonth(productId, month, context);
  const cityToday = query.data?.today ?? today;
  const byDate = new Map<string, Day>((query.data?.days ?? []).map((day) => [day.date, day]));
  const cheaper = promotion ? lowerPriceDays(query.data?.days ?? []) : new Set<string>();

  const first = cityToday ? monthOf(cityToday) : month;
  const last = cityToday ? lastMonth(cityToday) : month;
  const canGoBack = month !== null && first !== null && month > first;
  const canGoOn = month !== null && last !== null && month < last;

  // The next month is a likely click: have it ready.
  useEffect(() => {
    if (month && canGoOn && query.isSuccess) prefetchCalendarMonth(productId, addMonths(month, 1), context);
  }, [month, canGoOn, query.isSuccess, productId, context]);

  // After an arrow key, the focus follows the day it moved to (also into another month).
  useEffect(() => {
    if (!moveFocus.current || !focusDate) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  if (month === null) {
    return (
      <p className={styles.status} role="status">
        {t('calendar.loading')}
      </p>
    );
  }

  const weeks = monthWeeks(month, weekStart);
  const inMonth = (date: string | null | undefined): date is string => typeof date === 'string' && monthOf(date) === month;
  const firstBookable = query.data?.days.find((day) => inMonth(day.date) && isBookable(day.status))?.date;
  const tabbable = [focusDate, selected, firstBookable, cityToday].find(inMonth) ?? `${month}-01`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = dateAfterKey(date, event.key, weekStart);
    if (!next) return;
    event.preventDefault();
    const target = cityToday ? clampDate(next, cityToday) : next;
    moveFocus.current = true;
    setFocusDate(target);
    if (monthOf(target) !== month) setShownMonth(monthOf(target));
  };

  const go = (months: number) => {
    setShownMonth(addMonths(month, months));
    setFocusDate(null);
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label={t('calendar.previousMonth')}
          aria-disabled={!canGoBack}
          onClick={() => canGoBack && go(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className={styles.month} aria-live="polite">
          {monthTitle(month, intlLocale)}
        </h3>
        <button type="button" className={styles.nav} aria-label={t('calendar.nextMonth')} aria-disabled={!canGoOn} onClick={() => canGoOn && go(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>

      <table ref={grid} role="grid" className={styles.grid} aria-labelledby={titleId} aria-busy={query.isPending}>
        <thead>
          <tr>
            {weekdayColumns(weekStart).map((date) => (
              <th key={date} scope="col" abbr={weekdayName(date, intlLocale, 'long')}>
                {weekdayName(date, intlLocale, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => (
                <td key={date ?? `blank-${index}`}>
                  {date ? (
                    <CalendarDay
                      date={date}
                      day={byDate.get(date)}
                      intlLocale={intlLocale}
                      isToday={date === cityToday}
                      lowerPrice={cheaper.has(date)}
                      selected={date === selected}
                      tabbable={date === tabbable}
                      onSelect={onSelect}
                      onKeyDown={onKeyDown}
                      onFocus={setFocusDate}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      {query.isError ? (
        <p className={styles.status} role="alert">
          {t('calendar.failed')}{' '}
          <button type="button" className={styles.retry} onClick={query.refetch}>
            {t('calendar.retry')}
          </button>
        </p>
      ) : (
        // Always there, empty once loaded: the line keeps its place so the legend never moves.
        <p className={`${styles.status} ${styles.statusLine}`} role="status">
          {query.isPending ? t('calendar.loading') : null}
        </p>
      )}
      <CalendarLegend promotion={promotion} />
    </div>
  );
}
