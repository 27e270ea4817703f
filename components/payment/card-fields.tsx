'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutForm, CheckoutProblem } from '@/lib/payment/checkout-schema';
import { FormField } from './form-field';
import styles from './payment.module.css';

interface Props {
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>['card'];
}

/** The built-in gateway's card form, with the test cards it knows (the README lists them too). */
export function CardFields({ register, errors }: Props) {
  const t = useTranslations('payment.card');
  const problems = useTranslations('payment.validation');
  const id = useId();
  const problemOf = (name: keyof NonNullable<typeof errors>) => {
    const key = (errors?.[name] as { message?: string } | undefined)?.message as CheckoutProblem | undefined;
    return key ? problems(key) : undefined;
  };
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
          <li>
            <code>4111 1111 1111 1111</code> {t('testCards.approved')}
          </li>
          <li>
            <code>4000 0000 0000 0002</code> {t('testCards.refused')}
          </li>
          <li>
            <code>4000 0000 0000 9995</code> {t('testCards.insufficientFunds')}
          </li>
          <li>
            <code>4000 0000 0000 3220</code> {t('testCards.challenge')}
          </li>
          <li>
            <code>4000 0000 0000 0119</code> {t('testCards.timeout')}
          </li>
        </ul>
      </details>
    </fieldset>
  );
}
