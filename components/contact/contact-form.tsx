'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { browserHttp } from '@/lib/api/browser-http';
import { sendEnquiry } from '@/lib/api/contact';
import { tooManyText } from '@/lib/api/retry-later';
import type { ContactForm } from '@/lib/forms/contact-schema';
import { QUERY_TYPES } from '@/provider/domain/catalogue';
import type { Language } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';
import { useCaptchaMessages } from './captcha-messages';
import { captchaToken } from './captcha-token';
import styles from './contact-form.module.css';
import { trackGenerateLead } from '@/lib/tracking/track';

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<ContactForm>(() => import('@/lib/forms/contact-schema').then((m) => m.ContactFormSchema));

/** The contact form: validated as you go, sent once however often the button is pressed, ending with a thank-you (spec §4). */
export function ContactFormView({ language }: { language: Language }) {
  const t = useTranslations('contact');
  const currency = useVisitor((s) => s.currency);
  const captchaMessages = useCaptchaMessages();
  // One key per message: sending the same message again reuses it, so the provider stores it once;
  // an edited message is another request and gets a new key (a reused key with another body is refused).
  const [sent, setSent] = useState<{ message: string; key: string } | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm>({
    resolver: rules,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', city: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const token = await captchaToken('contact');
    if (!token.ok) return setFailure(captchaMessages.problem(token.error));
    const message = JSON.stringify(values);
    const key = sent?.message === message ? sent.key : crypto.randomUUID();
    setSent({ message, key });
    const result = await sendEnquiry(
      browserHttp,
      { ...values, phone: values.phone || undefined, queryType: values.queryType, captchaToken: token.value },
      key,
      { language, currency },
    );
    if (result.ok) {
      trackGenerateLead('contact');
      setReference(result.data.reference);
    } else if (result.error.reason === 'CAPTCHA_FAILED') setFailure(captchaMessages.refused());
    else setFailure(result.error.status === 429 ? tooManyText(t, result.error) : t('failure'));
  });

  if (reference) {
    return (
      <div className={styles.thanks} role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <h2>{t('thanksTitle')}</h2>
        <p>{t('thanks', { reference })}</p>
      </div>
    );
  }

  const error = (field: keyof ContactForm) => {
    const key = errors[field]?.message;
    return key ? (
      <p id={`contact-${field}-error`} className={styles.error}>
        {t(`errors.${key}`)}
      </p>
    ) : null;
  };
  const describedBy = (field: keyof ContactForm) => (errors[field] ? `contact-${field}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby="contact-required-note">
      <p id="contact-required-note" className={styles.note}>
        {t('requiredNote')}
      </p>
      <div className={styles.field}>
        <label htmlFor="contact-name">{t('fields.name')} *</label>
        <input id="contact-name" autoComplete="name" aria-invalid={!!errors.name} aria-describedby={describedBy('name')} {...register('name')} />
        {error('name')}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">{t('fields.email')} *</label>
        <input id="contact-email" type="email" autoComplete="email" aria-invalid={!!errors.email} aria-describedby={describedBy('email')} {...register('email')} />
        {error('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-phone">{t('fields.phone')}</label>
        <input id="contact-phone" type="tel" autoComplete="tel" aria-invalid={!!errors.phone} aria-describedby={describedBy('phone')} {...register('phone')} />
        {error('phone')}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-city">{t('fields.city')} *</label>
        <input id="contact-city" autoComplete="address-level2" aria-invalid={!!errors.city} aria-describedby={describedBy('city')} {...register('city')} />
        {error('city')}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-type">{t('fields.queryType')} *</label>
        <select id="contact-type" defaultValue="" aria-invalid={!!errors.queryType} aria-describedby={describedBy('queryType')} {...register('queryType')}>
          <option value="" disabled>
            {t('chooseQueryType')}
          </option>
          {QUERY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`queryTypes.${type}`)}
            </option>
          ))}
        </select>
        {error('queryType')}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">{t('fields.message')} *</label>
        <textarea id="contact-message" rows={6} aria-invalid={!!errors.message} aria-describedby={describedBy('message')} {...register('message')} />
        {error('message')}
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  );
}
