'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { lookupBooking, type BookingToken } from '@/lib/api/booking';
import type { ApiFailure } from '@/lib/api/result';
import { callBasket } from '@/lib/basket/basket-call';
import type { LookupForm as Values, LookupProblem } from '@/lib/forms/booking-lookup-schema';
import { normaliseReference } from '@/lib/forms/booking-reference';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { Language } from '@/lib/i18n/languages';
import buttons from '@/components/ui/buttons.module.css';
import styles from './manage-booking.module.css';

/** Why the visitor is back at the form: the link or the look-up's token no longer opens the booking. */
export type LookupNotice = 'expired' | 'invalid';

interface Props {
  language: Language;
  notice: LookupNotice | null;
  defaultReference: string;
  onFound: (token: BookingToken) => void;
}

const FIELDS = ['reference', 'email', 'pin'] as const;
type Field = (typeof FIELDS)[number];

/** The method chosen decides which of the two proofs is checked; the other one is left alone. */
const byEmail = lazyZodResolver<Values>(() => import('@/lib/forms/booking-lookup-schema').then((m) => m.EmailLookupSchema));
const byPin = lazyZodResolver<Values>(() => import('@/lib/forms/booking-lookup-schema').then((m) => m.PinLookupSchema));
const resolver: Resolver<Values> = async (values, context, options) => {
  const result = await (values.method === 'pin' ? byPin : byEmail)(values, context, options);
  return Object.keys(result.errors).length > 0 ? (result as ReturnType<Resolver<Values>>) : { values: { ...values, ...result.values }, errors: {} };
};

/** "reference: is not a booking reference; pin: must be six digits": the provider's 400, by field. */
function fieldsOf(message: string): Field[] {
  return message
    .split('; ')
    .map((part) => part.split(':')[0]?.trim())
    .filter((name): name is Field => (FIELDS as readonly string[]).includes(name ?? ''));
}

/**
 * Find a booking by its reference and the email it was made with, or the PIN on the voucher.
 * Field errors sit under their fields (the first one takes the focus); the provider's answers
 * (not found, locked for a while) in an alert that takes the focus.
 */
export function LookupForm({ language, notice, defaultReference, onFound }: Props) {
  const t = useTranslations('manageBooking.lookup');
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { reference: normaliseReference(defaultReference), method: 'email', email: '', pin: '' },
  });
  const method = useWatch({ control, name: 'method' });

  useEffect(() => {
    if (failure || notice) alert.current?.focus();
  }, [failure, notice]);

  const problemOf = (failure: ApiFailure): string => {
    if (failure.reason === 'BOOKING_NOT_FOUND' || failure.status === 404) return t('errors.notFound');
    if (failure.reason === 'LOOKUP_LOCKED' || failure.status === 429) {
      return failure.retryAfter ? t('errors.locked', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) }) : t('errors.lockedLater');
    }
    return failure.kind === 'network' ? t('errors.network') : t('errors.generic');
  };

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const body = values.method === 'pin' ? { reference: values.reference, pin: values.pin.trim() } : { reference: values.reference, email: values.email.trim() };
      const result = await callBasket((http, context) => lookupBooking(http, body, context), { language });
      if (result.ok) return onFound(result.data);
      const fields = result.error.status === 400 ? fieldsOf(result.error.message) : [];
      if (fields.length > 0) {
        for (const field of fields) setError(field, { message: field });
        setFocus(fields[0]!);
        return;
      }
      setFailure(problemOf(result.error));
    },
    (invalid) => {
      const first = FIELDS.find((field) => invalid[field]);
      if (first) setFocus(first);
    },
  );

  const problem = (field: Field) => {
    const key = errors[field]?.message as LookupProblem | undefined;
    return key ? t(`validation.${key}`) : null;
  };
  const describedBy = (field: Field, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : null, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {problem(field)}
      </p>
    ) : null;

  const reference = register('reference');
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      {failure || notice ? (
        <div ref={alert} tabIndex={-1} role="alert" className={styles.alert}>
          {failure ?? t(`notices.${notice!}`)}
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-reference`}>{t('reference')}</label>
          <input
            id={`${id}-reference`}
            className={styles.referenceInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={describedBy('reference', true)}
            {...reference}
            onBlur={(event) => {
              setValue('reference', normaliseReference(event.target.value));
              return reference.onBlur(event);
            }}
          />
          <p id={`${id}-reference-hint`} className={styles.hint}>
            {t('referenceHint')}
          </p>
          {fieldError('reference')}
        </div>

        <fieldset className={styles.segmented}>
          <legend>{t('method')}</legend>
          <div className={styles.segments}>
            <label>
              <input type="radio" value="email" {...register('method')} />
              <span>{t('methodEmail')}</span>
            </label>
            <label>
              <input type="radio" value="pin" {...register('method')} />
              <span>{t('methodPin')}</span>
            </label>
          </div>
        </fieldset>

        {method === 'pin' ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-pin`}>{t('pin')}</label>
            <input
              id={`${id}-pin`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              className={styles.pinInput}
              aria-invalid={errors.pin ? true : undefined}
              aria-describedby={describedBy('pin', true)}
              {...register('pin')}
            />
            <p id={`${id}-pin-hint`} className={styles.hint}>
              {t('pinHint')}
            </p>
            {fieldError('pin')}
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{t('email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email', false)}
              {...register('email')}
            />
            {fieldError('email')}
          </div>
        )}

        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </form>
    </section>
  );
}
