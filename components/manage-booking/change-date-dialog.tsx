'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ModalDialog } from '@/components/basket/modal-dialog';
import type { PaymentStep } from '@/components/payment/adyen-drop-in';
import { changeTicketDate, getChangeCalendar, type ChangeAnswer, type ManagedBooking } from '@/lib/api/booking';
import type { ApiFailure } from '@/lib/api/result';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { addMonths, cityToday, lastMonth, monthOf, weekStartOf } from '@/lib/booking/calendar';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { sandboxPaymentMethod } from '@/lib/payment/checkout-values';
import { ChangeCalendar } from './change-calendar';
import { ChangePayment, useGateway } from './change-payment';
import { ChangeSlots } from './change-slots';
import { sendOnce, useBookingUpdate } from './use-managed-booking';
import { useWhen } from './use-when';
import buttons from '@/components/ui/buttons.module.css';
import styles from './manage-booking.module.css';

/** Refusals the dialog explains in words of its own (`manageBooking.change.errors`). */
const EXPLAINED = ['PRICE_CHANGED', 'NOT_ENOUGH_PLACES', 'SAME_DATE', 'OUTSIDE_VALIDITY', 'DATE_NOT_CHANGEABLE', 'CUTOFF_PASSED', 'TICKET_USED', 'TICKET_CANCELLED', 'CARD_NUMBER', 'CARD_EXPIRY', 'CARD_CVC', 'CARD_INVALID'] as const;
/** After these the calendar is read again: its prices or places were not the provider's any more. */
const STALE_CALENDAR = new Set(['PRICE_CHANGED', 'NOT_ENOUGH_PLACES']);

/** The card's rules, for a change that costs more with the built-in gateway. */
const cardCheck = lazyZodResolver<CheckoutForm>(() => import('@/lib/payment/checkout-schema').then((m) => m.CardOnlySchema));

interface Props {
  open: boolean;
  booking: ManagedBooking;
  line: number;
  token: string;
  language: Language;
  toCredit: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  fallbackFocus: () => HTMLElement | null;
}

/**
 * Move one ticket to another day and time: a month of the days the provider offers, the times of
 * the chosen day with what each costs more or less, the difference to pay (by card) or to get
 * back, and one request with a key per confirmation. The provider checks the price shown again.
 */
