'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { SearchIcon } from '@/components/ui/icons';
import { MAX_QUERY_LENGTH } from '@/provider/domain/query-length';
import type { SearchSuggestions, SuggestionsView } from './search-suggestions';
import styles from './destination-search.module.css';

interface Props {
  language: Language;
  /** The 404 page also lists products (spec §2: at most 6). */
  withProducts?: boolean;
  autoFocus?: boolean;
  /** Called after the visitor picks a result (closes the header's search panel). */
  onNavigate?: () => void;
}

const NOTHING: SuggestionsView = { searching: false, open: false, results: [] };

/** The suggestions' code and the search's request code, loaded on the box's first use. */
const loadSuggestions = () =>
  Promise.all([import('./search-suggestions'), import('./use-search-results').then((m) => m.loadSearch())]).then(([m]) => m.SearchSuggestions);

/**
 * Destination search as an ARIA combobox: suggestions as you type (debounced), arrow
 * keys to move, Enter to open, Escape to clear. An empty box clears results and errors.
 * Every page has the box; what suggests (the keys included) loads when it is first used.
 */
export function DestinationSearch({ language, withProducts = false, autoFocus = false, onNavigate }: Props) {
  const t = useTranslations('search');
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  // Dropdown suggestions show while the box has focus, so they never cover the page behind
  // it; on a page they sit in the flow and stay.
  const [focused, setFocused] = useState(autoFocus);
  const [Suggestions, setSuggestions] = useState<ComponentType<Parameters<typeof SearchSuggestions>[0]> | null>(null);
  const [view, setView] = useState(NOTHING);
  const box = useRef<HTMLInputElement>(null);

  const load = () => {
    if (!Suggestions) void loadSuggestions().then((component) => setSuggestions(() => component));
  };

  // The box is server HTML: what a visitor typed into it while the page's code loaded is searched.
  useEffect(() => {
    const input = box.current!;
    if (input.value) setText(input.value.slice(0, MAX_QUERY_LENGTH));
    if (document.activeElement === input) setFocused(true);
    if (input.value || autoFocus || document.activeElement === input) load();
    // Once, as the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = text.trim().length > 0 && (focused || withProducts);
  const { results } = shown ? view : NOTHING;
  const open = shown && view.open;
  const clear = () => {
    setText('');
    setActive(-1);
  };
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

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
        onFocus={() => {
          setFocused(true);
          // Fetched while the visitor starts typing.
          load();
        }}
        onBlur={() => setFocused(false)}
      />
      <p className="visually-hidden" role="status">
        {shown && view.searching ? t('loading') : open ? t('resultCount', { count: results.length }) : ''}
      </p>
      {Suggestions ? (
        <Suggestions
          language={language}
          text={text}
          withProducts={withProducts}
          shown={focused || withProducts}
          box={box}
          active={active}
          listId={listId}
          optionId={optionId}
          onView={setView}
          onActive={setActive}
          onClear={clear}
          onPick={() => {
            clear();
            onNavigate?.();
          }}
        />
      ) : null}
    </div>
  );
}
