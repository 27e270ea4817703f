'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorContent } from '@/components/errors/error-content';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { homePath } from '@/lib/i18n/paths';

/** A route's failure: status and a localised message; details stay in the server log. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errorPage');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorContent status={t('status', { status: 500 })} title={t('title')} message={t('message')}>
      <button type="button" onClick={() => retry()}>
        {t('retry')}
      </button>
      <Link href={homePath(isLanguage(locale) ? locale : DEFAULT_LANGUAGE)}>{t('home')}</Link>
    </ErrorContent>
  );
}
