'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { resendConfirmation, type ManagedBooking } from '@/lib/api/booking';
import { callBasket } from '@/lib/basket/basket-call';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import buttons from '@/components/ui/buttons.module.css';
import { useBookingUpdate } from './use-managed-booking';
import styles from './manage-booking.module.css';

interface Props {
  booking: ManagedBooking;
  token: string;
  language: Language;
  canCancelAll: boolean;
  onCancelAll: () => void;
  onMessage: (message: string) => void;
}

/** The booking at a glance: reference, status, money paid and refunded, the vouchers, and what can be done to all of it. */
export function BookingSummary({ booking, token, language, canCancelAll, onCancelAll, onMessage }: Props) {
  const t = useTranslations('manageBooking.booking');
  const intlLocale = LANGUAGES[language].intlLocale;
  const [resending, setResending] = useState(false);
  const [resendProblem, setResendProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const update = useBookingUpdate(token, language);

  const resend = async () => {
    if (busy.current) return;
    busy.current = true;
    setResending(true);
    setResendProblem(null);
    const result = await callBasket((http, context) => resendConfirmation(http, token, context), { language });
    busy.current = false;
    setResending(false);
    if (result.ok) {
      update(result.data);
      onMessage(t('resent', { email: result.data.customer.email }));
    } else setResendProblem(result.error.status === 429 ? t('resendTooOften') : t('resendFailed'));
  };

  return (
    <section className={styles.summary} aria-labelledby="manage-booking-reference">
      <div className={styles.summaryHead}>
        <h2 id="manage-booking-reference" className={styles.cardTitle} tabIndex={-1}>
          {t('title', { reference: booking.reference })}
        </h2>
        <span className={styles.badge} data-status={booking.status}>
          {t(`status.${booking.status}`)}
        </span>
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{t('bookedBy')}</dt>
          <dd>
            {booking.customer.firstName} {booking.customer.lastName}
            <span className={styles.email}>{booking.customer.email}</span>
          </dd>
        </div>
        <div>
          <dt>{t('paid')}</dt>
          <dd>{formatMoney(booking.paid, intlLocale)}</dd>
        </div>
        {booking.refunded.amount > 0 ? (
          <div>
            <dt>{t('refunded')}</dt>
            <dd>{formatMoney(booking.refunded, intlLocale)}</dd>
          </div>
        ) : null}
      </dl>
      {booking.status !== 'cancelled' ? (
        <p className={styles.actions}>
          <a href={booking.voucher.mobileUrl} className={buttons.secondary}>
            {t('mobileVoucher')}
          </a>
          <a href={booking.voucher.pdfUrl} className={buttons.secondary} download>
            {t('pdf')}
          </a>
        </p>
      ) : null}
      <p className={styles.actions}>
        {canCancelAll ? (
          <button type="button" className={buttons.secondary} onClick={onCancelAll}>
            {t('cancelAll')}
          </button>
        ) : null}
        <button type="button" className={buttons.secondary} onClick={() => void resend()} aria-disabled={resending || undefined} aria-busy={resending || undefined}>
          {resending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {resending ? t('resending') : t('resend')}
        </button>
      </p>
      {resendProblem ? (
        <p className={styles.alert} role="alert">
          {resendProblem}
        </p>
      ) : null}
    </section>
  );
}
