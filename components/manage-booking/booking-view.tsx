'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ManagedBooking } from '@/lib/api/booking';
import type { Language } from '@/lib/i18n/languages';
import { BookingHistory } from './booking-history';
import { BookingSummary } from './booking-summary';
import type { LookupNotice } from './lookup-form';
import { ManagedTicketCard } from './managed-ticket';
import { failureOf, isTokenRefused, useManagedBooking } from './use-managed-booking';
import buttons from '@/components/ui/buttons.module.css';
import styles from './manage-booking.module.css';

// The dialogs (and the card form inside one) load when first opened: most visits only look.
const CancelDialog = lazy(() => import('./cancel-dialog').then((m) => ({ default: m.CancelDialog })));
const ChangeDateDialog = lazy(() => import('./change-date-dialog').then((m) => ({ default: m.ChangeDateDialog })));

interface Props {
  token: string;
  language: Language;
  /** Just found with the form: the keyboard and screen readers move on to the booking's heading. */
  takeFocus?: boolean;
  onTokenRefused: (notice: LookupNotice) => void;
  onLeave: () => void;
  /** What the button calling onLeave says (the member area's "Back to my purchases"); else "Find another booking". */
  leaveLabel?: string;
}

/** The booking a token opens; an expired or foreign token sends the visitor back to the look-up. */
export function BookingView({ token, language, takeFocus = false, onTokenRefused, onLeave, leaveLabel }: Props) {
  const t = useTranslations('manageBooking.booking');
  const query = useManagedBooking(token, language);
  const failure = failureOf(query.error);
  const refused = isTokenRefused(failure);

  useEffect(() => {
    if (refused) onTokenRefused(failure?.reason === 'TOKEN_EXPIRED' ? 'expired' : 'invalid');
  }, [refused, failure?.reason, onTokenRefused]);

  if (query.data) return <BookingDetails booking={query.data} token={token} language={language} takeFocus={takeFocus} onLeave={onLeave} leaveLabel={leaveLabel} />;
  if (query.isPending || refused) {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <div className={styles.alert} role="alert">
      <p>{failure?.kind === 'network' ? t('loadFailedNetwork') : t('loadFailed')}</p>
      <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
        {t('retry')}
      </button>
    </div>
  );
}

/** `opening` counts the openings: each starts a fresh dialog (no choice or message left from the last one). */
type Dialog = ({ kind: 'cancel'; lines: number[] | undefined } | { kind: 'change'; line: number }) & { open: boolean; opening: number };

interface DetailsProps {
  booking: ManagedBooking;
  token: string;
  language: Language;
  takeFocus: boolean;
  onLeave: () => void;
  leaveLabel: string | undefined;
}

function BookingDetails({ booking, token, language, takeFocus, onLeave, leaveLabel }: DetailsProps) {
  const t = useTranslations('manageBooking.booking');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const openDialog = (next: { kind: 'cancel'; lines: number[] | undefined } | { kind: 'change'; line: number }) => {
    setMessage(null);
    setDialog((last) => ({ ...next, open: true, opening: (last?.opening ?? 0) + 1 }));
  };
  // What the last change did, said in the live region (and focused when the button that did it is gone).
  const [message, setMessage] = useState<string | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const close = () => setDialog((open) => (open ? { ...open, open: false } : null));
  const done = (text: string) => {
    setMessage(text);
    close();
  };

  useEffect(() => {
    if (takeFocus) document.getElementById('manage-booking-reference')?.focus();
  }, [takeFocus]);

  const cancellable = booking.tickets.filter((ticket) => ticket.canCancel);
  // What both dialogs take; each loads on its first opening.
  const dialogProps = { booking, token, language, toCredit: booking.paidWith === 'credit', onClose: close, onDone: done, fallbackFocus: () => messageRef.current };
  return (
    <div className={styles.booking}>
      <BookingSummary
        booking={booking}
        token={token}
        language={language}
        canCancelAll={cancellable.length > 0}
        onCancelAll={() => openDialog({ kind: 'cancel', lines: undefined })}
        onMessage={setMessage}
      />
      <div ref={messageRef} id="manage-booking-message" className={message ? styles.success : styles.successEmpty} role="status" tabIndex={-1}>
        {message}
      </div>

      <section aria-labelledby="manage-booking-tickets">
        <h2 id="manage-booking-tickets" className={styles.sectionTitle}>
          {t('ticketsTitle', { count: booking.tickets.length })}
        </h2>
        <ul className={styles.tickets}>
          {booking.tickets.map((ticket) => (
            <li key={ticket.line}>
              <ManagedTicketCard
                ticket={ticket}
                onCancel={() => openDialog({ kind: 'cancel', lines: [ticket.line] })}
                onChangeDate={() => openDialog({ kind: 'change', line: ticket.line })}
              />
            </li>
          ))}
        </ul>
      </section>

      <BookingHistory booking={booking} />

      <p>
        <button type="button" className={styles.linkButton} onClick={onLeave}>
          {leaveLabel ?? t('otherBooking')}
        </button>
      </p>

      {dialog ? (
        <Suspense fallback={null}>
          {dialog.kind === 'cancel' ? (
            <CancelDialog key={dialog.opening} {...dialogProps} open={dialog.open} lines={dialog.lines} />
          ) : (
            <ChangeDateDialog key={dialog.opening} {...dialogProps} open={dialog.open} line={dialog.line} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
