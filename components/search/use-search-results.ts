import { useEffect, useReducer, useState } from 'react';
import type { SearchResults } from '@/lib/api/search';
import type { CurrencyId } from '@/provider/api/contract/languages';
import type { Language } from '@/lib/i18n/languages';
import { HEADER_SEARCH_LIMIT, PRODUCT_SEARCH_LIMIT } from '@/lib/ui/constants';

export interface SearchAsked {
  text: string;
  language: Language;
  currency: CurrencyId;
  scope: number;
  withProducts: boolean;
}

/** Answers this page load already has, by what was asked; the oldest go first past the limit. */
const answers = new Map<string, SearchResults>();
const KEPT_ANSWERS = 50;

/** Forgets the answers (tests; the module keeps them per page load). */
export function forgetSearchAnswers() {
  answers.clear();
}

/** The request code (axios and the answer's check) loads on first use, not with every page. */
export const loadSearch = () => Promise.all([import('@/lib/api/search'), import('@/lib/api/browser-http')]);

async function search({ text, language, currency, scope, withProducts }: SearchAsked): Promise<SearchResults> {
  const [{ searchCatalogue }, { browserHttp }] = await loadSearch();
  const result = await searchCatalogue(
    browserHttp,
    { text, limit: HEADER_SEARCH_LIMIT, productLimit: withProducts ? PRODUCT_SEARCH_LIMIT : 0, scope },
    { language, currency },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/**
 * The search's answer for what is asked (nothing while the text is empty): each question asked once
 * per page load, a failure tried once more before it counts. A hook of its own rather than React
 * Query, which the header's search would otherwise bring to every page (issue 18).
 */
export function useSearchResults(asked: SearchAsked) {
  const key = asked.text ? JSON.stringify(asked) : null;
  const [failed, setFailed] = useState<string | null>(null);
  // The answer itself lives in `answers`: an arriving one only has to render again.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!key || answers.has(key)) return;
    let current = true;
    const question: SearchAsked = JSON.parse(key);
    search(question)
      .catch(() => search(question))
      .then(
        (data) => {
          answers.set(key, data);
          if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
          if (current) rerender();
        },
        () => current && setFailed(key),
      );
    return () => {
      current = false;
    };
  }, [key]);

  const data = key ? answers.get(key) : undefined;
  const isError = key !== null && failed === key;
  return { data, isError, isFetching: key !== null && !data && !isError };
}
