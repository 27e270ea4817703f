'use client';

import { useTranslations } from 'next-intl';
import { agentBookingPrintUrl, type AgentBooking } from '@/lib/api/agent-area';
import { useDateFormat } from '@/lib/format/use-date-format';
import { OrderTickets } from '@/components/orders/order-tickets';
import { useMoney } from './use-money';
import styles from './agent-area.module.css';

interface Props {
  booking: AgentBooking;
  onManage: () => void;
}

/** One of the agency's bookings: who travels, what and when, what it cost and earned, who booked it (and whether through the OCTO API); its vouchers and "Manage". */
export function BookingCard({ booking, onManage }: Props) {
  const t = useTranslations('agentArea.bookings');
  const format = useDateFormat();
  const money = useMoney();
  const titleId = `booking-${booking.reference}`;
  const amount = (value: AgentBooking['total']) => money(value.amount, value.currency);
  return (
    <article className={styles.booking} aria-labelledby={titleId}>
      <header className={styles.bookingHeader}>
        <h3 id={titleId} className={styles.bookingTitle}>
          {t('reference', { reference: booking.reference })}
        </h3>
        <span className={styles.badges}>
          {booking.channel === 'octo' ? <span className={styles.channel}>{t('viaOcto')}</span> : null}
          <span className={styles.status} data-status={booking.status}>
            {t(`status.${booking.status}`)}
          </span>
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>{t('traveller')}</dt>
        <dd>
          {booking.traveller.firstName} {booking.traveller.lastName}
        </dd>
        <dt>{t('bookedOn')}</dt>
        <dd>{format.date(booking.createdAt)}</dd>
        <dt>{t('bookedBy')}</dt>
        <dd>{booking.agentName ?? t('formerAgent')}</dd>
        {booking.agencyReference ? (
          <>
            <dt>{t('agencyReference')}</dt>
            <dd>{booking.agencyReference}</dd>
          </>
        ) : null}
        <dt>{t('paidWith')}</dt>
        <dd>{t(`paidWithValue.${booking.paidWith}`)}</dd>
        <dt>{t('total')}</dt>
        <dd>{amount(booking.total)}</dd>
        {booking.refunded.amount > 0 ? (
          <>
            <dt>{t('refunded')}</dt>
            <dd>{amount(booking.refunded)}</dd>
          </>
        ) : null}
        <dt>{t('commission')}</dt>
        <dd>{amount(booking.commission)}</dd>
      </dl>
      <OrderTickets
        namespace="agentArea.bookings"
        reference={booking.reference}
        lines={booking.lines}
        voucherToken={booking.voucherToken}
        printUrl={agentBookingPrintUrl(booking.reference)}
        titleId={titleId}
        onManage={onManage}
      />
    </article>
  );
}
