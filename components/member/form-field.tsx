import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './member-area.module.css';

interface Props {
  id: string;
  label: string;
  /** A `memberArea.details.errors` key, when the field is wrong. */
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled field of the member's forms, with its hint and its error (the input points at both). */
export function FormField({ id, label, error, hint, children }: Props) {
  const t = useTranslations('memberArea.details.errors');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {t.has(error) ? t(error) : t('generic')}
        </p>
      ) : null}
    </div>
  );
}

/** The ids an input's aria-describedby names: its hint and, when wrong, its error. */
export function describedBy(id: string, { hint = false, error }: { hint?: boolean; error?: unknown }): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** What a form's last submission did: success in a polite status, a refusal as an alert. */
export function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <>
      <p role="status" className={styles.success}>
        {outcome?.ok ? outcome.text : null}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className={styles.failure}>
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
