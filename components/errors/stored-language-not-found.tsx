'use client';

import Cookies from 'js-cookie';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { ShopProviders } from '@/components/providers/shop-providers';
import { COOKIES } from '@/lib/cookies/names';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { Messages } from '@/lib/i18n/messages';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { NotFoundContent } from './not-found-content';
import { shellPaths } from '@/lib/i18n/pages';

const noSubscription = () => () => {};

/** What the page shows, in every language: its texts and the search's. */
export type NotFoundMessages = Record<Language, Pick<Messages, 'notFound' | 'search'>>;

/**
 * A 404 outside every language: the page is the same for everyone (so it reads no cookie
 * on the server) and switches to the visitor's stored language in the browser, search included.
 */
export function StoredLanguageNotFound({ messages }: { messages: NotFoundMessages }) {
  const language = useSyncExternalStore(
    noSubscription,
    () => parseLanguage(Cookies.get(COOKIES.language.name)) ?? DEFAULT_LANGUAGE,
    () => DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    document.documentElement.lang = LANGUAGES[language].htmlLang;
  }, [language]);
  return (
    // The search needs the shop's client context; outside a site every currency is allowed.
    <NextIntlClientProvider key={language} locale={language} messages={messages[language]} timeZone="UTC">
      <ShopProviders currencies={CURRENCY_IDS_IN_ORDER} paths={shellPaths(language)}>
        <TranslatedNotFound language={language} />
      </ShopProviders>
    </NextIntlClientProvider>
  );
}

function TranslatedNotFound({ language }: { language: Language }) {
  const t = useTranslations('notFound');
  return <NotFoundContent language={language} texts={{ title: t('title'), lost: t('lost'), allDestinations: t('allDestinations'), home: t('home') }} />;
}