export function ChangeDateDialog({ open, booking, line, token, language, toCredit, onClose, onDone, fallbackFocus }: Props) {
  const paths = useShellPaths();
  const t = useTranslations('manageBooking.change');
  const when = useWhen();
  const queryClient = useQueryClient();
  const update = useBookingUpdate(token, language);
  const ticket = booking.tickets.find((candidate) => candidate.line === line)!;
  const intlLocale = LANGUAGES[language].intlLocale;
  const today = cityToday(ticket.timeZone);
  const [month, setMonth] = useState(() => monthOf(ticket.date > today ? ticket.date : today));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const keep = useRef<HTMLButtonElement>(null);

  const from = month === monthOf(today) ? today : `${month}-01`;
  const calendarKey = ['booking-change-calendar', token, line, from, language] as const;
  const calendar = useQuery({
    queryKey: calendarKey,
    queryFn: () => orThrow(callBasket((http, context) => getChangeCalendar(http, token, { line, from }, context), { language })),
    staleTime: 30_000,
  });
  const days = new Map((calendar.data?.days ?? []).filter((day) => day.slots.length > 0).map((day) => [day.date, day.slots]));
  const slots = date ? (days.get(date) ?? []) : [];
  const slot = slots.find((candidate) => candidate.time === time) ?? null;
  const difference = slot?.difference ?? null;
  const gateway = useGateway(difference, language);
  const needsCard = (difference?.amount ?? 0) > 0 && gateway.data?.gateway === 'sandbox';

  const resolver: Resolver<CheckoutForm> = (values, context, options) => (needsCard ? cardCheck(values, context, options) : Promise.resolve({ values, errors: {} }));
  const { register, handleSubmit, setFocus, formState } = useForm<CheckoutForm>({ resolver, defaultValues: { card: { holderName: '', number: '', expiry: '', cvc: '' } } });

  const problemOf = (failure: ApiFailure) => {
    const reason = EXPLAINED.find((known) => known === failure.reason);
    if (reason) return t(`errors.${reason}`);
    if (failure.status === 401 || failure.status === 403) return t('errors.session');
    return failure.kind === 'network' ? t('errors.network') : t('errors.generic');
  };

  const doneText = (answer: ChangeAnswer) => {
    const changed = answer.booking.tickets.find((candidate) => candidate.line === line);
    const moved = changed ? t('doneTo', { when: when.departure(changed.date, changed.time, changed.locationName), code: changed.code }) : '';
    const amount = formatMoney({ ...answer.difference, amount: Math.abs(answer.difference.amount) }, intlLocale);
    const money = answer.difference.amount > 0 ? t('donePaid', { amount }) : answer.difference.amount < 0 ? t(toCredit ? 'doneRefundCredit' : 'doneRefundCard', { amount }) : '';
    return [t('done', { email: answer.booking.customer.email }), moved, money].filter(Boolean).join(' ');
  };

  /** One change request; the answer as the Drop-in wants to hear it. */
  const send = async (paymentMethod?: Record<string, unknown>): Promise<PaymentStep> => {
    if (busy.current || !date || !slot) return { result: 'refused' };
    busy.current = true;
    setSending(true);
    setProblem(null);
    const key = crypto.randomUUID();
    const body = {
      line,
      date,
      time: slot.time,
      difference: slot.difference as ChangeAnswer['difference'],
      ...(paymentMethod ? { paymentMethod, returnUrl: `${window.location.origin}${paths.manageBooking}` } : {}),
    };
    const result = await sendOnce((http, context) => changeTicketDate(http, token, body, key, context), language);
    busy.current = false;
    setSending(false);
    if (result.ok && result.data.result === 'changed') {
      update(result.data.booking);
      onDone(doneText(result.data));
      return { result: 'paid' };
    }
    if (result.ok) {
      update(result.data.booking);
      setProblem(t('errors.refused'));
      return { result: 'refused' };
    }
    setProblem(problemOf(result.error));
    if (STALE_CALENDAR.has(result.error.reason ?? '')) {
      if (result.error.reason === 'NOT_ENOUGH_PLACES') setTime(null);
      void queryClient.invalidateQueries({ queryKey: calendarKey });
    } else if (result.error.kind === 'http' && result.error.status !== 400) {
      update(null);
    }
    return { result: 'refused' };
  };

  const confirm = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      (values) => void send(needsCard ? sandboxPaymentMethod(values.card) : undefined),
      (invalid) => {
        const first = invalid.card ? Object.keys(invalid.card)[0] : null;
        if (first) setFocus(`card.${first}` as Parameters<typeof setFocus>[0]);
      },
    )(event);

  const first = monthOf(today);
  const last = lastMonth(today);
  const dropIn = (difference?.amount ?? 0) > 0 && gateway.data?.gateway === 'adyen';
  const summary = !difference
    ? null
    : difference.amount > 0
      ? t('summaryPay', { amount: formatMoney(difference, intlLocale) })
      : difference.amount < 0
        ? t('summaryRefund', { amount: formatMoney({ ...difference, amount: -difference.amount }, intlLocale) })
        : t('summaryNone');

  return (
    <ModalDialog open={open} title={t('title')} onClose={onClose} initialFocus={keep} fallbackFocus={fallbackFocus}>
      <form className={styles.dialogBody} onSubmit={confirm} noValidate aria-busy={sending || undefined}>
        <p>{t('intro', { product: ticket.productName, when: when.departure(ticket.date, ticket.time, ticket.locationName) })}</p>
        <ChangeCalendar
          month={month}
          canGoBack={month > first}
          canGoOn={month < last}
          onMonth={(step) => setMonth((shown) => addMonths(shown, step))}
          open={calendar.isSuccess ? new Set(days.keys()) : undefined}
          today={today}
          current={ticket.date}
          selected={date}
          onSelect={(chosen) => {
            setDate(chosen);
            setTime(null);
            setProblem(null);
          }}
          intlLocale={intlLocale}
          weekStart={weekStartOf(language)}
        />
        <p className={styles.calendarStatus} role="status">
          {calendar.isPending ? t('loading') : calendar.isSuccess && days.size === 0 ? t('noDays') : !date && calendar.isSuccess ? t('chooseDay') : null}
        </p>
        {calendar.isError ? (
          <p className={styles.alert} role="alert">
            {t('errors.calendar')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void calendar.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : null}
        {date ? <ChangeSlots date={date} slots={slots} currentTime={date === ticket.date ? ticket.time : null} selected={time} onChoose={setTime} /> : null}
        {summary ? (
          <p className={styles.changeSummary} aria-live="polite">
            {summary}
            {difference && difference.amount < 0 ? <span className={styles.muted}> {t(toCredit ? 'refundCredit' : 'refundCard')}</span> : null}
          </p>
        ) : null}
        {difference && difference.amount > 0 ? (
          <ChangePayment
            gateway={gateway.data}
            failed={gateway.isError}
            difference={difference}
            intlLocale={intlLocale}
            register={register}
            errors={formState.errors.card}
            payWithDropIn={(paymentMethod) => send(paymentMethod)}
            onDropInError={() => setProblem(t('errors.refused'))}
          />
        ) : null}
        {problem ? (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button ref={keep} type="button" className={buttons.secondary} onClick={onClose}>
            {t('keep')}
          </button>
          {dropIn ? null : (
            <button
              type="submit"
              className={buttons.primary}
              aria-disabled={!slot || sending || ((difference?.amount ?? 0) > 0 && !needsCard) || undefined}
              aria-busy={sending || undefined}
              onClick={(event) => {
                if (!slot || sending || ((difference?.amount ?? 0) > 0 && !needsCard)) event.preventDefault();
              }}
            >
              {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
              {sending ? t('confirming') : slot && date ? t('confirm', { when: when.departure(date, slot.time, ticket.locationName) }) : t('confirmEmpty')}
            </button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
