'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { FormField, useProblems } from './form-field';
import styles from './payment.module.css';
import agent from './agent-checkout.module.css';

interface Props {
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>['agent'];
}

/** What an agent adds to a booking: their own reference for the vouchers, and whether the traveller gets the confirmation too. */
export function AgentFields({ register, errors }: Props) {
  const t = useTranslations('payment.agent');
  const id = useId();
  const problemOf = useProblems(errors);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('bookingTitle')}</legend>
      <FormField id={`${id}-reference`} label={t('reference')} problem={problemOf('reference')}>
        <input
          id={`${id}-reference`}
          autoComplete="off"
          maxLength={40}
          aria-invalid={problemOf('reference') ? true : undefined}
          aria-describedby={[`${id}-reference-hint`, problemOf('reference') ? `${id}-reference-error` : ''].filter(Boolean).join(' ')}
          {...register('agent.reference')}
        />
      </FormField>
      <p id={`${id}-reference-hint`} className={styles.hint}>
        {t('referenceHint')}
      </p>
      <label className={agent.check}>
        <input type="checkbox" {...register('agent.notifyTraveller')} />
        <span>{t('notifyTraveller')}</span>
      </label>
    </fieldset>
  );
}
