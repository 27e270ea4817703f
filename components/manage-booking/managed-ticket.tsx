'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Fact } from '@/components/payment/ticket-facts';
import { formatMoney } from '@/lib/format/money';
import type { ManagedTicket } from '@/provider/api/contract/booking';
import { PolicyStatement } from './policy-statement';
import { useWhen } from './use-when';
import buttons from '@/components/ui/buttons.module.css';
import facts from '@/components/payment/ticket-facts.module.css';
import styles from './manage-booking.module.css';

type Block = NonNullable<ManagedTicket['cancelBlock']>;

/** Reasons the ticket's status badge says already: a second sentence about the date would repeat them. */
const SAID_BY_STATUS: ReadonlySet<Block> = new Set(['TICKET_USED', 'TICKET_CANCELLED', 'EXPIRED']);

interface Props {
  ticket: ManagedTicket;
  onCancel: () => void;
  onChangeDate: () => void;
}

/** One ticket: what, when (on the city's clock), for whom, its terms, its wallet passes, and what can be done with it — or why not. */
export function ManagedTicketCard({ ticket, onCancel, onChangeDate }: Props) {
  const t = useTranslations('manageBooking.ticket');
  const fact = useTranslations('ticketFacts');
  const when = useWhen();
  const id = useId();
  const deadline = ticket.policy.deadline ? when.inCity(ticket.policy.deadline, ticket.timeZone, ticket.locationName) : '';
  const because = (group: 'cancelBlock' | 'changeBlock', block: Block) =>
    t(`${group}.${block}`, { deadline, refundType: ticket.policy.refundType, validUntil: when.date(ticket.validUntil) });
  const cancelled = ticket.status === 'cancelled';
  const valid = ticket.status === 'valid';
  // A valid non-refundable ticket's terms (PolicyStatement) already say it cannot be cancelled.
  const showCancelBlock = !ticket.canCancel && ticket.cancelBlock !== null && !(valid && ticket.cancelBlock === 'NOT_REFUNDABLE');
  const showChangeBlock = !ticket.canChangeDate && ticket.changeBlock !== null && !(ticket.changeBlock === ticket.cancelBlock && SAID_BY_STATUS.has(ticket.changeBlock));

  return (
    <article className={styles.ticket} aria-labelledby={`${id}-name`} data-status={ticket.status}>
      <div className={styles.ticketHead}>
        <h3 id={`${id}-name`} className={styles.ticketName}>
          {ticket.productName}
        </h3>
        <span className={styles.badge} data-status={ticket.status}>
          {t(`status.${ticket.status}`)}
        </span>
      </div>
      <p className={styles.muted}>{fact('place', { city: ticket.locationName, option: ticket.optionName })}</p>
      <dl className={facts.facts}>
        {ticket.time ? (
          <>
            <Fact label={fact('date')}>{when.date(ticket.date)}</Fact>
            <Fact label={fact('time')}>{when.cityTime(ticket.time, ticket.locationName)}</Fact>
          </>
        ) : (
          <>
            <Fact label={fact('validFrom')}>{when.date(ticket.date)}</Fact>
            <Fact label={fact('validUntil')}>{when.date(ticket.validUntil)}</Fact>
          </>
        )}
        <Fact label={fact('passengers')}>
          {ticket.passengers
            .filter((passenger) => passenger.quantity > 0)
            .map((passenger) => (
              <span key={passenger.type} className={facts.line}>
                {fact('passengerCount', { quantity: passenger.quantity, name: passenger.name })}
              </span>
            ))}
        </Fact>
        <Fact label={fact('code')}>
          <span className={styles.code}>{ticket.code}</span>
        </Fact>
        <Fact label={t('price')}>{formatMoney(ticket.price, when.intlLocale)}</Fact>
      </dl>

      {valid ? <PolicyStatement ticket={ticket} /> : null}

      {valid && (ticket.wallet.apple || ticket.wallet.google) ? (
        <p className={styles.wallet}>
          {ticket.wallet.apple ? (
            <a href={ticket.wallet.apple} className={styles.walletButton}>
              {t('wallet.apple')}
            </a>
          ) : null}
          {ticket.wallet.google ? (
            <a href={ticket.wallet.google} className={styles.walletButton} rel="noopener">
              {t('wallet.google')}
            </a>
          ) : null}
        </p>
      ) : null}

      {cancelled ? null : (
        <div className={styles.ticketActions}>
          {ticket.canCancel ? (
            <button type="button" className={buttons.secondary} onClick={onCancel}>
              {t('cancel')}
            </button>
          ) : null}
          {ticket.canChangeDate ? (
            <button type="button" className={buttons.secondary} onClick={onChangeDate}>
              {t('changeDate')}
            </button>
          ) : null}
          {showCancelBlock ? <p className={styles.blocked}>{because('cancelBlock', ticket.cancelBlock!)}</p> : null}
          {showChangeBlock ? <p className={styles.blocked}>{because('changeBlock', ticket.changeBlock!)}</p> : null}
        </div>
      )}
    </article>
  );
}
