'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getAgentBookings, type AgentBooking } from '@/lib/api/agent-area';
import { BasketCallError, callBasket, orThrow } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import { BookingView } from '@/components/manage-booking/booking-view';
import buttons from '@/components/ui/buttons.module.css';
import { agentKeys, useAgentContext, useAgentQueryFailure } from './agent-session';
import { BookingCard } from './booking-card';
import { DateRangeFields, rangeIsValid } from './date-range-fields';
import styles from './agent-area.module.css';
import { LoadFailed } from '@/components/ui/load-failed';

/** The contract's order statuses (its values would bring the server's zod into the page). */
const STATUSES = ['paid', 'partly-cancelled', 'cancelled'] as const satisfies readonly AgentBooking['status'][];

interface Filters {
  q: string;
  from: string;
  to: string;
  status: '' | AgentBooking['status'];
}
const NO_FILTERS: Filters = { q: '', from: '', to: '', status: '' };

/**
 * The agency's bookings, by every agent of it: a search by reference or traveller, the dates
 * booked and the status, 20 a page. "Manage" opens the booking in the manage-my-booking view
 * (with its booking token), as the member area does, so cancelling and changing a date follow
 * the same rules; a credit-paid booking's refund goes back to the agency's credit.
 */
export function BookingsPanel({ language }: { language: Language }) {
  const paths = useShellPaths();
  const t = useTranslations('agentArea.bookings');
  const id = useId();
  const context = useAgentContext();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [rangeRefused, setRangeRefused] = useState(false);
  const [managing, setManaging] = useState<AgentBooking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The Manage button to go back to when the booking view closes.
  const returnTo = useRef<string | null>(null);
  const query = useQuery({
    queryKey: agentKeys.bookings(filters, page, language),
    // Money moves elsewhere (a cancellation, another agent's booking): read again each time the tab is shown.
    staleTime: 0,
    queryFn: () =>
      orThrow(callBasket((http, ctx) => getAgentBookings(http, { q: filters.q, from: filters.from, to: filters.to, status: filters.status || undefined }, page, ctx), context)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useAgentQueryFailure(query.error);
  const failure = query.error instanceof BasketCallError ? query.error.failure : null;
  // The provider refuses a range it cannot read (400) with the same words as the form.
  const badRange = rangeRefused || failure?.status === 400;

  useEffect(() => {
    if (managing || !returnTo.current) return;
    document.getElementById(`manage-${returnTo.current}`)?.focus();
    returnTo.current = null;
  }, [managing]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const valid = rangeIsValid(draft);
    setRangeRefused(!valid);
    if (!valid) return document.getElementById(`${id}-range-from`)?.focus();
    setFilters(draft);
    setPage(1);
  };

  const close = (message: string | null) => {
    returnTo.current = managing?.reference ?? null;
    setNotice(message);
    setManaging(null);
    // A cancellation refunds (to the credit, when paid from it) and changes the booking: both show it.
    void queryClient.invalidateQueries({ queryKey: agentKeys.all });
  };

  if (managing) {
    return (
      <div className={styles.panelBody}>
        <BookingView
          key={managing.reference}
          token={managing.bookingToken}
          language={language}
          takeFocus
          leaveLabel={t('back')}
          onLeave={() => close(null)}
          onTokenRefused={() => close(t('manageFailed'))}
        />
      </div>
    );
  }

  const data = query.data;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.sectionTitle}>{t('title')}</h2>
      {notice ? (
        <p role="alert" className={styles.alert}>
          {notice}
        </p>
      ) : null}
      <form className={styles.filters} onSubmit={search} role="search" aria-label={t('searchLabel')}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{t('query')}</label>
          <input id={`${id}-q`} type="search" maxLength={100} value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
        </div>
        <DateRangeFields id={`${id}-range`} legend={t('bookedBetween')} value={draft} onChange={(range) => setDraft({ ...draft, ...range })} invalid={badRange} />
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>{t('statusLabel')}</label>
          <select id={`${id}-status`} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as Filters['status'] })}>
            <option value="">{t('anyStatus')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttons.primary}>
          {t('search')}
        </button>
      </form>
      <div aria-live="polite" aria-busy={query.isFetching || undefined} className={styles.results}>
        {query.isPending ? <p role="status">{t('loading')}</p> : null}
        {!data && query.isError && !badRange ? (
          <LoadFailed className={styles.alert} message={failure?.kind === 'network' ? t('failedNetwork') : t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : null}
        {data ? (
          data.total === 0 ? (
            <div className={styles.empty}>
              <p>{filtered ? t('noMatch') : t('empty')}</p>
              <a className={buttons.primary} href={paths.allDestinations}>
                {t('emptyLink')}
              </a>
            </div>
          ) : (
            <>
              <p className={styles.muted}>{t('count', { count: data.total })}</p>
              <ul className={styles.bookings}>
                {data.bookings.map((booking) => (
                  <li key={booking.reference}>
                    <BookingCard booking={booking} onManage={() => setManaging(booking)} />
                  </li>
                ))}
              </ul>
              {data.pages > 1 ? (
                <nav className={styles.pager} aria-label={t('pages')}>
                  <button type="button" className={buttons.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('previous')}
                  </button>
                  <span>{t('pageOf', { page: data.page, pages: data.pages })}</span>
                  <button type="button" className={buttons.secondary} disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
                    {t('next')}
                  </button>
                </nav>
              ) : null}
            </>
          )
        ) : null}
      </div>
    </div>
  );
}
