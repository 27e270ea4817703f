'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { EmptyBasket } from '@/components/basket/empty-basket';
import { failureOf, useBasketContext, useBasketQuery, useLostSession } from '@/components/basket/use-basket';
import { paymentMethods } from '@/lib/api/payment';
import { orThrow, callBasket } from '@/lib/basket/basket-call';
import { formatMoneyWithCode } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { CheckoutFormSchema, CustomerOnlySchema, customerOf, sandboxPaymentMethod, type CheckoutForm } from '@/lib/payment/checkout-schema';
import { paymentProblemKey } from '@/lib/payment/problem-key';
import type { Cart } from '@/provider/api/contract/cart';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import { CardFields } from './card-fields';
import { ChallengeDialog } from './challenge-dialog';
import { CustomerFields, type Country } from './customer-fields';
import { OrderSummary } from './order-summary';
import { ProcessingOverlay } from './processing-overlay';
import { usePayment } from './use-payment';
import { useResumeOnLoad } from './use-resume-on-load';
import type { PaymentStep } from './adyen-drop-in';
import frame from '@/components/ui/checkout-page.module.css';
import buttons from '@/components/ui/buttons.module.css';
import styles from './payment.module.css';

// Adyen's Drop-in only when Adyen is configured: the sandbox's visitors never load it.
const AdyenDropIn = dynamic(() => import('./adyen-drop-in').then((m) => m.AdyenDropIn), { ssr: false });

interface Props {
  language: Language;
  countries: Country[];
}

