import type { Metadata } from 'next';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { locationPath, productPath } from '@/lib/i18n/paths';
import type { SiteConfig } from '@/sites';

export type PathsByLanguage = Partial<Record<Language, string>>;

/**
 * The canonical path of a page and its `hreflang` alternates (spec: all six languages plus
 * `x-default`), limited to the languages the site offers. `x-default` is the site's default
 * language, else English. Relative paths: the layout's `metadataBase` makes them absolute.
 */
export function alternatesFor(site: SiteConfig, language: Language, paths: PathsByLanguage): NonNullable<Metadata['alternates']> {
  const offered = site.languages.filter((code) => paths[code]);
  const languages: Record<string, string> = Object.fromEntries(offered.map((code) => [LANGUAGES[code].htmlLang, paths[code] ?? '']));
  const fallback = paths[site.defaultLanguage] ?? paths.en;
  if (fallback) languages['x-default'] = fallback;
  return { canonical: paths[language] ?? null, languages };
}

/** A city page in each language it has a slug in. */
export function locationPaths(id: number, hreflangs: { lang: string; url: string }[], subPath = ''): PathsByLanguage {
  const paths: PathsByLanguage = {};
  for (const { lang, url } of hreflangs) {
    const language = parseLanguage(lang);
    if (language) paths[language] = `${locationPath(language, id, url)}${subPath}`;
  }
  return paths;
}

/** A product page in each language it has a slug in. */
export function productPaths(locationId: number, id: number, hreflangs: { lang: string; locationName: string; urlName: string }[]): PathsByLanguage {
  const paths: PathsByLanguage = {};
  for (const { lang, locationName, urlName } of hreflangs) {
    const language = parseLanguage(lang);
    if (language) paths[language] = productPath(language, locationId, locationName, id, urlName);
  }
  return paths;
}
