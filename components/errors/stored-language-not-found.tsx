'use client';

import Cookies from 'js-cookie';
import { useEffect, useSyncExternalStore } from 'react';
import { COOKIES } from '@/lib/cookies/names';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/languages';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { homePath } from '@/lib/i18n/paths';
import { ErrorContent } from './error-content';

const noSubscription = () => () => {};

export type NotFoundTexts = Record<Language, { title: string; lost: string; home: string }>;

/**
 * A 404 outside every language: the page is the same for everyone (so it reads no cookie
 * on the server) and switches to the visitor's stored language in the browser.
 */
export function StoredLanguageNotFound({ texts }: { texts: NotFoundTexts }) {
  const language = useSyncExternalStore(
    noSubscription,
    () => parseLanguage(Cookies.get(COOKIES.language.name)) ?? DEFAULT_LANGUAGE,
    () => DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    document.documentElement.lang = LANGUAGES[language].htmlLang;
  }, [language]);
  const t = texts[language];
  return (
    <ErrorContent title={t.title} message={t.lost}>
      <a href={homePath(language)}>{t.home}</a>
    </ErrorContent>
  );
}
