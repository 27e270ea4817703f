import type { Language } from '@/lib/i18n/languages';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { PathsByLanguage } from './alternates';

/** One page of the sitemap: its address in each language the site offers. */
export interface SitemapPage {
  paths: PathsByLanguage;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
  priority: number;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemap (sitemaps.org) with each page listed once per language and every
 * language's address as an `xhtml:link` alternate, plus `x-default`, as search engines
 * want hreflang in sitemaps.
 */
export function sitemapXml(origin: string, languages: Language[], defaultLanguage: Language, pages: SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const offered = languages.filter((language) => page.paths[language]);
    const alternates = offered.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGES[language].htmlLang}" href="${escape(origin + page.paths[language])}"/>`,
    );
    const fallback = page.paths[defaultLanguage] ?? page.paths[offered[0] ?? defaultLanguage];
    if (fallback) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + fallback)}"/>`);
    for (const language of offered) {
      lines.push(
        `<url><loc>${escape(origin + page.paths[language])}</loc><changefreq>${page.changeFrequency}</changefreq><priority>${page.priority.toFixed(1)}</priority>${alternates.join('')}</url>`,
      );
    }
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}
