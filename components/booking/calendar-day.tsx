'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { formatMoney } from '@/lib/format/money';
import { formatDayPrice } from '@/lib/booking/day-price';
import { fullDate } from '@/lib/booking/date-labels';
import { isBookable, placesToAnnounce } from '@/lib/booking/limits';
import type { CalendarDay as Day } from '@/lib/booking/types';
import styles from './calendar.module.css';

interface Props {
  date: string;
  /** Undefined while the month loads. */
  day: Day | undefined;
  intlLocale: string;
  isToday: boolean;
  /** Sold below the month's usual price (pages.product.calendarPromotion). */
  lowerPrice: boolean;
  selected: boolean;
  /** The one day of the grid reached with Tab (roving tab index); arrows move it. */
  tabbable: boolean;
  onSelect: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
  onFocus: (date: string) => void;
}

/**
 * One day of the calendar: its number and price-from on sight; its full date, status,
 * price and places left in its label. Days that cannot be booked stay focusable (so the
 * arrows can cross them) but do nothing.
 */
export function CalendarDay({ date, day, intlLocale, isToday, lowerPrice, selected, tabbable, onSelect, onKeyDown, onFocus }: Props) {
  const t = useTranslations('booking');
  const flagTexts = useTranslations('siteFlags');
  const bookable = day !== undefined && isBookable(day.status);
  const left = day ? placesToAnnounce(day.status, day.remaining) : null;
  const label = [
    fullDate(date, intlLocale),
    isToday ? t('calendar.today') : null,
    day ? t(`status.${day.status}`) : null,
    bookable && day.priceFrom ? t('calendar.from', { price: formatMoney(day.priceFrom, intlLocale) }) : null,
    lowerPrice ? flagTexts('lowerPrice') : null,
    left !== null ? t('placesLeft', { count: left }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <button
      type="button"
      className={styles.day}
      data-date={date}
      data-status={day?.status ?? 'loading'}
      data-lower-price={lowerPrice || undefined}
      data-autofocus={tabbable || undefined}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-pressed={selected}
      aria-disabled={!bookable}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => bookable && onSelect(date)}
      onKeyDown={(event) => onKeyDown(event, date)}
      onFocus={() => onFocus(date)}
    >
      <span className={styles.dayNumber}>{Number(date.slice(8, 10))}</span>
      {lowerPrice ? (
        <span className={styles.lowerPrice} aria-hidden="true">
          %
        </span>
      ) : null}
      <span className={styles.dayPrice}>{bookable && day.priceFrom ? formatDayPrice(day.priceFrom, intlLocale) : '\u00a0'}</span>
    </button>
  );
}
