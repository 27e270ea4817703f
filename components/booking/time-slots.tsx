'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useDateFormat } from '@/lib/format/use-date-format';
import { isBookable, placesToAnnounce } from '@/lib/booking/limits';
import { departureTakes } from '@/lib/booking/rules';
import type { TimeSlot } from '@/lib/booking/types';
import styles from './booking.module.css';

interface Props {
  times: TimeSlot[];
  /** The party's size: a departure with fewer places cannot be chosen. */
  passengers: number;
  selected: string | null;
  onChoose: (time: string) => void;
}

/**
 * The departures of a timed option as radio buttons: the arrows move between them; sold-out
 * ones, and those with too few places for the party (which say how many are left), are skipped.
 */
export function TimeSlots({ times, passengers, selected, onChoose }: Props) {
  const t = useTranslations('booking');
  const name = useId();
  const format = useDateFormat();
  return (
    <div className={styles.slots}>
      {times.map((slot) => {
        const bookable = isBookable(slot.status);
        const takes = departureTakes(slot, passengers);
        const left = placesToAnnounce(slot.status, slot.remaining);
        return (
          <label key={slot.time} className={styles.slot} data-status={slot.status}>
            <input
              type="radio"
              className={styles.slotInput}
              name={name}
              value={slot.time}
              checked={slot.time === selected}
              disabled={!takes}
              data-autofocus={slot === times.find((s) => departureTakes(s, passengers)) || undefined}
              onChange={() => onChoose(slot.time)}
            />
            <span className={styles.slotTime}>{format.time(slot.time)}</span>{' '}
            {!bookable ? (
              <span className={styles.slotNote}>{t(`status.${slot.status}`)}</span>
            ) : !takes ? (
              <span className={styles.slotNote}>{t('time.tooFew', { count: slot.remaining })}</span>
            ) : left !== null ? (
              <span className={`${styles.slotNote} ${styles.warning}`}>{t('placesLeft', { count: left })}</span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
