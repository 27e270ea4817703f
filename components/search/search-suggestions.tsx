'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, type RefObject } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { oopsPath } from '@/lib/i18n/paths';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui/constants';
import { useVisitor } from '@/stores/visitor-store';
import { MAX_QUERY_LENGTH } from '@/provider/domain/query-length';
import { useShellPaths } from '@/components/providers/shell-paths';
import { useDebounced } from './use-debounced';
import { useSearchResults } from './use-search-results';
import { useSearchScope } from './search-scope';
import styles from './destination-search.module.css';

export interface Suggestion {
  href: string;
  name: string;
  detail: string;
}

/** What the box shows of the suggestions: its ARIA state, its live line and its keys read it. */
export interface SuggestionsView {
  searching: boolean;
  open: boolean;
  results: Suggestion[];
}

interface Props {
  language: Language;
  text: string;
  withProducts: boolean;
  /** The box has focus, or the search sits on a page (the 404), where suggestions stay. */
  shown: boolean;
  /** The box: its keys move through the suggestions, open one and clear it. */
  box: RefObject<HTMLInputElement | null>;
  active: number;
  listId: string;
  optionId: (index: number) => string;
  onView: (view: SuggestionsView) => void;
  onActive: (index: number) => void;
  /** Escape: the box is emptied. */
  onClear: () => void;
  /** A suggestion is opened: the box is emptied (and the header's search panel closed). */
  onPick: () => void;
}

/**
 * The destination search's suggestions: asked of the provider as the visitor types (debounced)
 * and listed under the box. Loaded when the box is first used, so pages do not carry the search's
 * reading code until a visitor searches (issue 18).
 */
export function SearchSuggestions({ language, text, withProducts, shown, box, active, listId, optionId, onView, onActive, onClear, onPick }: Props) {
  const paths = useShellPaths();
  const t = useTranslations('search');
  const router = useRouter();
  const currency = useVisitor((s) => s.currency);
  const scope = useSearchScope();
  // From nothing: mounted while the visitor types, it must not ask for the first letters at once.
  const query = useDebounced(text.trim().slice(0, MAX_QUERY_LENGTH), SEARCH_DEBOUNCE_MS, '');
  const { data, isFetching, isError } = useSearchResults({ text: query, language, currency, scope, withProducts });

  // Spec §7: a failed search sends the visitor to the data-load error page.
  useEffect(() => {
    if (isError) router.push(oopsPath(language, 400));
  }, [isError, language, router]);

  const typed = text.trim().length > 0;
  const destination = t('destination');
  const results = useMemo(
    () =>
      typed && data
        ? [
            ...data.locations.map((l) => ({ href: l.href, name: l.name, detail: destination })),
            ...data.products.map((p) => ({ href: p.href, name: p.name, detail: p.city })),
          ]
        : [],
    [typed, data, destination],
  );
  const visible = shown && typed && query.length > 0;
  const searching = visible && isFetching;
  const open = visible && !isFetching && !!data;
  useEffect(() => onView({ searching, open, results }), [searching, open, results, onView]);

  const go = (href: string) => {
    onPick();
    router.push(href);
  };

  // The box's keys: arrows move through what is listed, Enter opens the one chosen (or the first), Escape clears.
  const listed = shown && typed ? results : [];
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' && listed.length) {
        event.preventDefault();
        onActive((active + 1) % listed.length);
      } else if (event.key === 'ArrowUp' && listed.length) {
        event.preventDefault();
        onActive(active <= 0 ? listed.length - 1 : active - 1);
      } else if (event.key === 'Enter') {
        const chosen = listed[active] ?? listed[0];
        if (chosen) {
          event.preventDefault();
          go(chosen.href);
        }
      } else if (event.key === 'Escape') onClear();
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  });

  if (!searching && !open) return null;
  // The results' place, busy while the provider is asked. Pressing inside it must not take the
  // focus away from the box (which would close it); the box's live line announces.
  return (
    <div className={styles.panel} aria-busy={searching} onMouseDown={(event) => event.preventDefault()}>
      {searching ? (
        <p className={styles.searching} aria-hidden="true">
          <span className={styles.spinner} />
          {t('loading')}
        </p>
      ) : results.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={t('label')} className={styles.results}>
          {results.map((result, index) => (
            <li
              key={result.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={() => go(result.href)}
              onMouseEnter={() => onActive(index)}
            >
              <span className={styles.name}>{result.name}</span>
              <span className={styles.detail}>{result.detail}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty} role="status">
          {withProducts ? (
            <>
              <p>{t('destinationNotFound')}</p>
              <a href={paths.allDestinations}>{t('allDestinations')}</a>
            </>
          ) : (
            <p>{t('noCity')}</p>
          )}
        </div>
      )}
    </div>
  );
}
