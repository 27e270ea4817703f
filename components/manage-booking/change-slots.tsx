'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ChangeCalendar } from '@/lib/api/booking';
import { formatMoney } from '@/lib/format/money';
import { useDateFormat } from '@/lib/format/use-date-format';
import styles from './manage-booking.module.css';

type Slot = ChangeCalendar['days'][number]['slots'][number];
type Money = Slot['difference'];

/** Places left worth announcing: a handful, as the booking panel does. */
const FEW_PLACES = 5;

/** '+€5.00', '−€3.00' (a real minus sign), or 'same price'. */
export function useDifference() {
  const t = useTranslations('manageBooking.change');
  const { intlLocale } = useDateFormat();
  return (difference: Money) => {
    if (difference.amount === 0) return t('samePrice');
    const amount = formatMoney({ ...difference, amount: Math.abs(difference.amount) }, intlLocale);
    return difference.amount > 0 ? `+${amount}` : `\u2212${amount}`;
  };
}

interface Props {
  date: string;
  slots: Slot[];
  /** The ticket's present time on this day, if it is the ticket's day: it cannot be chosen again. */
  currentTime: string | null;
  selected: string | null;
  onChoose: (time: string) => void;
}

/** The departures of the chosen day as radio buttons, each with what it costs more or less than the ticket. */
export function ChangeSlots({ date, slots, currentTime, selected, onChoose }: Props) {
  const t = useTranslations('manageBooking.change');
  const format = useDateFormat();
  const difference = useDifference();
  const name = useId();
  return (
    <fieldset className={styles.slotGroup}>
      <legend>{t('timesTitle', { date: format.date(date) })}</legend>
      {slots.length === 0 ? <p className={styles.muted}>{t('noTimes')}</p> : null}
      <div className={styles.slots}>
        {slots.map((slot) => {
          const current = slot.time === currentTime;
          return (
            <label key={slot.time} className={styles.slot}>
              <input type="radio" className={styles.slotInput} name={name} value={slot.time} checked={slot.time === selected} disabled={current} onChange={() => onChoose(slot.time)} />
              <span className={styles.slotTime}>{format.time(slot.time)}</span>
              <span className={styles.slotNote} data-sign={Math.sign(slot.difference.amount)}>
                {current ? t('currentTime') : difference(slot.difference)}
              </span>
              {!current && slot.remaining !== null && slot.remaining <= FEW_PLACES ? <span className={styles.slotNote}>{t('placesLeft', { count: slot.remaining })}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
