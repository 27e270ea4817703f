import { useTranslations } from 'next-intl';
import type { VoucherDocument, VoucherTicket } from '@/provider/services/voucher/document';
import styles from './confirmed.module.css';
import { Fact, PaperNote, TicketFacts } from './ticket-facts';

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
  const t = useTranslations('ticketFacts');
  return (
    <article className={styles.ticket} aria-labelledby={id}>
      <h3 id={id} className={styles.ticketName}>
        {ticket.productName}
      </h3>
      <p className={styles.ticketPlace}>{t('place', { city: ticket.locationName, option: ticket.optionName })}</p>
      <TicketFacts ticket={ticket}>
        <Fact label={t('code')}>
          <span className={styles.code}>{ticket.code}</span>
        </Fact>
      </TicketFacts>
      {ticket.voucherType === 'paper' ? <PaperNote /> : null}
    </article>
  );
}
