'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { SANDBOX_CHALLENGE_CODE, TEST_CARDS } from '@/provider/services/payment/test-cards';
import { FormField, useProblems } from './form-field';
import styles from './payment.module.css';

interface Props {
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>['card'];
}

/** The built-in gateway's card form, with the test cards it knows (the README lists them too). */
export function CardFields({ register, errors }: Props) {
  const t = useTranslations('payment.card');
  const id = useId();
  const problemOf = useProblems(errors);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('title')}</legend>
      <div className={styles.grid}>
        <FormField id={`${id}-holder`} label={t('holder')} autoComplete="cc-name" problem={problemOf('holderName')} {...register('card.holderName')} />
        <FormField
          id={`${id}-number`}
          label={t('number')}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 5678 9012 3456"
          problem={problemOf('number')}
          {...register('card.number')}
        />
        <FormField id={`${id}-expiry`} label={t('expiry')} autoComplete="cc-exp" inputMode="numeric" placeholder={t('expiryPlaceholder')} problem={problemOf('expiry')} {...register('card.expiry')} />
        <FormField id={`${id}-cvc`} label={t('cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} problem={problemOf('cvc')} {...register('card.cvc')} />
      </div>
      <details className={styles.testCards}>
        <summary>{t('testCards.title')}</summary>
        <p>{t('testCards.intro')}</p>
        <ul>
          {Object.entries(TEST_CARDS).map(([number, behaviour]) => (
            <li key={number}>
              <code>{number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> {t(`testCards.${behaviour}`, { code: SANDBOX_CHALLENGE_CODE })}
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}
