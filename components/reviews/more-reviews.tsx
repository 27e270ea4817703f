'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type ComponentType } from 'react';
import { contextHeaders } from '@/lib/api/context';
import { isLanguage } from '@/lib/i18n/languages';
import type { parseReviewPage } from './parse-review-page';
import type { ReviewItem } from './review-item';
import styles from './reviews.module.css';
import { hydratingMark } from '@/lib/ui/early-presses';
import { useInBrowser } from '@/lib/ui/use-in-browser';

type ReviewPage = ReturnType<typeof parseReviewPage>;

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
  const inBrowser = useInBrowser();
  // Local state rather than React Query, which would load with every city and product page for this button (issue 18).
  const [pages, setPages] = useState<ReviewPage[]>([]);
  const [fetching, setFetching] = useState(false);
  const [failed, setFailed] = useState(false);
  // The list's code comes with the first page asked for, not with every page that has reviews.
  const [Item, setItem] = useState<ComponentType<Parameters<typeof ReviewItem>[0]> | null>(null);
  const loaded = pages.flatMap((page) => page.reviews);
  // An empty page means the provider has no more, whatever the total said.
  const hasMore = shown + loaded.length < total && pages.at(-1)?.reviews.length !== 0;

  const fetchPage = async (page: number) => {
    const [{ browserHttp }, { parseReviewPage }, { ReviewItem }] = await Promise.all([
      import('@/lib/api/browser-http'),
      import('./parse-review-page'),
      import('./review-item'),
    ]);
    setItem(() => ReviewItem);
    const { data } = await browserHttp.get<unknown>(source, { params: { page, pageSize }, headers: contextHeaders({ language: isLanguage(locale) ? locale : 'en' }) });
    return parseReviewPage(data);
  };

  const loadMore = async () => {
    if (fetching || !inBrowser) return;
    setFetching(true);
    setFailed(false);
    try {
      const next = pages.length + 2;
      const page = await fetchPage(next).catch(() => fetchPage(next));
      setPages([...pages, page]);
      // The button goes away with the last page: keep the keyboard where the reading continues.
      if (shown + loaded.length + page.reviews.length >= total || page.reviews.length === 0) status.current?.focus();
    } catch {
      setFailed(true);
    } finally {
      setFetching(false);
    }
  };

  return (
    <>
      {Item && loaded.length > 0 ? (
        <ul className={styles.list}>
          {loaded.map((review) => (
            <Item key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      <p ref={status} className={styles.more} role="status" aria-live="polite" tabIndex={-1}>
        {failed ? t('loadFailed') : fetching ? t('loading') : loaded.length > 0 ? t('shown', { shown: shown + loaded.length, total }) : null}
      </p>
      {hasMore ? (
        <button
          type="button"
          className={styles.moreButton}
          // Not `disabled`: that would drop the keyboard focus while the next page loads.
          aria-disabled={fetching}
          {...hydratingMark(inBrowser)}
          onClick={() => void loadMore()}
        >
          {t('loadMore')}
        </button>
      ) : null}
    </>
  );
}
