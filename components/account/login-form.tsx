'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { logIn } from '@/lib/api/member-auth';
import type { ApiFailure } from '@/lib/api/result';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import buttons from '@/components/ui/buttons.module.css';
import { LoginSchema, type LoginValues } from './account-schemas';
import { FocusedMessage, TextField } from './form-parts';
import { PasswordField } from './password-field';
import { ProviderButtons } from './provider-buttons';
import { useFailureText } from './use-failure-text';
import { useSignedIn } from './use-signed-in';
import styles from './account.module.css';

interface Props {
  language: Language;
  /** Where a successful sign-in leads (`?next=` when it is a path of the shop, else the member area). */
  destination: string;
  /** Why the visitor is here: an email link that no longer works, a Google or Facebook sign-in that did not. */
  notice?: ReactNode;
}

/**
 * Email, password and "remember me" (off unless ticked: the session then ends with the browser).
 * One message for an unknown email and a wrong password (spec §8); an unconfirmed address is told
 * a new link is on its way; too many attempts say for how long.
 */
export function LoginForm({ language, destination, notice }: Props) {
  const t = useTranslations('account');
  const id = useId();
  const signedIn = useSignedIn(language);
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(LoginSchema), mode: 'onTouched', defaultValues: { email: '', password: '', rememberMe: false } });

  const problemOf = (failure: ApiFailure) => {
    if (failure.reason === 'EMAIL_NOT_VERIFIED' || failure.status === 403) return t('login.notVerified');
    if (failure.reason === 'INVALID_CREDENTIALS' || failure.status === 401 || failure.status === 400) return t('login.invalid');
    return failureText(failure);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await callBasket((http, context) => logIn(http, values, context), { language });
    if (result.ok) return signedIn(destination);
    setFailure(problemOf(result.error));
  });

  const returnPath = `${pagePath(language, 'login')}?oauth=1&next=${encodeURIComponent(destination)}`;
  return (
    <div className={styles.card}>
      <p className={styles.lead}>{t('login.intro')}</p>
      {notice}
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
      <p className={styles.links}>
        <Link href={pagePath(language, 'passwordReset')}>{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link href={pagePath(language, 'register')}>{t('login.register')}</Link>
        </span>
      </p>
      <ProviderButtons language={language} returnPath={returnPath} />
    </div>
  );
}
