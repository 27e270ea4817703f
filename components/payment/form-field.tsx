import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './payment.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The message of the field's first failing check, already in the page's language. */
  problem?: string;
  children?: ReactNode;
}

/** A labelled input with its error tied to it for screen readers. */
export function FormField({ id, label, problem, children, ...input }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children ?? <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} {...input} />}
      {problem ? (
        <p id={`${id}-error`} className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
