import type { SearchResults } from '@/lib/api/search';
import type { CurrencyId } from '@/provider/api/contract/languages';
import type { Language } from '@/lib/i18n/languages';
import { usePageRead } from '@/lib/query/page-reads';
import { HEADER_SEARCH_LIMIT, PRODUCT_SEARCH_LIMIT } from '@/lib/ui/constants';

export interface SearchAsked {
  text: string;
  language: Language;
  currency: CurrencyId;
  scope: number;
  withProducts: boolean;
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
 * The search's answer for what is asked (nothing while the text is empty): each question asked
 * once per page load, a failure tried once more before it counts.
 */
export function useSearchResults(asked: SearchAsked) {
  const read = usePageRead(asked.text ? ['search', asked] : null, () => search(asked), { freshFor: Infinity });
  return { data: read.data, isError: read.isError, isFetching: read.isFetching };
}
