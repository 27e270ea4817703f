import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLanguage } from './require-language';

interface PageProps {
  params: Promise<{ lang: string }>;
}

/** `generateMetadata` for a page whose title and description live in one catalogue namespace. */
export function pageMetadata(namespace: string, options: { index?: boolean } = {}) {
  return async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const language = requireLanguage((await params).lang);
    const t = await getTranslations({ locale: language, namespace });
    return {
      title: t('title'),
      description: t.has('description') ? t('description') : undefined,
      robots: options.index === false ? { index: false, follow: true } : undefined,
    };
  };
}

/** The page's language from its params, set for next-intl: the start of every page. */
export async function pageLanguage({ params }: PageProps) {
  const language = requireLanguage((await params).lang);
  const { setRequestLocale } = await import('next-intl/server');
  setRequestLocale(language);
  return language;
}
