'use client';

import { useState } from 'react';
import { chosenDeadline } from '@/lib/booking/cancellation';
import type { BookingProduct, OptionDay } from '@/lib/booking/types';
import { useCancellationPolicy } from '@/lib/format/use-cancellation-policy';
import styles from './booking.module.css';

interface Props {
  product: BookingProduct;
  option: OptionDay;
  date: string;
  time: string | null;
  /** Today in the city: an open ticket is valid from the day it is bought. */
  today: string;
}

/**
 * The chosen ticket's cancellation terms: the rule until a departure is chosen, then the exact
 * deadline on the venue's clocks ("Free cancellation until 10/05/2027 09:00 Paris time"), or
 * that a departure too close can no longer be cancelled.
 */
export function CancellationNote({ product, option, date, time, today }: Props) {
  const policy = useCancellationPolicy();
  // When the note appeared: enough to tell a deadline already past; the provider decides when cancelling.
  const [now] = useState(() => new Date());
  const deadline = chosenDeadline(option, { date, time }, product, today);
  return (
    <p className={styles.muted} aria-live="polite">
      {policy.statement(option.cancellation, { kind: option.kind, deadline, timeZone: product.timeZone, city: product.city, now })}
    </p>
  );
}
