import 'server-only';
import { TopLocationSlimListSchema } from '@/provider/api/contract/locations';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { locationPath } from '@/lib/i18n/paths';
import type { ApiContext } from './context';
import { http } from './http';
import { apiGet } from './request';
import type { ApiResult } from './result';

/** A destination as the shop shows it: its name and the page it links to, in the page's language. */
export interface TopLocation {
  id: number;
  name: string;
  href: string;
}

/** Top destinations (no query) or a destination search (spec §7 `location/top/slim`). */
export async function getTopLocations(
  options: { limit: number; query?: string },
  context: ApiContext,
): Promise<ApiResult<TopLocation[]>> {
  const result = await apiGet(http, TopLocationSlimListSchema, 'location/top/slim', {
    params: { limit: options.limit, query: options.query || undefined },
    context,
  });
  if (!result.ok) return result;
  return {
    ok: true,
    data: result.data.map((location) => ({
      id: location.id,
      name: location.name,
      href: locationPath(parseLanguage(location.lang) ?? context.language, location.id, location.url),
    })),
  };
}
