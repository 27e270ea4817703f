'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorContent } from './error-content';
import { useChunkReload } from './use-chunk-reload';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { homePath, oopsPath } from '@/lib/i18n/paths';
import { DATA_LOAD_FAILED } from '@/lib/site/data-load-failed';

/** What a response whose render threw carries, and so what the page says (spec §2: default 500). */
const RENDER_FAILED = 500;

/**
 * A route's failure: status and a localised message; details stay in the server log.
 * A page whose data did not load sends the visitor to /oops/400 (spec §2); until it gets
 * there (or without JavaScript) it says why, with the status it was answered with.
 */
export default function RouteErrorView({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const reloading = useChunkReload(error);
  const t = useTranslations('errorPage');
  const locale = useLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const dataLoad = error.digest === DATA_LOAD_FAILED;
  useEffect(() => {
    if (reloading) return;
    if (dataLoad) window.location.replace(oopsPath(language, 400));
    else console.error(error);
  }, [reloading, dataLoad, error, language]);
  // A failed script chunk reloads the page: nothing to read meanwhile.
  if (reloading) return null;
  return (
    <ErrorContent status={t('status', { status: RENDER_FAILED })} title={t('title')} message={dataLoad ? t('loadFailed') : t('message')}>
      <button type="button" onClick={() => retry()}>
        {t('retry')}
      </button>
      <a href={homePath(language)}>{t('home')}</a>
    </ErrorContent>
  );
}