/** The payment page's client island: the basket, the customer's details, the card, the pay button. */
export function PaymentIsland({ language, countries }: Props) {
  const t = useTranslations('payment');
  const query = useBasketQuery(language);
  const lost = useLostSession(language, query.error);
  const cart = query.data;
  const resuming = useResumeOnLoad(language);

  if (lost) return null;
  if (query.isPending || resuming) {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  if (!cart) {
    return (
      <p className={styles.alert} role="alert">
        {t(`problems.${paymentProblemKey(failureOf(query.error))}`)}
      </p>
    );
  }
  if (cart.count === 0) return <EmptyBasket language={language} takeFocus={false} />;
  // While the basket is loaded again (a currency change re-prices it) what it costs may change: no paying meanwhile.
  return <Checkout language={language} countries={countries} cart={cart} updating={query.isFetching} />;
}

function Checkout({ language, countries, cart, updating }: Props & { cart: Cart; updating: boolean }) {
  const t = useTranslations('payment');
  const context = useBasketContext(language);
  const payment = usePayment(language);
  const locale = LANGUAGES[language].intlLocale;
  const methods = useQuery({
    queryKey: ['payment-methods', cart.currencyId, cart.total.amount, locale],
    queryFn: () =>
      orThrow(callBasket((http, ctx) => paymentMethods(http, { currencyId: cart.currencyId as CurrencyId, locale, amount: cart.total.amount }, ctx), context)),
    staleTime: 5 * 60_000,
  });
  const adyen = methods.data?.gateway === 'adyen' ? methods.data : null;
  const expired = cart.items.some((item) => item.status === 'expired');
  const traveller = cart.traveller;
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setFocus,
    formState: { errors },
  } = useForm<CheckoutForm>({
    resolver: zodResolver(adyen ? (CustomerOnlySchema as unknown as typeof CheckoutFormSchema) : CheckoutFormSchema),
    mode: 'onTouched',
    defaultValues: {
      customer: { firstName: traveller?.firstName ?? '', lastName: traveller?.lastName ?? '', email: '', emailConfirmation: '', phone: traveller?.phone ?? '', countryId: '' },
      card: { holderName: '', number: '', expiry: '', cvc: '' },
    },
  });
  const amount = { value: cart.total.amount, currency: CURRENCIES[cart.currencyId as CurrencyId].code };
  const payLabel = t('pay', { amount: formatMoneyWithCode(cart.total, locale) });
  const returnUrl = useMemo(() => (typeof window === 'undefined' ? '' : `${window.location.origin}${pagePath(language, 'payment')}`), [language]);

  // After a refusal or an error the keyboard goes to the message that explains it.
  useEffect(() => {
    if (payment.stage.kind === 'refused' || payment.stage.kind === 'failed' || payment.stage.kind === 'bankSlow') document.getElementById('payment-problem')?.focus();
  }, [payment.stage.kind]);

  const submit = handleSubmit(
    (values) =>
      payment.pay({ customer: customerOf(values.customer), amount, paymentMethod: sandboxPaymentMethod(values.card), returnUrl, origin: window.location.origin }),
    (invalid) => {
      const first = invalid.customer ? Object.keys(invalid.customer)[0] : invalid.card ? Object.keys(invalid.card)[0] : null;
      if (first) setFocus((invalid.customer ? `customer.${first}` : `card.${first}`) as Parameters<typeof setFocus>[0]);
    },
  );

  const problem =
    payment.stage.kind === 'refused'
      ? t(`refusals.${payment.stage.reason}` as 'refusals.REFUSED')
      : payment.stage.kind === 'failed'
        ? t(`problems.${paymentProblemKey(payment.stage.failure)}`)
        : payment.stage.kind === 'bankSlow'
          ? t('problems.bankSlow')
          : null;

  return (
    <div className={frame.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem ? 'payment-problem' : undefined}>
        {problem ? (
          <div id="payment-problem" className={styles.alert} role="alert" tabIndex={-1}>
            <p>{problem}</p>
            {payment.stage.kind === 'failed' && ['HOLD_EXPIRED', 'PRICE_CHANGED', 'CART_EMPTY'].includes(payment.stage.failure.reason ?? '') ? (
              <a href={pagePath(language, 'basket')}>{t('backToBasket')}</a>
            ) : null}
          </div>
        ) : null}
        {expired ? (
          <p className={styles.alert} role="alert">
            {t('problems.HOLD_EXPIRED')} <a href={pagePath(language, 'basket')}>{t('backToBasket')}</a>
          </p>
        ) : null}
        <CustomerFields register={register} errors={errors.customer} countries={countries} />
        {adyen ? (
          <AdyenDropIn
            clientKey={adyen.clientKey ?? ''}
            environment={adyen.environment}
            locale={locale}
            amount={amount}
            paymentMethodsResponse={adyen.paymentMethodsResponse}
            pay={async ({ paymentMethod, browserInfo, origin }): Promise<PaymentStep> => {
              // The customer's details come first; the Drop-in's own button cannot pay without them.
              if (!(await trigger('customer'))) return { result: 'refused' };
              return payment.dropIn.pay({ customer: customerOf(getValues('customer')), amount, paymentMethod, browserInfo, origin, returnUrl });
            }}
            details={payment.dropIn.details}
            onFinal={payment.dropIn.final}
            onError={payment.dropIn.final}
          />
        ) : (
          <>
            <CardFields register={register} errors={errors.card} />
            <p className={styles.secure}>{t('secure')}</p>
            <button type="submit" className={`${buttons.primary} ${styles.payButton}`} disabled={expired || updating}>
              {payLabel}
            </button>
          </>
        )}
      </form>
      <OrderSummary cart={cart} language={language} updating={updating} />
      {payment.stage.kind === 'processing' ? <ProcessingOverlay waiting={payment.stage.waiting} /> : null}
      {payment.stage.kind === 'challenge' ? (
        <ChallengeDialog
          language={language}
          answer={payment.stage.answer}
          onConfirm={(code) => payment.stage.kind === 'challenge' && payment.completeChallenge(payment.stage.answer.orderId, { code })}
          onCancel={() => payment.stage.kind === 'challenge' && payment.abandonChallenge(payment.stage.answer.orderId)}
        />
      ) : null}
    </div>
  );
}
