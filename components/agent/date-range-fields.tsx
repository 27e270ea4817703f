'use client';

import { useTranslations } from 'next-intl';
import type { DateRange } from '@/lib/api/agent-area';
import styles from './agent-area.module.css';

/** A range is fine when either end is open or the start is not after the end (ISO dates compare as text). */
export const rangeIsValid = ({ from, to }: DateRange) => !from || !to || from <= to;

interface Props {
  id: string;
  legend: string;
  value: { from: string; to: string };
  onChange: (value: { from: string; to: string }) => void;
  /** Shows why the range was refused (here or by the provider), tied to both dates. */
  invalid: boolean;
}

/** Two date inputs, "from" and "to" (either may stay empty), with the message of a range that ends before it starts. */
export function DateRangeFields({ id, legend, value, onChange, invalid }: Props) {
  const t = useTranslations('agentArea.range');
  const describedBy = invalid ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.range}>
      <legend>{legend}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.from}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={styles.failure} role="alert">
          {t('invalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
