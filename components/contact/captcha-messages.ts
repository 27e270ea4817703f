'use client';

import { useTranslations } from 'next-intl';
import type { CaptchaError } from './captcha-token';

/** What the forms tell a visitor when the captcha fails in the browser, or the provider refuses its token. */
export function useCaptchaMessages() {
  const t = useTranslations('contact');
  return {
    problem: (error: CaptchaError) => `${t(`captcha.${error}`)}. ${t('captchaRetry')}`,
    refused: () => t('captchaRefused'),
  };
}
