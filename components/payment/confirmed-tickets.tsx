import { useTranslations } from 'next-intl';
import { formatDate, formatTime } from '@/lib/format/date';
import type { VoucherDocument, VoucherTicket } from '@/provider/services/voucher/document';
import styles from './confirmed.module.css';

/** The tickets of a paid order: what, where, when (in the city's own time zone), for whom, until when. */
export function ConfirmedTickets({ tickets }: { tickets: VoucherDocument['tickets'] }) {
  return (
    <ul className={styles.tickets}>
      {tickets.map((ticket, index) => (
        <li key={ticket.code}>
          <Ticket ticket={ticket} id={`confirmed-ticket-${index}`} />
        </li>
      ))}
    </ul>
  );
}

function Ticket({ ticket, id }: { ticket: VoucherTicket; id: string }) {
  const t = useTranslations('paymentConfirmed.ticket');
  const passengers = ticket.passengers.filter((passenger) => passenger.quantity > 0);
  return (
    <article className={styles.ticket} aria-labelledby={id}>
      <h3 id={id} className={styles.ticketName}>
        {ticket.productName}
      </h3>
      <p className={styles.ticketPlace}>{t('place', { city: ticket.locationName, option: ticket.optionName })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('date')}</dt>
          <dd>{formatDate(ticket.date)}</dd>
        </div>
        <div>
          <dt>{t('time')}</dt>
          <dd>{ticket.time ? t('timeWithZone', { time: formatTime(ticket.time), zone: ticket.timeZone }) : t('anyTime')}</dd>
        </div>
        <div>
          <dt>{t('passengers')}</dt>
          <dd>
            {passengers.map((passenger) => (
              <span key={passenger.name} className={styles.passenger}>
                {t('passengerCount', { quantity: passenger.quantity, name: passenger.name })}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{t('validUntil')}</dt>
          <dd>{formatDate(ticket.validUntil)}</dd>
        </div>
        <div>
          <dt>{t('code')}</dt>
          <dd className={styles.code}>{ticket.code}</dd>
        </div>
      </dl>
    </article>
  );
}
