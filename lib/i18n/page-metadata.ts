import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { alternatesFor } from '@/lib/seo/alternates';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import { type PageKey, pagePath } from './pages';

/**
 * `generateMetadata` for a static page: title and description from its catalogue namespace,
 * its canonical address and its slug in every language of the site as hreflang alternates.
 */
export function pageMetadata(namespace: string, page: PageKey, options: { index?: boolean } = {}) {
  return async function generateMetadata(props: RouteParams): Promise<Metadata> {
    const { site, language } = await pageContext(props);
    const t = await getTranslations({ locale: language, namespace });
    const paths = Object.fromEntries(site.languages.map((code) => [code, pagePath(code, page)]));
    return {
      title: t('title'),
      description: t.has('description') ? t('description') : undefined,
      alternates: alternatesFor(site, language, paths),
      robots: options.index === false ? { index: false, follow: true } : undefined,
    };
  };
}
