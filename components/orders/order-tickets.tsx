'use client';

import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/format/use-date-format';
import { useShellPaths } from '@/components/providers/shell-paths';
import buttons from '@/components/ui/buttons.module.css';
import styles from './order-tickets.module.css';

export interface OrderTicketLine {
  line: number;
  productName: string;
  date: string | null;
  time: string | null;
  status: string;
}

interface Props {
  /** Whose words: a member's purchases or an agency's bookings (the same keys in both). */
  namespace: 'memberArea.purchases' | 'agentArea.bookings';
  reference: string;
  lines: OrderTicketLine[];
  voucherToken: string;
  /** The vouchers as a PDF, through the caller's own session. */
  printUrl: string;
  /** The card's title, which the actions name as their subject. */
  titleId: string;
  onManage: () => void;
}

/**
 * An order's tickets (product, date and time, status), then its vouchers (PDF and mobile) and
 * "Manage": the end of a card in the member's purchases and in the agency's bookings alike.
 */
export function OrderTickets({ namespace, reference, lines, voucherToken, printUrl, titleId, onManage }: Props) {
  const paths = useShellPaths();
  const t = useTranslations(namespace);
  const format = useDateFormat();
  const status = (key: string) => (t.has(`lineStatus.${key}`) ? t(`lineStatus.${key}`) : key);
  return (
    <>
      <ul className={styles.lines} aria-label={t('tickets')}>
        {lines.map((line) => (
          <li key={line.line}>
            <span className={styles.lineName}>{line.productName}</span>
            {line.date ? <span>{line.time ? t('dateTime', { date: format.date(line.date), time: format.time(line.time) }) : format.date(line.date)}</span> : null}
            <span className={styles.lineStatus}>{status(line.status)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a className={buttons.secondary} href={printUrl} download aria-describedby={titleId}>
          {t('pdf')}
        </a>
        <a className={buttons.secondary} href={`${paths.voucher}?token=${encodeURIComponent(voucherToken)}`} aria-describedby={titleId}>
          {t('mobile')}
        </a>
        <button id={`manage-${reference}`} type="button" className={buttons.primary} onClick={onManage} aria-describedby={titleId}>
          {t('manage')}
        </button>
      </div>
    </>
  );
}
