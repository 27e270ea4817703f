'use client';

import { useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { getVoucher, resumePayment, voucherPdfUrl } from '@/lib/api/payment';
import type { ApiFailure } from '@/lib/api/result';
import { BasketCallError, callBasket, orThrow } from '@/lib/basket/basket-call';
import { COOKIES } from '@/lib/cookies/names';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import { useShellPaths } from '@/components/providers/shell-paths';
import { homePath } from '@/lib/i18n/paths';
import { purchaseEvent, trackPurchaseOnce } from '@/lib/payment/purchase-event';
import { checkoutItems } from '@/lib/tracking/track';
import type { PaymentAnswer } from '@/provider/api/contract/payment';
import { offersMobileVoucher } from '@/provider/domain/voucher-offer';
import { ConfirmedTickets } from './confirmed-tickets';
import { PaypalBanner } from './paypal-banner';
import { usePaymentDone } from './use-payment-done';
import buttons from '@/components/ui/buttons.module.css';
import styles from './confirmed.module.css';
import { withQueries } from '@/components/providers/query-provider';

/** While the bank has not answered: ask again this often, for this long (then offer to check again). */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 30_000;

/** The order ids the provider hands out. Anything else is not one of ours. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Results after which nothing about the payment changes any more. */
const FINAL: ReadonlySet<PaymentAnswer['result']> = new Set(['paid', 'refused', 'cancelled', 'expired']);

const failureOf = (error: unknown): ApiFailure | null => (error instanceof BasketCallError ? error.failure : null);
/** A network blip is worth one more try; an answer from the provider is not. */
const retryNetwork = (count: number, error: unknown) => count < 1 && failureOf(error)?.kind === 'network';
/** The order is not this visitor's to see (or not an order at all): malformed, no old_token, someone else's, unknown. */
const isUnknownOrder = (error: unknown) => [400, 401, 403, 404].includes(failureOf(error)?.status ?? 0);

/**
 * The payment-confirmed page's client island (spec §4, §6). The page is cached for
 * everyone; the order comes from `?order=<id>` and is asked of the provider here, with the
 * `old_token` the shop's /api/v2 adds. Paid: the booking, its tickets and vouchers; pending:
 * asks again until the bank answers; otherwise why, and the way back.
 */
export const ConfirmedIsland = withQueries(ConfirmedIslandContent);

function ConfirmedIslandContent({ language }: { language: Language }) {
  usePaymentDone();
  return (
    <Suspense fallback={<Checking />}>
      <ConfirmedOrder language={language} />
    </Suspense>
  );
}

function ConfirmedOrder({ language }: { language: Language }) {
  const order = useSearchParams().get('order');
  const orderId = order && ORDER_ID.test(order) ? order : null;
  return orderId ? <Order key={orderId} orderId={orderId} language={language} /> : <UnknownOrder language={language} />;
}

function Order({ orderId, language }: { orderId: string; language: Language }) {
  const t = useTranslations('paymentConfirmed');
  const [timedOut, setTimedOut] = useState(false);
  const resume = useQuery({
    queryKey: ['payment', 'resume', orderId],
    queryFn: () => orThrow(callBasket((http, context) => resumePayment(http, orderId, context), { language })),
    staleTime: Infinity,
    retry: retryNetwork,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.result === 'pending' && !timedOut ? POLL_EVERY_MS : false),
  });
  const answer = resume.data;
  const result = answer?.result;

  // Polling stops after POLL_FOR_MS of waiting; "Check again" starts another round.
  const pending = result === 'pending';
  useEffect(() => {
    if (!pending || timedOut) return;
    const timer = window.setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [pending, timedOut]);

  // A settled payment is no longer in progress: a reload must not pick it up again.
  const final = result !== undefined && FINAL.has(result);
  useEffect(() => {
    if (final) Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
  }, [final]);

  // The keyboard and screen readers follow the page when a wait ends in a result.
  const heading = useRef<HTMLHeadingElement>(null);
  const waited = useRef(false);
  useEffect(() => {
    if (pending) waited.current = true;
    else if (final && waited.current) heading.current?.focus();
  }, [pending, final]);

  if (!answer) {
    if (resume.isPending) return <Checking />;
    if (isUnknownOrder(resume.error)) return <UnknownOrder language={language} />;
    return (
      <div className={styles.notice} role="alert">
        <h1 className={styles.title}>{t('checking.title')}</h1>
        <p>{t('loadFailed.text')}</p>
        <button type="button" className={buttons.secondary} onClick={() => void resume.refetch()}>
          {t('loadFailed.retry')}
        </button>
      </div>
    );
  }

  if (answer.result === 'paid') return <Paid answer={answer} orderId={orderId} language={language} headingRef={heading} />;

  if (answer.result === 'pending') {
    return (
      <div className={styles.notice}>
        <h1 className={styles.title}>{t('pending.title')}</h1>
        <p role="status">{timedOut ? t('pending.slow') : t('pending.text')}</p>
        {timedOut ? (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => {
              setTimedOut(false);
              void resume.refetch();
            }}
          >
            {t('pending.retry')}
          </button>
        ) : (
          <span className={styles.spinner} aria-hidden="true" />
        )}
      </div>
    );
  }

  return (
    <div className={`${styles.notice} ${styles.failed}`} role="alert">
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t(`failed.${answer.result}`)}
      </h1>
      {answer.result === 'refused' || answer.refusal ? <p>{t(`refusal.${refusalMessage(answer.refusal)}`)}</p> : null}
      <p>{t('failed.noCharge')}</p>
      <a href={knownPagePath(language, 'basket')} className={buttons.primary}>
        {t('failed.back')}
      </a>
    </div>
  );
}

