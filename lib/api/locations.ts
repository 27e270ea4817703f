import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { TopLocationSchema, TopLocationSlimListSchema } from '@/provider/api/contract/locations';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { locationPath } from '@/lib/i18n/paths';
import type { ApiContext } from './context';
import { apiGet } from './request';
import type { ApiResult } from './result';

/** A destination as the shop shows it: its name and the page it links to, in the page's language. */
export interface TopLocation {
  id: number;
  name: string;
  href: string;
}

/** Top destinations of a scope (no query), or a destination search (spec §7 `location/top/slim`). */
export async function getTopLocations(
  client: AxiosInstance,
  options: { limit: number; query?: string; scope?: number },
  context: ApiContext,
): Promise<ApiResult<TopLocation[]>> {
  const result = await apiGet(client, TopLocationSlimListSchema, 'location/top/slim', {
    params: { limit: options.limit, query: options.query || undefined, scope: options.scope },
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

export type Destination = z.infer<typeof TopLocationSchema> & { href: string };

/** Destinations with their country and continent, for the all-destinations page (spec §7 `location/top`). */
export async function getDestinations(
  client: AxiosInstance,
  options: { limit: number; scope: number },
  context: ApiContext,
): Promise<ApiResult<Destination[]>> {
  const result = await apiGet(client, z.array(TopLocationSchema), 'location/top', { params: options, context });
  if (!result.ok) return result;
  return {
    ok: true,
    data: result.data.map((l) => ({ ...l, href: locationPath(parseLanguage(l.lang) ?? context.language, l.id, l.url) })),
  };
}
