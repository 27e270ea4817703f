'use client';

import type { PageRead } from '@/lib/query/page-reads';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import type { BookingDraft, ProductDay } from '@/lib/booking/types';
import { lazyPart } from '@/components/islands/lazy-part';
import styles from './booking.module.css';

/** Drawn once a day is chosen: its code comes when the page idles (lazyPart). */
const OptionPicker = lazyPart(() => import('./option-picker').then((module) => module.OptionPicker));

/** Asked only when a visitor changes an option already set up: it loads then (issue 18). */
const OptionChangeConfirm = lazy(() => import('./option-change-confirm').then((module) => ({ default: module.OptionChangeConfirm })));

interface Props {
  date: string | null;
  query: PageRead<ProductDay>;
  /** The chosen day's options, once loaded. */
  day: ProductDay | undefined;
  selectedId: number | null;
  quantities: BookingDraft['quantities'];
  vehicles: Record<number, string | null>;
  intlLocale: string;
  /** A change of option waits for the visitor's answer. */
  confirming: boolean;
  onChoose: (optionId: number) => void;
  onConfirm: (proceed: boolean) => void;
}

/** The option step in each of its states: no date yet, loading, failed, nothing on sale, the options. */
export function OptionStep({ date, query, day, selectedId, quantities, vehicles, intlLocale, confirming, onChoose, onConfirm }: Props) {
  const t = useTranslations('booking');
  if (date === null) return <p className={styles.muted}>{t('options.chooseDateFirst')}</p>;
  if (!day) {
    return query.isError && !query.isFetching ? (
      <p className={styles.error} role="alert">
        {t('options.failed')}{' '}
        <button type="button" className={styles.link} onClick={query.refetch}>
          {t('calendar.retry')}
        </button>
      </p>
    ) : (
      <p className={styles.muted} role="status">
        {t('options.loading')}
      </p>
    );
  }
  if (day.options.length === 0) return <p>{t('options.none')}</p>;
  return (
    <>
      <Suspense fallback={null}>
        <OptionPicker options={day.options} selectedId={selectedId} quantities={quantities} vehicles={vehicles} intlLocale={intlLocale} onChoose={onChoose} />
      </Suspense>
      {confirming ? (
        <Suspense fallback={null}>
          <OptionChangeConfirm onContinue={() => onConfirm(true)} onCancel={() => onConfirm(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
