'use client';

import { useTranslations } from 'next-intl';
import { orderPrintUrl, type MemberOrder } from '@/lib/api/member-area';
import { formatMoney } from '@/lib/format/money';
import { useDateFormat } from '@/lib/format/use-date-format';
import { OrderTickets } from '@/components/orders/order-tickets';
import styles from './member-area.module.css';

interface Props {
  order: MemberOrder;
  onManage: () => void;
}

/** One order in "My purchases": status, date, total and refund, its tickets, its vouchers and "Manage". */
export function OrderCard({ order, onManage }: Props) {
  const t = useTranslations('memberArea.purchases');
  const format = useDateFormat();
  const titleId = `order-${order.reference}`;
  const money = (amount: MemberOrder['total']) => formatMoney(amount, format.intlLocale);
  return (
    <article className={styles.order} aria-labelledby={titleId}>
      <header className={styles.orderHeader}>
        <h3 id={titleId} className={styles.orderTitle}>
          {t('reference', { reference: order.reference })}
        </h3>
        <span className={`${styles.status} ${styles[`status-${order.status}`] ?? ''}`}>{t(`status.${order.status}`)}</span>
      </header>
      <dl className={styles.facts}>
        <dt>{t('bookedOn')}</dt>
        <dd>{format.date(order.createdAt)}</dd>
        <dt>{t('total')}</dt>
        <dd>{money(order.total)}</dd>
        {order.refunded.amount > 0 ? (
          <>
            <dt>{t('refunded')}</dt>
            <dd>{money(order.refunded)}</dd>
          </>
        ) : null}
      </dl>
      <OrderTickets
        namespace="memberArea.purchases"
        reference={order.reference}
        lines={order.lines}
        voucherToken={order.voucherToken}
        printUrl={orderPrintUrl(order.reference)}
        titleId={titleId}
        onManage={onManage}
      />
    </article>
  );
}
