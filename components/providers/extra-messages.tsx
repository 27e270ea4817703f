'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * Adds a page's own catalogue namespaces to the ones the layout sends every page
 * (lib/i18n/client-messages.ts), so only this page's visitors download them. The layout's
 * configuration (its time zone) carries over: a nested provider starts afresh otherwise.
 */
export function ExtraMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
