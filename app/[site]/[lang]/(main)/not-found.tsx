import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/errors/not-found-content';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';

/** The 404 of every route under a language (spec §2), in the page's language. */
export default async function NotFound() {
  const locale = await getLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const t = await getTranslations('notFound');
  return <NotFoundContent language={language} texts={{ title: t('title'), lost: t('lost'), allDestinations: t('allDestinations'), home: t('home') }} />;
}
