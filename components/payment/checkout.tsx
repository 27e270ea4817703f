'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useBasketContext } from '@/components/basket/use-basket';
import { paymentMethods } from '@/lib/api/payment';
import { orThrow, callBasket } from '@/lib/basket/basket-call';
import { formatMoneyWithCode } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { agentCheckoutOf, customerOf, sandboxPaymentMethod } from '@/lib/payment/checkout-values';
import { creditBlock } from '@/lib/payment/credit-cover';
import { paymentProblemKey } from '@/lib/payment/problem-key';
import type { Cart } from '@/provider/api/contract/cart';
import { trackAddPaymentInfo, trackBeginCheckout } from '@/lib/tracking/track';
import { useTrackOnce } from '@/lib/tracking/use-track-once';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import { useVisitor } from '@/stores/visitor-store';
import { AgentFields } from './agent-fields';
import { CardFields } from './card-fields';
import { ChallengeDialog } from './challenge-dialog';
import { CustomerFields, type Country } from './customer-fields';
import { OrderSummary } from './order-summary';
import { PayMethodChoice, type PayMethod } from './pay-method-choice';
import { ProcessingOverlay } from './processing-overlay';
import { usePayment } from './use-payment';
import type { PaymentStep } from './adyen-drop-in';
import frame from '@/components/ui/checkout-page.module.css';
import buttons from '@/components/ui/buttons.module.css';
import styles from './payment.module.css';

// Adyen's Drop-in only when Adyen is configured: the sandbox's visitors never load it.
const AdyenDropIn = lazy(() => import('./adyen-drop-in').then((m) => ({ default: m.AdyenDropIn })));

interface Props {
  language: Language;
  countries: Country[];
}

/** The form's rules for who pays how (checkout-schema.ts), each loaded on its first check. */
const RULES = new Map<string, Resolver<CheckoutForm>>();
function rulesFor(who: { card: boolean; agent: boolean }) {
  const key = `${who.card}-${who.agent}`;
  if (!RULES.has(key)) RULES.set(key, lazyZodResolver<CheckoutForm>(() => import('@/lib/payment/checkout-schema').then((m) => m.checkoutSchemaFor(who))));
  return RULES.get(key)!;
}

