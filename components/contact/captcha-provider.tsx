'use client';

import type { ReactNode } from 'react';
import { GoogleReCaptchaProvider } from 'react-google-recaptcha-v3';
import { captchaConfig } from './use-captcha';

/**
 * Loads reCAPTCHA v3 for the forms below it (contact, the newsletter's box and page) only when a
 * site key is configured; v3 scores visitors by their browsing, so it runs on every page.
 */
export function CaptchaProvider({ language, children }: { language: string; children: ReactNode }) {
  const { siteKey } = captchaConfig();
  if (!siteKey) return <>{children}</>;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={language} scriptProps={{ async: true, defer: true }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}
