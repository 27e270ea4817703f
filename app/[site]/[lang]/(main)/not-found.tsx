import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorContent } from '@/components/errors/error-content';
import { DestinationSearch } from '@/components/search/destination-search';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { homePath } from '@/lib/i18n/paths';
import styles from './not-found.module.css';

/** The 404 of every route under a language (spec §2): the lost text, a search that also finds products, all destinations. */
export default async function NotFound() {
  const locale = await getLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const t = await getTranslations('notFound');
  return (
    <ErrorContent title={t('title')} message={t('lost')}>
      <div className={styles.search}>
        <DestinationSearch language={language} withProducts />
      </div>
      <Link href={pagePath(language, 'allDestinations')}>{t('allDestinations')}</Link>
      <Link href={homePath(language)}>{t('home')}</Link>
    </ErrorContent>
  );
}
