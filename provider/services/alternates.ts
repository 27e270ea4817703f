import { and, eq } from 'drizzle-orm';
import { ProviderError } from '../api/errors';
import { API_LANGUAGES } from '../api/contract/languages';
import type { RequestContext } from '../api/request-context';
import { locations, locationTranslations, products, productTranslations } from '../db/schema';
import type { Database } from '../db/types';
import { languageOfPrefix, pathPrefix, responseLang } from './hreflangs';

const notFoundPath = (url: string) => new ProviderError('NOT_FOUND', `No location or product at ${url}`);

/**
 * Spec §2/§7 alternate-language links by URL: a shop path to a city or product page
 * (`/{lang}/{id?}/{location}[/{productId}[/{product}]]`), resolved by id where it has one
 * and by the city's slug where it has none, in every language.
 */
export async function resolveAlternates(db: Database, context: RequestContext, url: string) {
  const [prefix = '', ...segments] = url.replace(/\/$/, '').split('/').slice(1);
  const language = languageOfPrefix(prefix) ?? context.language;
  const locationId = await resolveLocation(db, language, segments, url);
  // After the city: a numeric product id, optionally followed by the product's slug; anything
  // else is a page of the city (/all, /seats…), whose alternates are the city's.
  const rest = /^\d+$/.test(segments[0] ?? '') ? segments.slice(2) : segments.slice(1);
  const productId = /^\d{1,9}$/.test(rest[0] ?? '') ? Number(rest[0]) : null;

  if (productId === null) {
    const rows = await db.select().from(locationTranslations).where(eq(locationTranslations.locationId, locationId));
    const paths = new Map(rows.map((row) => [row.lang, `/${pathPrefix(row.lang as typeof language)}/${locationId}/${row.slug}`]));
    return result('location', locationId, null, language, paths);
  }
  const rows = await db
    .select({ lang: productTranslations.lang, slug: productTranslations.slug, locationSlug: locationTranslations.slug })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, products.locationId), eq(locationTranslations.lang, productTranslations.lang)))
    .where(and(eq(productTranslations.productId, productId), eq(products.locationId, locationId)));
  if (rows.length === 0) throw notFoundPath(url);
  const paths = new Map(
    rows.map((row) => [row.lang, `/${pathPrefix(row.lang as typeof language)}/${locationId}/${row.locationSlug}/${productId}/${row.slug}`]),
  );
  return result('product', locationId, productId, language, paths);
}

/** The city of a path: by id when the first segment is numeric, else by its slug in any language. */
async function resolveLocation(db: Database, language: RequestContext['language'], segments: string[], url: string): Promise<number> {
  const [first = ''] = segments;
  if (/^\d+$/.test(first)) {
    const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, Number(first)));
    if (!row) throw notFoundPath(url);
    return row.id;
  }
  const slug = decodeURIComponent(first).toLowerCase();
  const matches = await db
    .select({ id: locationTranslations.locationId, lang: locationTranslations.lang })
    .from(locationTranslations)
    .where(eq(locationTranslations.slug, slug));
  // The path's own language first: "/fr/londres" is London even if another city had that slug elsewhere.
  const match = matches.find((m) => m.lang === language) ?? matches[0];
  if (!match) throw notFoundPath(url);
  return match.id;
}

function result(
  type: 'location' | 'product',
  locationId: number,
  productId: number | null,
  language: RequestContext['language'],
  paths: Map<string, string>,
) {
  return {
    type,
    locationId,
    productId,
    canonical: paths.get(language) ?? '',
    alternates: API_LANGUAGES.filter((lang) => paths.has(lang)).map((lang) => ({ lang: responseLang(lang), url: paths.get(lang) ?? '' })),
  };
}
