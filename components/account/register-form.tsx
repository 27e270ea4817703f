'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { registerMember } from '@/lib/api/member-auth';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import buttons from '@/components/ui/buttons.module.css';
import type { RegisterValues } from './account-schemas';
import { describedBy, FieldProblem, FocusedMessage, ResultPanel, TextField, useProblem } from './form-parts';
import { PasswordField } from './password-field';
import { refusedFields, useFailureText } from './use-failure-text';
import styles from './account.module.css';
import { trackSignUp } from '@/lib/tracking/track';

/** In the order they show: the first one refused takes the focus. */
const FIELDS = ['name', 'email', 'emailConfirm', 'password', 'acceptTerms'] as const;

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<RegisterValues>(() => import('./account-schemas').then((m) => m.RegisterSchema));

/**
 * Name, email twice, password (its rules and strength shown as it is typed), the terms and the
 * newsletter. The answer is the same whether or not the address already has an account: "check
 * your inbox", where a new member finds the confirmation link and an existing one nothing new.
 */
export function RegisterForm({ language }: { language: Language }) {
  const paths = useShellPaths();
  const t = useTranslations('account');
  const id = useId();
  const problem = useProblem();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: rules,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', emailConfirm: '', password: '', acceptTerms: false, newsletter: false },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ name, email, password, newsletter }) => {
    setFailure(null);
    const result = await callBasket((http, context) => registerMember(http, { name, email, password, acceptTerms: true, newsletter }, context), { language });
    if (result.ok) {
      trackSignUp('email');
      return setSentTo(email);
    }
    // A common password is refused by the provider alone (422): it shows under the password like the rules checked here.
    const refused = result.error.reason === 'PASSWORD_TOO_WEAK' ? [{ field: 'password', problem: 'passwordWeak' }] : refusedFields(result.error);
    const fields = FIELDS.filter((field) => refused.some((r) => r.field === field));
    if (fields.length === 0) return setFailure(failureText(result.error));
    for (const field of fields) setError(field, { message: refused.find((r) => r.field === field)?.problem });
    setFocus(fields[0]!);
  });

  if (sentTo) {
    return (
      <ResultPanel title={t('register.sentTitle')}>
        <p>{t('register.sentBody', { email: sentTo })}</p>
        <p className={styles.muted}>{t('register.sentHint')}</p>
      </ResultPanel>
    );
  }

  const required = (label: string) => `${label} *`;
  return (
    <div className={styles.card}>
      <p className={styles.lead}>{t('register.intro')}</p>
      {failure ? <FocusedMessage kind="alert">{failure}</FocusedMessage> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${id}-note`}>
        <p id={`${id}-note`} className={styles.hint}>
          {t('requiredNote')}
        </p>
        <TextField id={`${id}-name`} label={required(t('fields.name'))} autoComplete="name" aria-required error={errors.name} {...register('name')} />
        <TextField id={`${id}-email`} label={required(t('fields.email'))} type="email" autoComplete="email" aria-required error={errors.email} {...register('email')} />
        <TextField
          id={`${id}-emailConfirm`}
          label={required(t('fields.emailConfirm'))}
          type="email"
          autoComplete="email"
          aria-required
          error={errors.emailConfirm}
          {...register('emailConfirm')}
        />
        <PasswordField
          id={`${id}-password`}
          label={required(t('fields.password'))}
          autoComplete="new-password"
          error={errors.password}
          registration={register('password')}
          rulesFor={password}
        />
        <div className={styles.check}>
          <input
            id={`${id}-terms`}
            type="checkbox"
            aria-required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={describedBy(`${id}-terms`, { error: errors.acceptTerms })}
            {...register('acceptTerms')}
          />
          <label htmlFor={`${id}-terms`}>
            {t.rich('fields.acceptTerms', {
              terms: (chunks) => (
                <a href={paths.terms} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            })}{' '}
            *
          </label>
          <FieldProblem id={`${id}-terms`} message={problem(errors.acceptTerms)} />
        </div>
        <div className={styles.check}>
          <input id={`${id}-newsletter`} type="checkbox" {...register('newsletter')} />
          <label htmlFor={`${id}-newsletter`}>{t('fields.newsletter')}</label>
        </div>
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className={styles.links}>
        <span>
          {t('register.haveAccount')} <a href={paths.login}>{t('register.login')}</a>
        </span>
      </p>
    </div>
  );
}
