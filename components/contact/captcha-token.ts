'use client';

import { reportError } from '@/lib/tracking/error-reporting';
import { captchaConfig } from './captcha-config';
import { captchaExecute } from './captcha-execute';

/** The forms that draw tokens, each under its own action: the provider checks the token was drawn for it. */
export type CaptchaAction = 'contact' | 'newsletter';
export type CaptchaError = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed';
type CaptchaResult = { ok: true; value: string | undefined } | { ok: false; error: CaptchaError };

/** Spec §8's captcha errors, reported exactly as written (the visitor reads them in the catalogue's words). */
export const CAPTCHA_ERROR_TEXTS: Record<CaptchaError, string> = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'ReCaptcha error: Failed to execute',
};

/** Spec §5: a site key and a version are required; version 3 by default, the only one this shop runs. */
function problemOf(config: ReturnType<typeof captchaConfig>): CaptchaError | null {
  if (!config.siteKey) return 'noKey';
  if (config.version !== '3') return 'noVersion';
  return null;
}

/**
 * A reCAPTCHA v3 token for `action`, drawn as a form is sent, when reCAPTCHA is configured
 * (undefined when it is not), with the `execute` CaptchaLoader hands out. A failure is reported
 * with spec §8's text and returned, so the form says so and can be sent again.
 */
export async function captchaToken(action: CaptchaAction): Promise<CaptchaResult> {
  const fail = (error: CaptchaError): CaptchaResult => {
    reportError(CAPTCHA_ERROR_TEXTS[error]);
    return { ok: false, error };
  };
  const config = captchaConfig();
  if (!config.enabled) return { ok: true, value: undefined };
  const problem = problemOf(config);
  if (problem) return fail(problem);
  // CaptchaLoader hands out `execute` once the library and Google's script have loaded.
  const executeRecaptcha = captchaExecute();
  if (!executeRecaptcha) return fail('loadFailed');
  try {
    const value = await executeRecaptcha(action);
    return value ? { ok: true, value } : fail('executeFailed');
  } catch {
    return fail('executeFailed');
  }
}
