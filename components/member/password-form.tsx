'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN } from '@/provider/api/contract/password-limits';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { changePassword, type MemberInfo } from '@/lib/api/member-area';
import type { PasswordForm as Values } from '@/lib/member/details-schema';
import buttons from '@/components/ui/buttons.module.css';
import { describedBy, FormField, Outcome } from './form-field';
import { failureKey, useMemberCall } from './use-member-call';
import styles from './member-area.module.css';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<Values>(() => import('@/lib/member/details-schema').then((m) => m.PasswordFormSchema));

/** Changing the password (the current one first); an account made with Google or Facebook has none to change. */
export function PasswordForm({ info }: { info: MemberInfo }) {
  const t = useTranslations('memberArea.details.password');
  const errorText = useTranslations('memberArea.details.errors');
  const send = useMemberCall();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: rules, mode: 'onTouched', defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  if (!info.hasPassword) {
    return (
      <section className={styles.section} aria-labelledby="member-password-title">
        <h3 id="member-password-title">{t('title')}</h3>
        <p>{t('none', { providers: info.providers.map((provider) => PROVIDER_NAMES[provider]).join(', ') })}</p>
      </section>
    );
  }

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    const result = await send((http, context) => changePassword(http, { currentPassword, newPassword }, context));
    if (result.ok) {
      reset();
      setOutcome({ ok: true, text: t('changed') });
      return;
    }
    const key = failureKey(result.error);
    // Said at the field it is about, which takes the focus.
    if (key === 'wrongPassword') return setError('currentPassword', { message: key }, { shouldFocus: true });
    if (key === 'weakPassword') return setError('newPassword', { message: key }, { shouldFocus: true });
    setOutcome({ ok: false, text: errorText(key) });
  });

  return (
    <section className={styles.section} aria-labelledby="member-password-title">
      <h3 id="member-password-title">{t('title')}</h3>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField id="member-current-password" label={t('current')} error={errors.currentPassword?.message}>
          <input
            id="member-current-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.currentPassword}
            aria-describedby={describedBy('member-current-password', { error: errors.currentPassword })}
            {...register('currentPassword')}
          />
        </FormField>
        <FormField id="member-new-password" label={t('new')} error={errors.newPassword?.message} hint={t('hint', { min: PASSWORD_MIN })}>
          <input
            id="member-new-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.newPassword}
            aria-describedby={describedBy('member-new-password', { hint: true, error: errors.newPassword })}
            {...register('newPassword')}
          />
        </FormField>
        <FormField id="member-confirm-password" label={t('confirm')} error={errors.confirmPassword?.message}>
          <input
            id="member-confirm-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.confirmPassword}
            aria-describedby={describedBy('member-confirm-password', { error: errors.confirmPassword })}
            {...register('confirmPassword')}
          />
        </FormField>
        <Outcome outcome={outcome} />
        <button type="submit" className={buttons.secondary} disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </form>
    </section>
  );
}
