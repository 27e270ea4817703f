'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatTime } from '@/lib/format/date';
import { isBookable, placesToAnnounce } from '@/lib/booking/limits';
import type { TimeSlot } from '@/lib/booking/types';
import styles from './booking.module.css';

interface Props {
  times: TimeSlot[];
  selected: string | null;
  onChoose: (time: string) => void;
}

/** The departures of a timed option as radio buttons: the arrows move between them, sold-out ones are skipped. */
export function TimeSlots({ times, selected, onChoose }: Props) {
  const t = useTranslations('booking');
  const name = useId();
  return (
    <div className={styles.slots}>
      {times.map((slot) => {
        const bookable = isBookable(slot.status);
        const left = placesToAnnounce(slot.status, slot.remaining);
        return (
          <label key={slot.time} className={styles.slot} data-status={slot.status}>
            <input
              type="radio"
              className={styles.slotInput}
              name={name}
              value={slot.time}
              checked={slot.time === selected}
              disabled={!bookable}
              data-autofocus={slot === times.find((s) => isBookable(s.status)) || undefined}
              onChange={() => onChoose(slot.time)}
            />
            <span className={styles.slotTime}>{formatTime(slot.time)}</span>{' '}
            {!bookable ? (
              <span className={styles.slotNote}>{t(`status.${slot.status}`)}</span>
            ) : left !== null ? (
              <span className={`${styles.slotNote} ${styles.warning}`}>{t('placesLeft', { count: left })}</span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
