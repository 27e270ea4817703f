'use client';

import { lazy, Suspense } from 'react';
import { captchaConfig } from './captcha-config';
import { setCaptchaExecute } from './captcha-execute';

/** The reCAPTCHA library, loaded beside the page rather than around it (issue 18). */
const RecaptchaBridge = lazy(() => import('./recaptcha-bridge'));

/**
 * Loads reCAPTCHA v3 for the forms (contact, the newsletter's box and page) only when a site key
 * is configured; v3 scores visitors by their browsing, so it runs on every page, once the page
 * idles (components/global/page-extras.tsx). It hands Google's `execute` over (captchaExecute).
 */
export function CaptchaLoader({ language }: { language: string }) {
  const { siteKey } = captchaConfig();
  return siteKey ? (
    <Suspense fallback={null}>
      <RecaptchaBridge siteKey={siteKey} language={language} onReady={setCaptchaExecute} />
    </Suspense>
  ) : null;
}
