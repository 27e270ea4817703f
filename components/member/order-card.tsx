'use client';

import { useTranslations } from 'next-intl';
import { orderPrintUrl, type MemberOrder } from '@/lib/api/member-area';
import { formatMoney } from '@/lib/format/money';
import { useDateFormat } from '@/lib/format/use-date-format';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import buttons from '@/components/ui/buttons.module.css';
import styles from './member-area.module.css';

interface Props {
  order: MemberOrder;
  language: Language;
  onManage: () => void;
}

/** One order in "My purchases": status, date, total and refund, its tickets, its vouchers and "Manage". */
export function OrderCard({ order, language, onManage }: Props) {
  const t = useTranslations('memberArea.purchases');
  const format = useDateFormat();
  const titleId = `order-${order.reference}`;
  const money = (amount: MemberOrder['total']) => formatMoney(amount, format.intlLocale);
  const status = (key: string) => (t.has(`lineStatus.${key}`) ? t(`lineStatus.${key}`) : key);
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
      <ul className={styles.lines} aria-label={t('tickets')}>
        {order.lines.map((line) => (
          <li key={line.line}>
            <span className={styles.lineName}>{line.productName}</span>
            {line.date ? <span>{line.time ? t('dateTime', { date: format.date(line.date), time: format.time(line.time) }) : format.date(line.date)}</span> : null}
            <span className={styles.lineStatus}>{status(line.status)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a className={buttons.secondary} href={orderPrintUrl(order.reference)} download aria-describedby={titleId}>
          {t('pdf')}
        </a>
        <a className={buttons.secondary} href={`${pagePath(language, 'voucher')}?token=${encodeURIComponent(order.voucherToken)}`} aria-describedby={titleId}>
          {t('mobile')}
        </a>
        <button id={`manage-${order.reference}`} type="button" className={buttons.primary} onClick={onManage} aria-describedby={titleId}>
          {t('manage')}
        </button>
      </div>
    </article>
  );
}
