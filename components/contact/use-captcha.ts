'use client';

import { useGoogleReCaptcha } from 'react-google-recaptcha-v3';

export type CaptchaError = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed';
type CaptchaResult = { ok: true; value: string | undefined } | { ok: false; error: CaptchaError };

export const CAPTCHA_SITE_KEY = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
/** Spec §5: a site key and a version are required; version 3 by default, the only one this shop runs. */
export const CAPTCHA_VERSION = process.env.NEXT_PUBLIC_RECAPTCHA_VERSION ?? '3';

/**
 * A reCAPTCHA v3 token for the contact form when reCAPTCHA is configured; without a
 * site key the form works without one (the provider then does not ask for it).
 */
export function useCaptcha(): { token: () => Promise<CaptchaResult> } {
  const { executeRecaptcha } = useGoogleReCaptcha();
  return {
    token: async () => {
      if (!CAPTCHA_SITE_KEY) return { ok: true, value: undefined };
      if (CAPTCHA_VERSION !== '3') return { ok: false, error: 'noVersion' };
      if (!executeRecaptcha) return { ok: false, error: 'loadFailed' };
      try {
        return { ok: true, value: await executeRecaptcha('contact') };
      } catch {
        return { ok: false, error: 'executeFailed' };
      }
    },
  };
}
