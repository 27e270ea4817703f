'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { editMember, type MemberInfo } from '@/lib/api/member-area';
import { currencyLabel, CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';
import { LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import type { DetailsForm as Values } from '@/lib/member/details-schema';
import { memberKeys } from '@/lib/member/use-member';
import { API_LANGUAGES } from '@/provider/api/contract/languages';
import { visitorChanged } from '@/stores/visitor-store';
import buttons from '@/components/ui/buttons.module.css';
import { describedBy, FormField, Outcome } from './form-field';
import { failureKey, useMemberCall } from './use-member-call';
import styles from './member-area.module.css';

/** Each of the provider's languages by the name the language menu gives it ('us': English (US)). */
const languageName = (api: (typeof API_LANGUAGES)[number]) => LANGUAGES[LANGUAGE_CODES.find((code) => LANGUAGES[code].apiLanguage === api) ?? 'en'].nameExt;

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<Values>(() => import('@/lib/member/details-schema').then((m) => m.DetailsFormSchema));

/** Name, phone, preferred language and currency, newsletter: checked as typed, saved in one call. */
export function DetailsForm({ info }: { info: MemberInfo }) {
  const t = useTranslations('memberArea.details');
  const errorText = useTranslations('memberArea.details.errors');
  const queryClient = useQueryClient();
  const send = useMemberCall();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: rules,
    mode: 'onTouched',
    defaultValues: { name: info.name, phone: info.phone ?? '', language: info.language, currencyId: String(info.currencyId) as Values['currencyId'], newsletter: info.newsletter },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const body = { ...values, name: values.name.trim(), phone: values.phone.trim(), currencyId: Number(values.currencyId) as 1 | 2 | 3 };
    const result = await send((http, context) => editMember(http, body, context));
    if (result.ok) {
      setOutcome({ ok: true, text: t('saved') });
      // A new first name reaches the header through the `sub` cookie the answer set.
      visitorChanged();
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    } else {
      setOutcome({ ok: false, text: errorText(failureKey(result.error)) });
    }
  });

  return (
    <section className={styles.section} aria-labelledby="member-details-title">
      <h3 id="member-details-title">{t('personal')}</h3>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField id="member-name" label={t('fields.name')} error={errors.name?.message}>
          <input id="member-name" autoComplete="name" aria-invalid={!!errors.name} aria-describedby={describedBy('member-name', { error: errors.name })} {...register('name')} />
        </FormField>
        <FormField id="member-email" label={t('fields.email')} error={undefined} hint={t('emailNote')}>
          <input id="member-email" type="email" value={info.email} readOnly aria-describedby="member-email-hint" />
        </FormField>
        <FormField id="member-phone" label={t('fields.phone')} error={errors.phone?.message}>
          <input id="member-phone" type="tel" autoComplete="tel" aria-invalid={!!errors.phone} aria-describedby={describedBy('member-phone', { error: errors.phone })} {...register('phone')} />
        </FormField>
        <FormField id="member-language" label={t('fields.language')} error={errors.language?.message}>
          <select id="member-language" {...register('language')}>
            {API_LANGUAGES.map((api) => (
              <option key={api} value={api}>
                {languageName(api)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="member-currency" label={t('fields.currency')} error={errors.currencyId?.message}>
          <select id="member-currency" {...register('currencyId')}>
            {CURRENCY_IDS_IN_ORDER.map((id) => (
              <option key={id} value={String(id)}>
                {currencyLabel(id)}
              </option>
            ))}
          </select>
        </FormField>
        <div className={styles.checkbox}>
          <input id="member-newsletter" type="checkbox" {...register('newsletter')} />
          <label htmlFor="member-newsletter">{t('fields.newsletter')}</label>
        </div>
        <Outcome outcome={outcome} />
        <button type="submit" className={buttons.primary} disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  );
}
