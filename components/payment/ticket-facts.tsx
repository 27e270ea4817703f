import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCancellationPolicy } from '@/lib/format/use-cancellation-policy';
import { useDateFormat } from '@/lib/format/use-date-format';
import type { VoucherTicket } from '@/provider/services/voucher/document';
import styles from './ticket-facts.module.css';

/**
 * What a ticket is for, as the confirmation page and the mobile voucher both show it: when it
 * is valid (a departure's day and time on the city's clock; an open ticket's first and last
 * day), the passengers, the chosen options, the meeting point and until when it can be
 * cancelled. `children` adds rows of the page's own.
 */
export function TicketFacts({ ticket, children }: { ticket: VoucherTicket; children?: ReactNode }) {
  const t = useTranslations('ticketFacts');
  const format = useDateFormat();
  const cancellation = useCancellationPolicy();
  const statement = cancellation.statement(ticket.policy, { kind: ticket.kind, deadline: ticket.deadline, timeZone: ticket.timeZone, city: ticket.locationName });
  return (
    <dl className={styles.facts}>
      {ticket.time ? (
        <>
          <Fact label={t('date')}>{format.date(ticket.date)}</Fact>
          <Fact label={t('time')}>{format.cityTime(ticket.time, ticket.locationName)}</Fact>
        </>
      ) : (
        <>
          <Fact label={t('validFrom')}>{format.date(ticket.validFrom)}</Fact>
          <Fact label={t('validUntil')}>{format.date(ticket.validUntil)}</Fact>
        </>
      )}
      <Fact label={t('passengers')}>
        {ticket.passengers
          .filter((passenger) => passenger.quantity > 0)
          .map((passenger) => (
            <span key={passenger.name} className={styles.line}>
              {t('passengerCount', { quantity: passenger.quantity, name: passenger.name })}
            </span>
          ))}
      </Fact>
      {ticket.packageChoices.length > 0 ? (
        <Fact label={t('choices')}>
          {ticket.packageChoices.map((choice) => (
            <span key={choice.group} className={styles.line}>
              {choice.group}: {choice.choice}
            </span>
          ))}
        </Fact>
      ) : null}
      {ticket.meetingPoint ? (
        <Fact label={t('meetingPoint')} wide>
          {ticket.meetingPoint.address}
        </Fact>
      ) : null}
      <Fact label={cancellation.label} wide>
        {statement}
      </Fact>
      {children}
    </dl>
  );
}

/** Said on every ticket that must be printed (the product takes no voucher on a phone), wherever it is shown. */
export function PaperNote() {
  const t = useTranslations('ticketFacts');
  return <p className={styles.paperNote}>{t('paperNote')}</p>;
}

/** One row of a ticket's facts; `wide` spans the whole row (addresses). */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
