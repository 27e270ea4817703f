'use client';

import { useTranslations } from 'next-intl';
import type { ManagedBooking } from '@/lib/api/booking';
import { formatMoney } from '@/lib/format/money';
import { useWhen } from './use-when';
import styles from './manage-booking.module.css';

/** What happened to the booking, newest first: when (on the reader's clock), what, to which tickets, how much. */
export function BookingHistory({ booking }: { booking: ManagedBooking }) {
  const t = useTranslations('manageBooking.history');
  const when = useWhen();
  const codeOf = new Map(booking.tickets.map((ticket) => [ticket.line, ticket.code]));
  const entries = [...booking.history].sort((a, b) => b.at.localeCompare(a.at));
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="manage-booking-history">
      <h2 id="manage-booking-history" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <ol className={styles.history}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${entry.kind}-${index}`}>
            <time dateTime={entry.at} className={styles.historyTime}>
              {when.local(entry.at)}
            </time>
            <span>
              {t(`kinds.${entry.kind}`)}
              {entry.lines.length > 0 ? (
                <span className={styles.muted}> · {t('tickets', { count: entry.lines.length, codes: entry.lines.map((line) => codeOf.get(line) ?? `#${line + 1}`).join(', ') })}</span>
              ) : null}
            </span>
            {entry.amount ? <span className={styles.historyAmount}>{formatMoney(entry.amount, when.intlLocale)}</span> : <span />}
          </li>
        ))}
      </ol>
    </section>
  );
}
