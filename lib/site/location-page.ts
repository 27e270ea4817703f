import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { getLocation } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { locationPath } from '@/lib/i18n/paths';
import { foundOrOops, idOrNotFound } from './load';
import { pageContext } from './page-context';

/** The route of every city page: `/{site}/{lang}/{id}/{location}/…`. */
export interface LocationRouteParams {
  params: Promise<{ site: string; lang: string; id: string; location: string }>;
}

/**
 * The city a page is about, and the page's context. A slug that is not the city's slug in
 * the page's language (another language's, an old one) redirects to the right one, keeping
 * the sub-page (spec §2); an unknown id is a 404. Cached per render: metadata and page share it.
 */
export const loadLocationPage = cache(async (site: string, lang: string, id: string, slug: string, subPath: string) => {
  const context = await pageContext({ params: Promise.resolve({ site, lang }) });
  const location = foundOrOops(await getLocation(http, idOrNotFound(id), context.api), `Location ${id}`);
  const canonical = locationPath(context.language, location.id, location.url);
  if (safeDecode(slug) !== location.url) permanentRedirect(`${canonical}${subPath}`);
  return { ...context, location, canonical };
});

/** The city page's data from its route params. */
export async function locationPage({ params }: LocationRouteParams, subPath = '') {
  const { site, lang, id, location } = await params;
  return loadLocationPage(site, lang, id, location, subPath);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
