'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { FocusedMessage } from '@/components/account/form-parts';
import { CardFields } from '@/components/payment/card-fields';
import { ChallengeDialog } from '@/components/payment/challenge-dialog';
import { FormField } from '@/components/payment/form-field';
import { ProcessingOverlay } from '@/components/payment/processing-overlay';
import type { AgentInfo } from '@/lib/api/agent-auth';
import type { AgencyCredit, TopUpAnswer } from '@/lib/api/agent-area';
import { paymentMethods } from '@/lib/api/payment';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { sandboxPaymentMethod } from '@/lib/payment/checkout-values';
import type { CurrencyId } from '@/provider/api/contract/languages';
import type { PaymentAnswer } from '@/provider/api/contract/payment';
import buttons from '@/components/ui/buttons.module.css';
import { useAgentContext } from './agent-session';
import { useMoney } from './use-money';
import { inRange, parseAmount, type TopUpForm } from './top-up-amount';
import { TOP_UP_MAX, TOP_UP_MIN } from '@/provider/api/contract/top-up-limits';
import { useTopUp, type TopUpStage } from './use-top-up';
import styles from './agent-area.module.css';
import { LoadFailed } from '@/components/ui/load-failed';

// Adyen's Drop-in only when Adyen is configured: the sandbox's agents never load it.
const AdyenDropIn = lazy(() => import('@/components/payment/adyen-drop-in').then((m) => ({ default: m.AdyenDropIn })));

/** The form's rules (the amount, and the card when the sandbox takes it), loaded on its first check. */
const RULES = {
  amountOnly: lazyZodResolver<TopUpForm>(() => import('./top-up-schema').then((m) => m.AmountOnlySchema)),
  withCard: lazyZodResolver<TopUpForm>(() => import('./top-up-schema').then((m) => m.SandboxTopUpSchema)),
};

/** The sandbox's 3-D Secure dialog reads what a payment's answer would say: the amount and the reference. */
const asPaymentAnswer = (answer: TopUpAnswer): PaymentAnswer => ({
  orderId: answer.reference,
  reference: answer.reference,
  status: 'pending',
  result: 'action',
  action: answer.action,
  refusal: null,
  amount: answer.amount,
  voucherToken: null,
});

interface Props {
  language: Language;
  agency: AgentInfo['agency'];
  credit: AgencyCredit;
}

/**
 * Adds to the agency's credit by card, in its currency: the amount, then the payment page's own
 * card form (the sandbox's fields, or Adyen's Drop-in, as `payments/methods` says), the 3-D
 * Secure step, and what came of it with the credit now available.
 */