/** The payment form, once the basket has come: who pays, how, and the order's summary beside it. */
export function Checkout({ language, countries, cart, updating }: Props & { cart: Cart; updating: boolean }) {
  const t = useTranslations('payment');
  const context = useBasketContext(language);
  const payment = usePayment(language);
  const locale = LANGUAGES[language].intlLocale;
  useTrackOnce(cart, trackBeginCheckout);
  const methods = useQuery({
    queryKey: ['payment-methods', cart.currencyId, cart.total.amount, locale],
    queryFn: () =>
      orThrow(callBasket((http, ctx) => paymentMethods(http, { currencyId: cart.currencyId as CurrencyId, locale, amount: cart.total.amount }, ctx), context)),
    staleTime: 5 * 60_000,
  });
  const adyen = methods.data?.gateway === 'adyen' ? methods.data : null;
  const expired = cart.items.some((item) => item.status === 'expired');
  const traveller = cart.traveller;
  // An agent pays from the agency's credit when it covers the basket, unless they choose a card.
  const isAgent = useVisitor((s) => s.isAgent);
  const credit = useVisitor((s) => s.agentCredit);
  const block = isAgent ? creditBlock(cart, credit) : null;
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const method: PayMethod = isAgent && block === null && chosen !== 'card' ? 'credit' : 'card';
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setFocus,
    formState: { errors },
  } = useForm<CheckoutForm>({
    // Read at each check: the card fields count only while our own card form is the way to pay.
    resolver: rulesFor({ card: !adyen && method === 'card', agent: isAgent }),
    mode: 'onTouched',
    defaultValues: {
      customer: { firstName: traveller?.firstName ?? '', lastName: traveller?.lastName ?? '', email: '', emailConfirmation: '', phone: traveller?.phone ?? '', countryId: '' },
      card: { holderName: '', number: '', expiry: '', cvc: '' },
      agent: { reference: '', notifyTraveller: true },
    },
  });
  const amount = { value: cart.total.amount, currency: CURRENCIES[cart.currencyId as CurrencyId].code };
  const payLabel = t('pay', { amount: formatMoneyWithCode(cart.total, locale) });
  const returnUrl = useMemo(() => (typeof window === 'undefined' ? '' : `${window.location.origin}${knownPagePath(language, 'payment')}`), [language]);

  // After a refusal or an error the keyboard goes to the message that explains it.
  useEffect(() => {
    if (payment.stage.kind === 'refused' || payment.stage.kind === 'failed' || payment.stage.kind === 'bankSlow') document.getElementById('payment-problem')?.focus();
  }, [payment.stage.kind]);

  const submit = handleSubmit(
    (values) => {
      // Reported as the payment starts: a second press while one runs starts nothing, so it reports nothing either.
      const started = () => trackAddPaymentInfo(cart, method === 'credit' ? 'agent_credit' : 'card');
      return method === 'credit'
        ? payment.payWithCredit({ customer: customerOf(values.customer), amount, ...agentCheckoutOf(values.agent) }, started)
        : payment.pay(
            {
              customer: customerOf(values.customer),
              amount,
              paymentMethod: sandboxPaymentMethod(values.card),
              returnUrl,
              origin: window.location.origin,
              ...(isAgent ? agentCheckoutOf(values.agent) : {}),
            },
            started,
          );
    },
    (invalid) => {
      const group = (['customer', 'agent', 'card'] as const).find((name) => invalid[name]);
      const first = group ? Object.keys(invalid[group]!)[0] : undefined;
      if (first) setFocus(`${group}.${first}` as Parameters<typeof setFocus>[0]);
    },
  );

  const problem =
    payment.stage.kind === 'refused'
      ? method === 'credit' && payment.stage.reason === 'PLACE_LOST'
        ? t('agent.placeLost')
        : t(`refusals.${payment.stage.reason}` as 'refusals.REFUSED')
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
              <a href={knownPagePath(language, 'basket')}>{t('backToBasket')}</a>
            ) : null}
          </div>
        ) : null}
        {expired ? (
          <p className={styles.alert} role="alert">
            {t('problems.HOLD_EXPIRED')} <a href={knownPagePath(language, 'basket')}>{t('backToBasket')}</a>
          </p>
        ) : null}
        <CustomerFields register={register} errors={errors.customer} countries={countries} forTraveller={isAgent} />
        {isAgent ? <AgentFields register={register} errors={errors.agent} /> : null}
        {isAgent ? <PayMethodChoice language={language} credit={credit} block={block} method={method} onChange={setChosen} /> : null}
        {method === 'credit' ? (
          <button type="submit" className={`${buttons.primary} ${styles.payButton}`} disabled={expired || updating}>
            {t('agent.payFromCredit', { amount: formatMoneyWithCode(cart.total, locale) })}
          </button>
        ) : adyen ? (
          <Suspense fallback={null}>
            <AdyenDropIn
              clientKey={adyen.clientKey ?? ''}
              environment={adyen.environment}
              locale={locale}
              amount={amount}
              paymentMethodsResponse={adyen.paymentMethodsResponse}
              pay={async ({ paymentMethod, browserInfo, origin }): Promise<PaymentStep> => {
                // The customer's details (and an agent's) come first; the Drop-in's own button cannot pay without them.
                if (!(await trigger(isAgent ? ['customer', 'agent'] : 'customer'))) return { result: 'refused' };
                const agentPart = isAgent ? agentCheckoutOf(getValues('agent')) : {};
                trackAddPaymentInfo(cart, typeof paymentMethod.type === 'string' ? paymentMethod.type : 'card');
                return payment.dropIn.pay({ customer: customerOf(getValues('customer')), amount, paymentMethod, browserInfo, origin, returnUrl, ...agentPart });
              }}
              details={payment.dropIn.details}
              onFinal={payment.dropIn.final}
              onError={payment.dropIn.final}
            />
          </Suspense>
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
