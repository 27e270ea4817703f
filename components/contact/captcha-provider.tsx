'use client';

import type { ReactNode } from 'react';
import { GoogleReCaptchaProvider } from 'react-google-recaptcha-v3';
import { CAPTCHA_SITE_KEY } from './use-captcha';

/** Loads reCAPTCHA v3 only when a site key is configured (NEXT_PUBLIC_RECAPTCHA_SITE_KEY). */
export function CaptchaProvider({ language, children }: { language: string; children: ReactNode }) {
  if (!CAPTCHA_SITE_KEY) return <>{children}</>;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={CAPTCHA_SITE_KEY} language={language}>
      {children}
    </GoogleReCaptchaProvider>
  );
}
