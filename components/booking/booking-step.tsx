import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './booking.module.css';

interface Props {
  id: string;
  legend: string;
  /** The message of a problem to put right here. */
  error: string | null;
  children: ReactNode;
}

/** One step of the panel: a labelled group, with its problem (if any) below the controls and tied to the group. */
export function BookingStep({ id, legend, error, children }: Props) {
  return (
    <fieldset id={id} className={styles.section} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </fieldset>
  );
}
