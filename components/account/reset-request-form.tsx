'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { requestPasswordReset } from '@/lib/api/member-auth';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import buttons from '@/components/ui/buttons.module.css';
import type { ResetRequestValues } from './account-schemas';
import { FocusedMessage, ResultPanel, TextField } from './form-parts';
import { refusedFields, useFailureText } from './use-failure-text';
import styles from './account.module.css';

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<ResetRequestValues>(() => import('./account-schemas').then((m) => m.ResetRequestSchema));

/**
 * "Send me a link": the same confirmation whatever the address, so the page never tells whether
 * an email has an account. `notice`: why the visitor is asked again (the link was spent or expired).
 */
export function ResetRequestForm({ language, notice }: { language: Language; notice?: ReactNode }) {
  const t = useTranslations('account');
  const id = useId();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({ resolver: rules, mode: 'onTouched', defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await callBasket((http, context) => requestPasswordReset(http, email, context), { language });
    if (result.ok) return setSentTo(email);
    if (refusedFields(result.error).some((refused) => refused.field === 'email')) {
      setError('email', { message: 'email' });
      return setFocus('email');
    }
    setFailure(failureText(result.error));
  });

  if (sentTo) {
    return (
      <ResultPanel title={t('reset.requestSentTitle')}>
        <p>{t('reset.requestSentBody', { email: sentTo })}</p>
      </ResultPanel>
    );
  }
  return (
    <div className={styles.card}>
      {notice}
      <p className={styles.lead}>{t('reset.requestIntro')}</p>
      {failure ? <FocusedMessage kind="alert">{failure}</FocusedMessage> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField id={`${id}-email`} label={t('fields.email')} type="email" autoComplete="email" aria-required error={errors.email} {...register('email')} />
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('reset.requestSending') : t('reset.requestSubmit')}
        </button>
      </form>
    </div>
  );
}
