'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN } from '@/provider/api/contract/password-limits';
import { describedBy, FieldProblem, useProblem } from './form-parts';
import { passwordStrength } from './password-strength';
import styles from './account.module.css';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** The value typed, for the rules and the strength shown under a new password. */
  rulesFor?: string;
}

const WIDTH = { weak: '33%', fair: '66%', strong: '100%' } as const;

/**
 * A password input with a show/hide toggle (typing on a phone is easier when one can see it);
 * for a new password, the rules it must meet and a strength guide, read out with the field.
 */
export function PasswordField({ id, label, registration, error, autoComplete, rulesFor }: Props) {
  const t = useTranslations('account.password');
  const problem = useProblem();
  const [shown, setShown] = useState(false);
  const rules = rulesFor !== undefined;
  const strength = rules ? passwordStrength(rulesFor) : null;
  const longEnough = (rulesFor?.length ?? 0) >= PASSWORD_MIN;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: rules, error })}
          {...registration}
        />
        <button type="button" className={styles.toggle} aria-pressed={shown} aria-controls={id} onClick={() => setShown((on) => !on)}>
          {t('show')}
        </button>
      </div>
      {rules ? (
        <div id={`${id}-hint`} className={styles.rules}>
          <span>{t('rulesTitle')}</span>
          <ul>
            <li data-met={longEnough}>
              {t('ruleLength', { min: PASSWORD_MIN })} {longEnough ? <span className="visually-hidden">{t('met')}</span> : null}
            </li>
            <li>{t('ruleCommon')}</li>
          </ul>
          <span className={styles.meter} data-level={strength ?? undefined} aria-hidden="true">
            <span style={{ width: strength ? WIDTH[strength] : '0' }} />
          </span>
          <span aria-live="polite">{t('strength', { level: strength ?? 'none' })}</span>
        </div>
      ) : null}
      <FieldProblem id={id} message={problem(error)} />
    </div>
  );
}
