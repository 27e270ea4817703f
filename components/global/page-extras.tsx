'use client';

import { Suspense } from 'react';
import { BackToTop } from './back-to-top';
import { ChatBubble } from './chat-bubble';
import { LanguageOverlay } from './language-overlay';
import { LoadingBar } from './loading-bar';

/** What every page has but neither its first paint nor its first tap needs: loaded when the page idles. */
export function PageExtras() {
  return (
    <>
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <BackToTop />
      <ChatBubble />
      <LanguageOverlay />
    </>
  );
}
