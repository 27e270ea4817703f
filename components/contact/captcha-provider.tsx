'use client';

import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { CaptchaContext, type ExecuteCaptcha } from './captcha-context';
import { captchaConfig } from './captcha-config';

/** The reCAPTCHA library loads after the page, beside the forms rather than around them (issue 18). */
const RecaptchaBridge = lazy(() => import('./recaptcha-bridge'));

/**
 * Loads reCAPTCHA v3 for the forms below it (contact, the newsletter's box and page) only when a
 * site key is configured; v3 scores visitors by their browsing, so it runs on every page. The
 * library is not around the page: it hands its `execute` over once loaded, so the page never
 * renders again because of it.
 */
export function CaptchaProvider({ language, children }: { language: string; children: ReactNode }) {
  const { siteKey } = captchaConfig();
  const [execute, setExecute] = useState<ExecuteCaptcha | undefined>(undefined);
  // A function is kept as state by wrapping it: React would call it as an updater.
  const onReady = useCallback((ready: ExecuteCaptcha | undefined) => setExecute(() => ready), []);
  return (
    <CaptchaContext.Provider value={execute}>
      {children}
      {siteKey ? (
        <Suspense fallback={null}>
          <RecaptchaBridge siteKey={siteKey} language={language} onReady={onReady} />
        </Suspense>
      ) : null}
    </CaptchaContext.Provider>
  );
}
