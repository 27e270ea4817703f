'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { dateAfterKey, monthOf, monthWeeks, weekdayColumns, type WeekStart } from '@/lib/booking/calendar';
import { fullDate, monthTitle, weekdayName } from '@/lib/booking/date-labels';
import styles from '@/components/booking/calendar.module.css';

interface Props {
  /** 'YYYY-MM' shown. */
  month: string;
  canGoBack: boolean;
  canGoOn: boolean;
  onMonth: (months: number) => void;
  /** The days that have a departure the ticket can move to; undefined while the month loads. */
  open: ReadonlySet<string> | undefined;
  /** Today on the city's clocks, and the ticket's present day. */
  today: string;
  current: string;
  selected: string | null;
  onSelect: (date: string) => void;
  intlLocale: string;
  weekStart: WeekStart;
}

/**
 * The month grid of the date change, in the booking calendar's manner (its styles, the APG
 * date picker's keys: arrows, Home/End, Page Up/Down; one day reached with Tab). Days without a
 * departure stay focusable so the arrows can cross them, but do nothing.
 */
export function ChangeCalendar({ month, canGoBack, canGoOn, onMonth, open, today, current, selected, onSelect, intlLocale, weekStart }: Props) {
  const t = useTranslations('manageBooking.change');
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current || !focusDate) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  const inMonth = (date: string | null | undefined): date is string => typeof date === 'string' && monthOf(date) === month;
  const firstOpen = open ? [...open].sort().find(inMonth) : undefined;
  const tabbable = [focusDate, selected, firstOpen, today].find(inMonth) ?? `${month}-01`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = dateAfterKey(date, event.key, weekStart);
    if (!next) return;
    event.preventDefault();
    if (next < today) return;
    const step = monthOf(next) < month ? -1 : monthOf(next) > month ? 1 : 0;
    if ((step < 0 && !canGoBack) || (step > 0 && !canGoOn)) return;
    moveFocus.current = true;
    setFocusDate(next);
    if (step !== 0) onMonth(step);
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button type="button" className={styles.nav} aria-label={t('previousMonth')} aria-disabled={!canGoBack} onClick={() => canGoBack && onMonth(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className={styles.month} aria-live="polite">
          {monthTitle(month, intlLocale)}
        </h3>
        <button type="button" className={styles.nav} aria-label={t('nextMonth')} aria-disabled={!canGoOn} onClick={() => canGoOn && onMonth(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className={styles.grid} aria-labelledby={titleId} aria-busy={open === undefined}>
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
          {monthWeeks(month, weekStart).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => (
                <td key={date ?? `blank-${index}`}>
                  {date ? (
                    <button
                      type="button"
                      className={styles.day}
                      data-date={date}
                      data-status={open === undefined ? 'loading' : open.has(date) ? 'available' : 'unavailable'}
                      tabIndex={date === tabbable ? 0 : -1}
                      aria-label={[fullDate(date, intlLocale), date === current ? t('currentDay') : null, open?.has(date) ? t('dayOpen') : open ? t('dayClosed') : null]
                        .filter(Boolean)
                        .join(', ')}
                      aria-pressed={date === selected}
                      aria-disabled={!open?.has(date)}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => open?.has(date) && onSelect(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocusDate(date)}
                    >
                      <span className={styles.dayNumber}>{Number(date.slice(8, 10))}</span>
                      <span className={styles.dayPrice}>{date === current ? '•' : '\u00a0'}</span>
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