export function TopUpPanel({ language, agency, credit }: Props) {
  const paths = useShellPaths();
  const t = useTranslations('agentArea.topUp');
  const id = useId();
  const context = useAgentContext();
  const money = useMoney();
  const topUp = useTopUp();
  const locale = LANGUAGES[language].intlLocale;
  const methods = useQuery({
    queryKey: ['payment-methods', agency.currencyId, TOP_UP_MIN, locale],
    queryFn: () => orThrow(callBasket((http, ctx) => paymentMethods(http, { currencyId: agency.currencyId as CurrencyId, locale, amount: TOP_UP_MIN }, ctx), context)),
    staleTime: 5 * 60_000,
  });
  const adyen = methods.data?.gateway === 'adyen' ? methods.data : null;
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setFocus,
    reset,
    control,
    formState: { errors },
  } = useForm<TopUpForm>({
    resolver: adyen ? RULES.amountOnly : RULES.withCard,
    mode: 'onTouched',
    defaultValues: { amount: '', card: { holderName: '', number: '', expiry: '', cvc: '' } },
  });
  const typed = parseAmount(useWatch({ control, name: 'amount' }) ?? '');
  const limits = { min: money(TOP_UP_MIN, credit.currency), max: money(TOP_UP_MAX, credit.currency) };
  const returnUrl = () => `${window.location.origin}${paths.agentArea}#top-up`;

  const submit = handleSubmit(
    async (values) => {
      await topUp.submit({ amount: parseAmount(values.amount)!, paymentMethod: sandboxPaymentMethod(values.card), returnUrl: returnUrl() });
    },
    (invalid) => {
      const first = invalid.amount ? 'amount' : invalid.card ? `card.${Object.keys(invalid.card)[0]}` : null;
      if (first) setFocus(first as Parameters<typeof setFocus>[0]);
    },
  );

  // Credited: the next top-up starts from an empty form (the message stays).
  useEffect(() => {
    if (topUp.stage.kind === 'added') reset();
  }, [topUp.stage.kind, reset]);

  const amountProblem = errors.amount?.message ? t(`errors.${errors.amount.message as 'required'}`, limits) : undefined;
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.sectionTitle}>{t('title')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      <TopUpResult stage={topUp.stage} />
      {methods.isPending ? <p role="status">{t('loading')}</p> : null}
      {methods.isError ? (
        <LoadFailed className={styles.alert} message={t('methodsFailed')} retryLabel={t('retry')} onRetry={() => void methods.refetch()} />
      ) : null}
      {methods.data ? (
        <form className={styles.topUpForm} onSubmit={submit} noValidate>
          <FormField
            id={`${id}-amount`}
            label={t('amount', { currency: credit.currency })}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={`${id}-amount-hint${amountProblem ? ` ${id}-amount-error` : ''}`}
            problem={amountProblem}
            {...register('amount')}
          />
          <p id={`${id}-amount-hint`} className={styles.hint}>
            {t('limits', limits)}
          </p>
          {adyen ? (
            inRange(typed) ? (
              <Suspense fallback={null}>
                <AdyenDropIn
                  clientKey={adyen.clientKey ?? ''}
                  environment={adyen.environment}
                  locale={locale}
                  amount={{ value: typed!, currency: credit.currency }}
                  paymentMethodsResponse={adyen.paymentMethodsResponse}
                  pay={async ({ paymentMethod, browserInfo }) => {
                    if (!(await trigger('amount'))) return { result: 'refused' };
                    return topUp.dropIn.pay({ amount: parseAmount(getValues('amount'))!, paymentMethod, browserInfo, returnUrl: returnUrl() });
                  }}
                  details={topUp.dropIn.details}
                  onFinal={topUp.dropIn.final}
                  onError={topUp.dropIn.final}
                />
              </Suspense>
            ) : (
              <p className={styles.hint}>{t('amountFirst')}</p>
            )
          ) : (
            <>
              {/* CardFields registers only `card.*`, which this form shares with the checkout's. */}
              <CardFields register={register as unknown as UseFormRegister<CheckoutForm>} errors={errors.card} />
              <button type="submit" className={buttons.primary} disabled={topUp.stage.kind === 'processing'}>
                {inRange(typed) ? t('submitAmount', { amount: money(typed!, credit.currency) }) : t('submit')}
              </button>
            </>
          )}
        </form>
      ) : null}
      {topUp.stage.kind === 'processing' ? <ProcessingOverlay waiting={false} /> : null}
      {topUp.stage.kind === 'challenge' ? (
        <ChallengeDialog
          language={language}
          answer={asPaymentAnswer(topUp.stage.answer)}
          onConfirm={(code) => topUp.stage.kind === 'challenge' && void topUp.completeChallenge(topUp.stage.answer.reference, { code })}
          onCancel={topUp.cancelChallenge}
        />
      ) : null}
    </div>
  );
}

/** What came of the last top-up, read out and focused as it appears. */
function TopUpResult({ stage }: { stage: TopUpStage }) {
  const t = useTranslations('agentArea.topUp');
  const money = useMoney();
  switch (stage.kind) {
    case 'added': {
      const { amount, credit } = stage.answer;
      return <FocusedMessage kind="notice">{t('added', { amount: money(amount.amount, amount.currency), available: money(credit.available, credit.currency) })}</FocusedMessage>;
    }
    case 'waiting':
      return <FocusedMessage kind="notice">{t('waiting', { amount: money(stage.answer.amount.amount, stage.answer.amount.currency) })}</FocusedMessage>;
    case 'refused':
      return <FocusedMessage kind="alert">{t('refused')}</FocusedMessage>;
    case 'cancelled':
      return <FocusedMessage kind="alert">{t('cancelled')}</FocusedMessage>;
    case 'failed':
      return <FocusedMessage kind="alert">{stage.failure.kind === 'network' ? t('failedNetwork') : t('failed')}</FocusedMessage>;
    default:
      return null;
  }
}
