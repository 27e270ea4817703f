'use client';

import { useTranslations } from 'next-intl';
import type { AgencyCredit } from '@/lib/api/agent-area';
import { useMoney } from './use-money';
import styles from './agent-area.module.css';

/** The agency's credit: what its ledger holds, how far below zero it may go, what baskets hold, and what is left to spend. */
export function CreditSummary({ credit }: { credit: AgencyCredit }) {
  const t = useTranslations('agentArea.credit');
  const money = useMoney();
  const rows = [
    ['balance', credit.balance],
    ['creditLimit', credit.creditLimit],
    ['reserved', credit.reserved],
  ] as const;
  return (
    <section className={styles.credit} aria-labelledby="agent-credit-title">
      <h2 id="agent-credit-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <dl className={styles.creditFacts}>
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{money(amount, credit.currency)}</dd>
          </div>
        ))}
        <div className={styles.available}>
          <dt>{t('available')}</dt>
          <dd>{money(credit.available, credit.currency)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('explained')}</p>
    </section>
  );
}
