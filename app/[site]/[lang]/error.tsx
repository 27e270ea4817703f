'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorContent } from '@/components/errors/error-content';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { homePath, oopsPath } from '@/lib/i18n/paths';
import { DATA_LOAD_FAILED } from '@/lib/site/data-load-failed';

/**
 * A route's failure: status and a localised message; details stay in the server log.
 * A page whose data did not load sends the visitor to /oops/400 (spec §2); it says so
 * itself too, for the moment before (or without) JavaScript.
 */
export default function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('errorPage');
  const locale = useLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const dataLoad = error.digest === DATA_LOAD_FAILED;
  useEffect(() => {
    if (dataLoad) window.location.replace(oopsPath(language, 400));
    else console.error(error);
  }, [dataLoad, error, language]);
  return (
    <ErrorContent status={t('status', { status: dataLoad ? 400 : 500 })} title={t('title')} message={dataLoad ? t('loadFailed') : t('message')}>
      <button type="button" onClick={() => retry()}>
        {t('retry')}
      </button>
      <Link href={homePath(language)}>{t('home')}</Link>
    </ErrorContent>
  );
}
