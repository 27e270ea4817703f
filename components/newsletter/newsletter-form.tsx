'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { browserHttp } from '@/lib/api/browser-http';
import { subscribe, UNKNOWN_COUNTRY_ID } from '@/lib/api/newsletter';
import { tooManyText } from '@/lib/api/retry-later';
import type { Language } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';
import styles from '@/components/contact/contact-form.module.css';
import { useCaptchaMessages } from '@/components/contact/captcha-messages';
import { captchaToken } from '@/components/contact/captcha-token';
import { trackSubscribe } from '@/lib/tracking/track';

interface NewsletterForm {
  firstName: string;
  lastName: string;
  email: string;
}

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<NewsletterForm>(() => import('./newsletter-schema').then((m) => m.NewsletterSchema));

/** The newsletter landing page's form (spec §3: firstName, lastName, email; countryId 9999 is sent). */
export function NewsletterFormView({ language }: { language: Language }) {
  const t = useTranslations('newsletterPage');
  const currency = useVisitor((s) => s.currency);
  const captchaMessages = useCaptchaMessages();
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  // Words for a failure worth explaining (the captcha, too many subscriptions); else the generic one.
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterForm>({ resolver: rules, defaultValues: { firstName: '', lastName: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const token = await captchaToken('newsletter');
    if (!token.ok) {
      setState('failed');
      return setProblem(captchaMessages.problem(token.error));
    }
    const result = await subscribe(browserHttp, { ...values, countryId: UNKNOWN_COUNTRY_ID, captchaToken: token.value }, { language, currency });
    if (result.ok) {
      trackSubscribe();
      reset();
      setState('done');
    } else {
      console.error('Newsletter subscription failed:', result.error);
      if (result.error.reason === 'CAPTCHA_FAILED') setProblem(captchaMessages.refused());
      else if (result.error.status === 429) setProblem(tooManyText(t, result.error));
      setState('failed');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor="newsletter-first-name">{t('firstName')}</label>
        <input id="newsletter-first-name" autoComplete="given-name" {...register('firstName')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="newsletter-last-name">{t('lastName')}</label>
        <input id="newsletter-last-name" autoComplete="family-name" {...register('lastName')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="newsletter-page-email">{t('email')} *</label>
        <input
          id="newsletter-page-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          {...register('email')}
        />
        {errors.email?.message ? (
          <p id="newsletter-email-error" className={styles.error}>
            {t(`errors.${errors.email.message}`)}
          </p>
        ) : null}
      </div>
      <p role="status" className={state === 'failed' ? styles.failure : undefined}>
        {state === 'done' ? t('success') : state === 'failed' ? (problem ?? t('failure')) : ''}
      </p>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {t('submit')}
      </button>
    </form>
  );
}
