'use client';

import { Suspense } from 'react';
import { CaptchaLoader } from '@/components/contact/captcha-loader';
import type { Language } from '@/lib/i18n/languages';
import { CampaignReport } from './campaign-report';
import { BackToTop } from './back-to-top';
import { ChatBubble } from './chat-bubble';
import { LanguageOverlay } from './language-overlay';
import { LoadingBar } from './loading-bar';

/** What every page has but neither its first paint nor its first tap needs: loaded when the page idles. */
export function PageExtras({ language }: { language: Language }) {
  return (
    <>
      {/* One reCAPTCHA for the page's forms: the contact form and the newsletter's box and page. */}
      <CaptchaLoader language={language} />
      <CampaignReport language={language} />
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <BackToTop />
      <ChatBubble />
      <LanguageOverlay />
    </>
  );
}
