'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/provider/api/contract/password-limits';
import styles from './account.module.css';

/** The message of a field's problem (a key under `account.errors`), or nothing. */
export function useProblem() {
  const t = useTranslations('account.errors');
  return (error: FieldError | undefined) => (error?.message ? t(error.message as 'required', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : null);
}

/** The ids a field's `aria-describedby` lists: its hint and its error, when shown. */
export const describedBy = (id: string, { hint = false, error }: { hint?: boolean; error?: unknown }) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export function FieldProblem({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error: FieldError | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error under it, tied to it for screen readers. */
export function TextField({ id, label, error, ...input }: FieldProps) {
  const problem = useProblem();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { error })} {...input} />
      <FieldProblem id={id} message={problem(error)} />
    </div>
  );
}

/** A message that takes the focus when it appears or changes, so it is read out and seen. */
export function FocusedMessage({ kind, children }: { kind: 'alert' | 'notice'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <div ref={ref} tabIndex={-1} role={kind === 'alert' ? 'alert' : 'status'} className={kind === 'alert' ? styles.alert : styles.notice}>
      {children}
    </div>
  );
}

/** Where a form ends: a heading and what happens next, focused so the change is announced. */
export function ResultPanel({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} role="status" aria-label={title} className={styles.panel}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
