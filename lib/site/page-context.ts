import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ApiContext } from '@/lib/api/context';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { isSiteId, SITES, type SiteConfig } from '@/sites';

/** What every page and layout of the shop gets from its route: `/{site}/{lang}/…` (the proxy adds the site). */
export interface RouteParams {
  params: Promise<{ site: string; lang: string }>;
}

export interface PageContext {
  site: SiteConfig;
  language: Language;
  /** The language provider calls carry. Pages are cached for every visitor: prices come in all currencies. */
  api: ApiContext;
}

/**
 * The site and language of a page, checked (a language the site does not offer is not
 * found: the proxy redirects visitors before they get here), and set for next-intl.
 * Layouts and pages render in parallel, so each calls this for itself.
 */
export async function pageContext({ params }: RouteParams): Promise<PageContext> {
  const { site: siteId, lang } = await params;
  if (!isSiteId(siteId) || !isLanguage(lang)) notFound();
  const site = SITES[siteId];
  if (!site.languages.includes(lang)) notFound();
  setRequestLocale(lang);
  return { site, language: lang, api: { language: lang } };
}
