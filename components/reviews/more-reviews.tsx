'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { contextHeaders } from '@/lib/api/context';
import { isLanguage } from '@/lib/i18n/languages';
import { parseReviewPage } from './parse-review-page';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

interface Props {
  source: string;
  pageSize: number;
  total: number;
  /** How many the page already shows (its first page). */
  shown: number;
}

/** "Load more" (spec §2): the next pages of reviews, appended below the first, focus kept in place. */
export function MoreReviews({ source, pageSize, total, shown }: Props) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const status = useRef<HTMLParagraphElement>(null);
  const query = useInfiniteQuery({
    queryKey: ['reviews', source, locale, pageSize],
    queryFn: async ({ pageParam }) => {
      const { browserHttp } = await import('@/lib/api/browser-http');
      const { data } = await browserHttp.get<unknown>(source, { params: { page: pageParam, pageSize }, headers: contextHeaders({ language: isLanguage(locale) ? locale : 'en' }) });
      return parseReviewPage(data);
    },
    initialPageParam: 2,
    getNextPageParam: (last, pages) => (shown + pages.reduce((n, page) => n + page.reviews.length, 0) < total && last.reviews.length > 0 ? pages.length + 2 : undefined),
    enabled: false,
  });
  const loaded = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const hasMore = shown + loaded.length < total;

  return (
    <>
      {loaded.length > 0 ? (
        <ul className={styles.list}>
          {loaded.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      <p ref={status} className={styles.more} role="status" aria-live="polite" tabIndex={-1}>
        {query.isError ? t('loadFailed') : query.isFetching ? t('loading') : loaded.length > 0 ? t('shown', { shown: shown + loaded.length, total }) : null}
      </p>
      {hasMore ? (
        <button
          type="button"
          className={styles.moreButton}
          // Not `disabled`: that would drop the keyboard focus while the next page loads.
          aria-disabled={query.isFetching}
          onClick={async () => {
            if (query.isFetching) return;
            const result = query.data ? await query.fetchNextPage() : await query.refetch();
            const count = result.data?.pages.reduce((n, page) => n + page.reviews.length, 0) ?? 0;
            // The button goes away with the last page: keep the keyboard where the reading continues.
            if (shown + count >= total) status.current?.focus();
          }}
        >
          {t('loadMore')}
        </button>
      ) : null}
    </>
  );
}
