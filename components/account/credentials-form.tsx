'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { ApiFailure, ApiResult } from '@/lib/api/result';
import buttons from '@/components/ui/buttons.module.css';
import type { LoginValues } from './account-schemas';
import { FocusedMessage, TextField } from './form-parts';
import { PasswordField } from './password-field';
import { useFailureText } from './use-failure-text';
import styles from './account.module.css';

interface Props {
  /** Sends the credentials: the member login or the agent login, which answer alike. */
  logIn: (values: LoginValues) => Promise<ApiResult<unknown>>;
  /** What follows a successful sign-in (the form stays busy while it runs). */
  onSignedIn: () => unknown;
}

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<LoginValues>(() => import('./account-schemas').then((m) => m.LoginSchema));

/**
 * Email, password and "remember me" (off unless ticked: the session then ends with the browser).
 * One message for an unknown email and a wrong password (spec §8); an unconfirmed address is told
 * a new link is on its way; too many attempts say for how long.
 */
export function CredentialsForm({ logIn, onSignedIn }: Props) {
  const t = useTranslations('account');
  const id = useId();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: rules, mode: 'onTouched', defaultValues: { email: '', password: '', rememberMe: false } });

  const problemOf = (failure: ApiFailure) => {
    if (failure.reason === 'EMAIL_NOT_VERIFIED' || failure.status === 403) return t('login.notVerified');
    if (failure.reason === 'INVALID_CREDENTIALS' || failure.status === 401 || failure.status === 400) return t('login.invalid');
    return failureText(failure);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await logIn(values);
    if (result.ok) return void (await onSignedIn());
    setFailure(problemOf(result.error));
  });

  return (
    <>
      {failure ? <FocusedMessage kind="alert">{failure}</FocusedMessage> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField id={`${id}-email`} label={t('fields.email')} type="email" autoComplete="email" aria-required error={errors.email} {...register('email')} />
        <PasswordField
          id={`${id}-password`}
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password}
          registration={register('password')}
        />
        <div className={styles.check}>
          <input id={`${id}-remember`} type="checkbox" aria-describedby={`${id}-remember-hint`} {...register('rememberMe')} />
          <label htmlFor={`${id}-remember`}>{t('fields.rememberMe')}</label>
          <p id={`${id}-remember-hint`} className={styles.hint}>
            {t('fields.rememberMeHint')}
          </p>
        </div>
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </>
  );
}