/** Refusal reasons with a message of their own; the rest say the bank did not accept. */
const EXPLAINED = ['INSUFFICIENT_FUNDS', 'EXPIRED_CARD', 'CVC_DECLINED', 'AUTHENTICATION_FAILED', 'PLACE_LOST'] as const;
const refusalMessage = (refusal: string | null): (typeof EXPLAINED)[number] | 'other' =>
  EXPLAINED.find((reason) => reason === refusal) ?? 'other';

interface PaidProps {
  answer: PaymentAnswer;
  orderId: string;
  language: Language;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function Paid({ answer, orderId, language, headingRef }: PaidProps) {
  const paths = useShellPaths();
  const t = useTranslations('paymentConfirmed.paid');
  const token = answer.voucherToken;
  const voucher = useQuery({
    queryKey: ['payment', 'voucher', token],
    queryFn: () => orThrow(callBasket((http, context) => getVoucher(http, token ?? '', context), { language })),
    enabled: token !== null,
    staleTime: Infinity,
    retry: retryNetwork,
    refetchOnWindowFocus: false,
  });

  // Spec §4: the sale is counted once, with its tickets when they could be read.
  const loadingTickets = token !== null && voucher.isPending;
  const { reference, amount } = answer;
  const document = voucher.data ?? null;
  useEffect(() => {
    if (loadingTickets) return;
    trackPurchaseOnce(orderId, purchaseEvent({ reference, amount }, document, checkoutItems()?.items ?? null), document);
  }, [loadingTickets, orderId, reference, amount, document]);

  const tickets = voucher.data?.tickets ?? [];
  return (
    <section className={styles.paid} aria-labelledby="payment-confirmed-title">
      <div className={styles.hero}>
        <span className={styles.check} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div>
          <h1 id="payment-confirmed-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            {t('title')}
          </h1>
          {voucher.data ? <p className={styles.sentTo}>{t('sentTo', { email: voucher.data.customer.email })}</p> : null}
        </div>
      </div>

      <dl className={styles.summary}>
        <div>
          <dt>{t('reference')}</dt>
          <dd className={styles.reference}>{answer.reference}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{formatMoney(answer.amount, LANGUAGES[language].intlLocale)}</dd>
        </div>
      </dl>

      {token ? (
        <p className={styles.actions}>
          <a href={voucherPdfUrl(token)} download className={buttons.primary}>
            {t('pdf')}
          </a>
          {/* Only tickets a phone may show get the mobile voucher (the product's voucher type). */}
          {offersMobileVoucher(tickets) ? (
            <a href={`${paths.voucher}?token=${encodeURIComponent(token)}`} className={buttons.secondary}>
              {t('mobile')}
            </a>
          ) : null}
        </p>
      ) : null}

      {/* Cancelling or moving the booking later: the reference is filled in, the email or PIN proves who asks. */}
      <p className={styles.muted}>
        {t('manageQuestion')}{' '}
        <a href={`${paths.manageBooking}?reference=${encodeURIComponent(answer.reference)}`}>
          {t('manageLink')}
        </a>
      </p>

      {loadingTickets ? (
        <p className={styles.muted} role="status">
          {t('loadingTickets')}
        </p>
      ) : voucher.isError ? (
        <p className={styles.muted}>{t('ticketsFailed')}</p>
      ) : tickets.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>{t('ticketsTitle', { count: tickets.length })}</h2>
          <ConfirmedTickets tickets={tickets} />
        </>
      ) : null}

      <PaypalBanner />
    </section>
  );
}

function Checking() {
  const t = useTranslations('paymentConfirmed.checking');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p role="status">{t('text')}</p>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}

function UnknownOrder({ language }: { language: Language }) {
  const t = useTranslations('paymentConfirmed.notFound');
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('text')}</p>
      <a href={homePath(language)} className={buttons.primary}>
        {t('home')}
      </a>
    </div>
  );
}
