import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorContent } from '@/components/errors/error-content';
import { homePath } from '@/lib/i18n/paths';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';

/** The 404 page of every route under a language, in that language. */
export default async function NotFound() {
  const locale = await getLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const t = await getTranslations('notFound');
  return (
    <ErrorContent title={t('title')} message={t('lost')}>
      <Link href={homePath(language)}>{t('home')}</Link>
    </ErrorContent>
  );
}
