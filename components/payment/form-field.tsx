import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { CheckoutProblem } from '@/lib/payment/checkout-schema';
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

/** The message of each field's first failing check, in the page's language (`payment.validation`). */
export function useProblems<Name extends string>(errors: Partial<Record<Name, unknown>> | undefined) {
  const problems = useValidationText('payment.validation');
  return (name: Name): string | undefined => {
    const key = (errors?.[name] as { message?: string } | undefined)?.message as CheckoutProblem | undefined;
    return key ? problems(key) : undefined;
  };
}

/**
 * A form's validation messages: its own namespace's, but the latin-script rule every form shares
 * (`LATIN_NAME`) has one message for all of them, in `common.validation` (spec §8's words).
 */
export function useValidationText(namespace: 'payment.validation' | 'basket.validation') {
  const own = useTranslations(namespace);
  const shared = useTranslations('common.validation');
  return (key: string) => (key === 'latin' ? shared('latin') : own(key));
}
