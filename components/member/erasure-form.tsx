'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { requestErasure } from '@/lib/api/member-area';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import type { ErasureForm as Values } from '@/lib/member/details-schema';
import buttons from '@/components/ui/buttons.module.css';
import styles from './member-area.module.css';

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<Values>(() => import('@/lib/member/details-schema').then((m) => m.ErasureFormSchema));

/** A request to erase someone's personal data, from anyone without an account: ends with a thank-you. */
export function ErasureForm({ language }: { language: Language }) {
  const t = useTranslations('deletePersonalData.form');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // One key per request, as on the contact form: sending the same one again reuses it, so it is stored and mailed once.
  const [sent, setSent] = useState<{ request: string; key: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: rules, mode: 'onTouched', defaultValues: { name: '', email: '', message: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const request = JSON.stringify(values);
    const key = sent?.request === request ? sent.key : crypto.randomUUID();
    setSent({ request, key });
    const result = await callBasket((http, context) => requestErasure(http, values, key, context), { language });
    if (result.ok) setSentTo(values.email.trim());
    else setFailure(result.error.status === 429 ? t('tooMany') : result.error.kind === 'network' ? t('network') : t('failure'));
  });

  if (sentTo) {
    return (
      <div className={styles.section} role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <h3>{t('thanksTitle')}</h3>
        <p>{t('thanks', { email: sentTo })}</p>
      </div>
    );
  }

  const error = (field: keyof Values) => {
    const key = errors[field]?.message;
    return key ? (
      <p id={`erasure-${field}-error`} className={styles.error}>
        {t(`errors.${key}`)}
      </p>
    ) : null;
  };
  const describedBy = (field: keyof Values) => (errors[field] ? `erasure-${field}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby="erasure-required-note">
      <p id="erasure-required-note" className={styles.hint}>
        {t('requiredNote')}
      </p>
      <div className={styles.field}>
        <label htmlFor="erasure-name">{t('name')} *</label>
        <input id="erasure-name" autoComplete="name" aria-invalid={!!errors.name} aria-describedby={describedBy('name')} {...register('name')} />
        {error('name')}
      </div>
      <div className={styles.field}>
        <label htmlFor="erasure-email">{t('email')} *</label>
        <input id="erasure-email" type="email" autoComplete="email" aria-invalid={!!errors.email} aria-describedby={describedBy('email')} {...register('email')} />
        {error('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="erasure-message">{t('message')}</label>
        <textarea id="erasure-message" rows={4} aria-invalid={!!errors.message} aria-describedby={describedBy('message')} {...register('message')} />
        {error('message')}
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={buttons.primary} disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
