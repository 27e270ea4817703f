'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { getStatement, statementCsvUrl, type DateRange, type Statement } from '@/lib/api/agent-area';
import { BasketCallError, callBasket, orThrow } from '@/lib/basket/basket-call';
import { useDateFormat } from '@/lib/format/use-date-format';
import buttons from '@/components/ui/buttons.module.css';
import { agentKeys, useAgentContext, useAgentQueryFailure } from './agent-session';
import { DateRangeFields, rangeIsValid } from './date-range-fields';
import { useMoney } from './use-money';
import styles from './agent-area.module.css';
import { LoadFailed } from '@/components/ui/load-failed';

/** This month so far, on the shop's clock (UTC) as the statement's dates are. */
function thisMonth(): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The agency's statement for a range: the balance before it, every entry with the balance after
 * it, and the balance at the end; the same as a CSV file. Amounts carry their sign in words'
 * place (+ in, − out) as well as their colour.
 */
export function StatementPanel() {
  const t = useTranslations('agentArea.statement');
  const id = useId();
  const context = useAgentContext();
  const [draft, setDraft] = useState(thisMonth);
  const [range, setRange] = useState<DateRange>(draft);
  const [rangeRefused, setRangeRefused] = useState(false);
  const query = useQuery({
    queryKey: agentKeys.statement(range),
    // Money moves elsewhere (a cancellation, another agent's booking): read again each time the tab is shown.
    staleTime: 0,
    queryFn: () => orThrow(callBasket((http, ctx) => getStatement(http, range, ctx), context)),
    retry: false,
  });
  useAgentQueryFailure(query.error);
  const failure = query.error instanceof BasketCallError ? query.error.failure : null;
  const badRange = rangeRefused || failure?.status === 400;

  const show = (event: FormEvent) => {
    event.preventDefault();
    const valid = rangeIsValid(draft);
    setRangeRefused(!valid);
    if (!valid) return document.getElementById(`${id}-range-from`)?.focus();
    setRange({ ...draft });
  };

  return (
    <div className={styles.panelBody}>
      <h2 className={styles.sectionTitle}>{t('title')}</h2>
      <form className={styles.filters} onSubmit={show}>
        <DateRangeFields id={`${id}-range`} legend={t('period')} value={draft} onChange={setDraft} invalid={badRange} />
        <button type="submit" className={buttons.primary}>
          {t('show')}
        </button>
      </form>
      <div aria-live="polite" aria-busy={query.isFetching || undefined} className={styles.results}>
        {query.isPending ? <p role="status">{t('loading')}</p> : null}
        {query.isError && !badRange ? (
          <LoadFailed className={styles.alert} message={failure?.kind === 'network' ? t('failedNetwork') : t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : null}
        {query.data && !query.isError ? <StatementTable statement={query.data} range={range} /> : null}
      </div>
    </div>
  );
}

function StatementTable({ statement, range }: { statement: Statement; range: DateRange }) {
  const t = useTranslations('agentArea.statement');
  const format = useDateFormat();
  const money = useMoney();
  const captionId = useId();
  const balance = (amount: number) => money(amount, statement.currency);
  const from = range.from ? format.date(range.from) : null;
  const to = range.to ? format.date(range.to) : null;
  const period = from && to ? t('between', { from, to }) : from ? t('since', { from }) : to ? t('until', { to }) : t('allTime');
  return (
    <>
      <div className={styles.tableBox} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.statement}>
          <caption id={captionId}>{t('caption', { period })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('what')}</th>
              <th scope="col">{t('reference')}</th>
              <th scope="col">{t('agent')}</th>
              <th scope="col" className={styles.number}>
                {t('amount')}
              </th>
              <th scope="col" className={styles.number}>
                {t('balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className={styles.balanceRow}>
              <td>{from ?? ''}</td>
              <th scope="row" colSpan={4}>
                {t('opening')}
              </th>
              <td className={styles.number}>{balance(statement.opening)}</td>
            </tr>
            {statement.entries.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('noEntries')}</td>
              </tr>
            ) : null}
            {statement.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{format.date(entry.at)}</td>
                <td>{entry.kind === 'adjustment' && entry.note ? t('adjustmentNote', { note: entry.note }) : t(`kind.${entry.kind}`)}</td>
                <td>{entry.reference ?? ''}</td>
                <td>{entry.agentName ?? ''}</td>
                <td className={`${styles.number} ${entry.amount < 0 ? styles.debit : styles.creditAmount}`}>
                  {entry.amount < 0 ? t('out', { amount: balance(-entry.amount) }) : t('in', { amount: balance(entry.amount) })}
                </td>
                <td className={styles.number}>{balance(entry.balance)}</td>
              </tr>
            ))}
            <tr className={styles.balanceRow}>
              <td>{to ?? ''}</td>
              <th scope="row" colSpan={4}>
                {t('closing')}
              </th>
              <td className={styles.number}>{balance(statement.closing)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <a className={buttons.secondary} href={statementCsvUrl(range)} download>
          {t('csv')}
        </a>
      </p>
    </>
  );
}
