import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/** `generateMetadata` for a page whose title and description live in one catalogue namespace. */
export function pageMetadata(namespace: string, options: { index?: boolean } = {}) {
  return async function generateMetadata(props: RouteParams): Promise<Metadata> {
    const { language } = await pageContext(props);
    const t = await getTranslations({ locale: language, namespace });
    return {
      title: t('title'),
      description: t.has('description') ? t('description') : undefined,
      robots: options.index === false ? { index: false, follow: true } : undefined,
    };
  };
}
