'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ModalDialog } from '@/components/basket/modal-dialog';
import { cancelBookingTickets, type CancelAnswer, type ManagedBooking } from '@/lib/api/booking';
import type { ApiFailure } from '@/lib/api/result';
import { formatMoney } from '@/lib/format/money';
import type { Language } from '@/lib/i18n/languages';
import { sendOnce, useBookingUpdate } from './use-managed-booking';
import { useWhen } from './use-when';
import buttons from '@/components/ui/buttons.module.css';
import styles from './manage-booking.module.css';
import { trackRefund } from '@/lib/tracking/track';

/** Refusals the dialog explains in words of its own (`manageBooking.cancel.errors`). */
const EXPLAINED = ['CUTOFF_PASSED', 'NOT_REFUNDABLE', 'TICKET_USED', 'TICKET_CANCELLED', 'ORDER_NOT_PAID'] as const;

interface Props {
  open: boolean;
  booking: ManagedBooking;
  /** The tickets' lines; undefined: every ticket that can still be cancelled. */
  lines: number[] | undefined;
  token: string;
  language: Language;
  /** Paid from an agent's credit: the money goes back there, not to a card. */
  toCredit: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  fallbackFocus: () => HTMLElement | null;
}

/**
 * "Cancel?" with exactly what goes and what comes back. Confirming sends one request with a key
 * of its own (the same key if the answer is lost and it is sent again); a second press while it
 * runs sends nothing.
 */
export function CancelDialog({ open, booking, lines, token, language, toCredit, onClose, onDone, fallbackFocus }: Props) {
  const t = useTranslations('manageBooking.cancel');
  const when = useWhen();
  const update = useBookingUpdate(token, language);
  const keep = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const tickets = booking.tickets.filter((ticket) => ticket.canCancel && (!lines || lines.includes(ticket.line)));
  const refund = { amount: tickets.reduce((sum, ticket) => sum + ticket.refund.amount, 0), currency: booking.paid.currency };
  const money = (amount: CancelAnswer['refunded']) => formatMoney(amount, when.intlLocale);

  const problemOf = (failure: ApiFailure) => {
    const reason = EXPLAINED.find((known) => known === failure.reason);
    if (reason) return t(`errors.${reason}`);
    if (failure.status === 401 || failure.status === 403) return t('errors.session');
    return failure.kind === 'network' ? t('errors.network') : t('errors.generic');
  };

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    const key = crypto.randomUUID();
    const result = await sendOnce((http, context) => cancelBookingTickets(http, token, lines, key, context), language);
    busy.current = false;
    setSending(false);
    if (result.ok) {
      const { refunded, lines: cancelled } = result.data;
      trackRefund(booking.reference, refunded);
      update(result.data.booking);
      const back = refunded.amount > 0 ? ` ${t(toCredit ? 'doneCredit' : 'doneCard', { amount: money(refunded) })}` : '';
      onDone(`${t('done', { count: cancelled.length })}${back}`);
      return;
    }
    setProblem(problemOf(result.error));
    // Refused: the booking changed meanwhile (or the token ended); show it as it now stands.
    if (result.error.kind === 'http') update(null);
  };

  const title = lines === undefined ? t('titleAll') : t('titleSome', { count: lines.length });
  return (
    <ModalDialog open={open} title={title} onClose={onClose} initialFocus={keep} fallbackFocus={fallbackFocus}>
      <div className={styles.dialogBody} aria-busy={sending || undefined}>
        {tickets.length > 0 ? (
          <>
            <p>{t('intro', { count: tickets.length })}</p>
            <ul className={styles.dialogList}>
              {tickets.map((ticket) => (
                <li key={ticket.line}>
                  <strong>{ticket.productName}</strong> · {when.departure(ticket.date, ticket.time, ticket.locationName)}
                  <span className={styles.code}> · {ticket.code}</span>
                </li>
              ))}
            </ul>
            <p className={styles.refund}>
              {refund.amount > 0 ? t(toCredit ? 'refundCredit' : 'refundCard', { amount: money(refund) }) : t('noRefund')}
            </p>
            <p className={styles.muted}>{t('final')}</p>
          </>
        ) : (
          <p>{t('nothingLeft')}</p>
        )}
        {problem ? (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button ref={keep} type="button" className={buttons.secondary} onClick={onClose}>
            {tickets.length > 0 ? t('keep') : t('close')}
          </button>
          {tickets.length > 0 ? (
            <button type="button" className={buttons.primary} onClick={() => void confirm()} aria-disabled={sending || undefined} aria-busy={sending || undefined}>
              {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
              {sending ? t('confirming') : t('confirm', { count: tickets.length })}
            </button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
