import type { AxiosInstance } from 'axios';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { locationPath, productPath } from '@/lib/i18n/paths';
import type { ApiContext } from './context';
import type { TopLocation } from './locations';
import { checkFrom, apiGet } from './request';
import type { ApiResult } from './result';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./search-checks');
const SearchResultsSchema = checkFrom(checks, 'SearchResultsSchema');

export interface ProductLink {
  id: number;
  name: string;
  city: string;
  href: string;
}

export interface SearchResults {
  locations: TopLocation[];
  products: ProductLink[];
}

/** Cities, and optionally products, whose name contains the text in any language (spec §2 search). */
export async function searchCatalogue(
  client: AxiosInstance,
  options: { text: string; limit: number; productLimit: number; scope: number },
  context: ApiContext,
): Promise<ApiResult<SearchResults>> {
  const result = await apiGet(client, SearchResultsSchema, 'location/search', { params: options, context });
  if (!result.ok) return result;
  const language = (lang: string) => parseLanguage(lang) ?? context.language;
  return {
    ok: true,
    data: {
      locations: result.data.locations.map((l) => ({ id: l.id, name: l.name, href: locationPath(language(l.lang), l.id, l.url) })),
      products: result.data.products.map((p) => ({
        id: p.id,
        name: p.name,
        city: p.locationName,
        href: productPath(language(p.lang), p.locationId, p.locationUrl, p.id, p.url),
      })),
    },
  };
}
