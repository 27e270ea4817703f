'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PaymentStep } from '@/components/payment/adyen-drop-in';
import { paymentMethods, type PaymentMethods } from '@/lib/api/payment';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import styles from './manage-booking.module.css';

// Loaded only when a new date costs more: the card form of the built-in gateway, or Adyen's Drop-in.
const CardFields = lazy(() => import('@/components/payment/card-fields').then((m) => ({ default: m.CardFields })));
const AdyenDropIn = lazy(() => import('@/components/payment/adyen-drop-in').then((m) => ({ default: m.AdyenDropIn })));

type Money = { amount: number; currency: string };

/** The contract's currency id of an ISO code ('GBP' → 2). */
const currencyIdOf = (code: string): CurrencyId => {
  const found = Object.entries(CURRENCIES).find(([, currency]) => currency.code === code)?.[0];
  return (found ? Number(found) : 1) as CurrencyId;
};

/** Which gateway takes the difference (payments/methods): the sandbox's card form, or Adyen with its key and methods. */
export function useGateway(difference: Money | null, language: Language) {
  const amount = difference?.amount ?? 0;
  const currencyId = currencyIdOf(difference?.currency ?? 'EUR');
  const locale = LANGUAGES[language].intlLocale;
  return useQuery({
    queryKey: ['payment-methods', currencyId, amount, locale],
    queryFn: () => orThrow(callBasket((http, context) => paymentMethods(http, { currencyId, locale, amount }, context), { language })),
    enabled: amount > 0,
    staleTime: 5 * 60_000,
  });
}

interface Props {
  gateway: PaymentMethods | undefined;
  failed: boolean;
  difference: Money;
  intlLocale: string;
  register: UseFormRegister<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>['card'];
  /** Adyen's Drop-in pays with its own button: the change is sent with its payment method. */
  payWithDropIn: (paymentMethod: Record<string, unknown>) => Promise<PaymentStep>;
  onDropInError: () => void;
}

/** How the difference of a dearer date is paid: the card form (built-in gateway) or Adyen's Drop-in. */
export function ChangePayment({ gateway, failed, difference, intlLocale, register, errors, payWithDropIn, onDropInError }: Props) {
  const t = useTranslations('manageBooking.change');
  if (failed) {
    return (
      <p className={styles.alert} role="alert">
        {t('errors.paymentUnavailable')}
      </p>
    );
  }
  if (!gateway) {
    return (
      <p className={styles.muted} role="status">
        {t('loadingPayment')}
      </p>
    );
  }
  if (gateway.gateway === 'adyen') {
    return (
      <Suspense fallback={null}>
        <AdyenDropIn
          clientKey={gateway.clientKey ?? ''}
          environment={gateway.environment}
          locale={intlLocale}
          amount={{ value: difference.amount, currency: difference.currency }}
          paymentMethodsResponse={gateway.paymentMethodsResponse}
          pay={({ paymentMethod }) => payWithDropIn(paymentMethod)}
          // A 3-D Secure step for a supplement is not offered yet (ADR 0014): the provider refuses it.
          details={() => Promise.resolve<PaymentStep>({ result: 'refused' })}
          onFinal={() => undefined}
          onError={onDropInError}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <CardFields register={register} errors={errors} />
    </Suspense>
  );
}
