import { useTranslations } from 'next-intl';
import { agencyLine, type VoucherAgency, type VoucherTicket } from '@/provider/services/voucher/document';
import styles from './mobile-voucher.module.css';
import { PaperNote, TicketFacts } from './ticket-facts';
import { WalletButtons } from './wallet-buttons';

/** A ticket with its QR code already drawn (inline SVG markup from `qrSvg`, labelled with the ticket's code). */
export interface MobileTicket {
  ticket: VoucherTicket;
  qrSvg: string;
}

interface Props {
  brand: string;
  reference: string;
  customerName: string;
  tickets: MobileTicket[];
  pdfUrl: string;
  /** An agent's booking: who sold it, as the PDF prints it. */
  agency?: VoucherAgency | null;
}

/**
 * The mobile voucher (spec §6): what a driver or a gate scans from a phone. One card per
 * ticket, the QR code as large as the screen allows and the code readable beside it.
 */
export function MobileVoucher({ brand, reference, customerName, tickets, pdfUrl, agency }: Props) {
  const t = useTranslations('mobileVoucher');
  const policy = useTranslations('cancellationPolicy');
  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>{brand}</p>
        <h1 className={styles.title}>{t('heading')}</h1>
        <p className={styles.reference}>
          <span className={styles.label}>{t('reference')}</span> <strong>{reference}</strong>
        </p>
        <p className={styles.bookedBy}>{t('bookedBy', { name: customerName })}</p>
        {agency ? (
          <p className={styles.bookedBy}>
            {t('agency')}: {agencyLine(agency)}
          </p>
        ) : null}
      </header>
      {tickets.length > 0 ? (
        <>
          <ol className={styles.tickets}>
            {tickets.map(({ ticket, qrSvg }, index) => (
              <li key={ticket.code}>
                <TicketCard ticket={ticket} qrSvg={qrSvg} index={index + 1} count={tickets.length} />
              </li>
            ))}
          </ol>
          <p className={styles.pdf}>
            <a href={pdfUrl} download className={styles.pdfLink}>
              {t('pdf')}
            </a>
          </p>
        </>
      ) : (
        // The voucher lists usable tickets only: a booking whose every ticket was cancelled has none to show.
        <p className={styles.allCancelled}>{policy('allCancelled')}</p>
      )}
    </main>
  );
}

function TicketCard({ ticket, qrSvg, index, count }: MobileTicket & { index: number; count: number }) {
  const t = useTranslations('mobileVoucher');
  const facts = useTranslations('ticketFacts');
  const id = `ticket-${ticket.code}`;
  return (
    // Kept clear of the floating buttons (components/global/use-covers-content.ts): the code must scan whole.
    <article className={styles.card} aria-labelledby={id} data-keep-clear="">
      <p className={styles.ticketOf}>{t('ticketOf', { index, count })}</p>
      {/* Markup drawn on the server by the qrcode package from the provider's signed payload. */}
      <div className={styles.qr} dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <p className={styles.codeLine}>
        <span className={styles.label}>{facts('code')}</span>
        <span className={styles.code}>{ticket.code}</span>
      </p>
      <h2 id={id} className={styles.product}>
        {ticket.productName}
      </h2>
      <p className={styles.place}>{facts('place', { city: ticket.locationName, option: ticket.optionName })}</p>
      <TicketFacts ticket={ticket} />
      {ticket.voucherType === 'paper' ? <PaperNote /> : <p className={styles.note}>{t('mobileNote')}</p>}
      <WalletButtons wallet={ticket.wallet} describedBy={id} />
    </article>
  );
}
