'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { FormField, useProblems } from './form-field';
import styles from './payment.module.css';

export interface Country {
  id: number;
  name: string;
}

interface Props {
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>['customer'];
  countries: Country[];
  /** An agent books for a traveller: the details are the traveller's, and say so. */
  forTraveller?: boolean;
}

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'emailConfirmation', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
] as const;

/** Who pays and gets the tickets (for an agent: the traveller): name, email twice ('Email does not match'), phone, country. */
export function CustomerFields({ register, errors, countries, forTraveller = false }: Props) {
  const t = useTranslations('payment.customer');
  const agent = useTranslations('payment.agent');
  const id = useId();
  const problemOf = useProblems(errors);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{forTraveller ? agent('travellerTitle') : t('title')}</legend>
      <p className={styles.hint}>{forTraveller ? agent('travellerIntro') : t('intro')}</p>
      <div className={styles.grid}>
        {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={t(name)}
            type={type}
            autoComplete={autoComplete}
            inputMode={type === 'tel' ? 'tel' : undefined}
            problem={problemOf(name)}
            {...register(`customer.${name}`)}
          />
        ))}
        <FormField id={`${id}-country`} label={t('country')} problem={problemOf('countryId')}>
          <select
            id={`${id}-country`}
            autoComplete="country"
            aria-invalid={problemOf('countryId') ? true : undefined}
            aria-describedby={problemOf('countryId') ? `${id}-country-error` : undefined}
            {...register('customer.countryId')}
          >
            <option value="">{t('countryPlaceholder')}</option>
            {countries.map((country) => (
              <option key={country.id} value={String(country.id)}>
                {country.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </fieldset>
  );
}
