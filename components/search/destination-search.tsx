'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { oopsPath } from '@/lib/i18n/paths';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui/constants';
import { useVisitor } from '@/stores/visitor-store';
import { SearchIcon } from '@/components/ui/icons';
import { MAX_QUERY_LENGTH } from '@/provider/domain/catalogue';
import { useDebounced } from './use-debounced';
import { loadSearch, useSearchResults } from './use-search-results';
import { useSearchScope } from './search-scope';
import styles from './destination-search.module.css';
import { useShellPaths } from '@/components/providers/shell-paths';

interface Props {
  language: Language;
  /** The 404 page also lists products (spec §2: at most 6). */
  withProducts?: boolean;
  autoFocus?: boolean;
  /** Called after the visitor picks a result (closes the header's search panel). */
  onNavigate?: () => void;
}

/**
 * Destination search as an ARIA combobox: suggestions as you type (debounced), arrow
 * keys to move, Enter to open, Escape to clear. An empty box clears results and errors.
 */
export function DestinationSearch({ language, withProducts = false, autoFocus = false, onNavigate }: Props) {
  const paths = useShellPaths();
  const t = useTranslations('search');
  const router = useRouter();
  const currency = useVisitor((s) => s.currency);
  const scope = useSearchScope();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  // Dropdown suggestions show while the box has focus, so they never cover the page behind
  // it; on a page they sit in the flow and stay.
  const [focused, setFocused] = useState(autoFocus);
  const box = useRef<HTMLInputElement>(null);
  // The box is server HTML: what a visitor typed into it while the page's code loaded is searched.
  useEffect(() => {
    const input = box.current!;
    if (input.value) setText(input.value.slice(0, MAX_QUERY_LENGTH));
    if (document.activeElement === input) setFocused(true);
  }, []);
  const query = useDebounced(text.trim().slice(0, MAX_QUERY_LENGTH), SEARCH_DEBOUNCE_MS);

  const { data, isFetching, isError } = useSearchResults({ text: query, language, currency, scope, withProducts });

  // Spec §7: a failed search sends the visitor to the data-load error page.
  useEffect(() => {
    if (isError) router.push(oopsPath(language, 400));
  }, [isError, language, router]);

  const results =
    text.trim() && data
      ? [
          ...data.locations.map((l) => ({ href: l.href, name: l.name, detail: t('destination') })),
          ...data.products.map((p) => ({ href: p.href, name: p.name, detail: p.city })),
        ]
      : [];
  const shown = (focused || withProducts) && text.trim().length > 0 && query.length > 0;
  const searching = shown && isFetching;
  const open = shown && !isFetching && !!data;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function go(href: string) {
    setText('');
    onNavigate?.();
    router.push(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? results[0];
      if (chosen) {
        event.preventDefault();
        go(chosen.href);
      }
    } else if (event.key === 'Escape') {
      setText('');
      setActive(-1);
    }
  }

  return (
    // On a page (the 404) suggestions push the content down instead of covering it.
    <div className={withProducts ? `${styles.search} ${styles.inline}` : styles.search} role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <span className={styles.icon}>
        <SearchIcon size={18} />
      </span>
      <input
        id={`${id}-input`}
        ref={box}
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        // The provider answers longer texts with an error: the box stops there (a paste is cut).
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('placeholder')}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          // Fetched while the visitor starts typing.
          void loadSearch();
        }}
        onBlur={() => setFocused(false)}
      />
      <p className="visually-hidden" role="status">
        {searching ? t('loading') : open ? t('resultCount', { count: results.length }) : ''}
      </p>
      {searching || open ? (
        // The results' place, busy while the provider is asked. Pressing inside it must not take
        // the focus away from the box (which would close it); the live line above announces.
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
                  onMouseEnter={() => setActive(index)}
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
                  <Link href={paths.allDestinations}>{t('allDestinations')}</Link>
                </>
              ) : (
                <p>{t('noCity')}</p>
              )}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
