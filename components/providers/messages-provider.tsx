'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';

interface Props {
  language: string;
  messages: AbstractIntlMessages;
  timeZone: string;
  children: ReactNode;
}

/**
 * The islands' catalogue. A client component of the shop's own (not next-intl's server-side
 * provider, whose browser half is next-intl's), so that the browser provides it with
 * `lib/i18n/browser-intl.tsx` like every other `next-intl` import of the islands.
 */
export function MessagesProvider({ language, messages, timeZone, children }: Props) {
  return (
    <NextIntlClientProvider locale={language} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
