import { captchaToken, type CaptchaError } from '@/components/contact/captcha-token';
import { browserHttp } from '@/lib/api/browser-http';
import { subscribe, UNKNOWN_COUNTRY_ID } from '@/lib/api/newsletter';
import type { ApiFailure } from '@/lib/api/result';
import type { Language } from '@/lib/i18n/languages';
import { loadShopTracking } from '@/lib/tracking/load-tracking';
import type { CurrencyId } from '@/provider/api/contract/languages';

/** How a sign-up from the footer went, for the box to say: what is worth explaining has its own case. */
export type NewsletterOutcome =
  | { ok: true }
  | { ok: false; captcha: CaptchaError }
  | { ok: false; captchaRefused: true }
  | { ok: false; tooMany: ApiFailure }
  | { ok: false };

/**
 * The footer box's sending (spec §4/§7): a captcha token, the subscription, the subscribe event.
 * Loaded when someone subscribes, not with every page (issue 18). A failure is logged.
 */
export async function sendNewsletterSignUp(email: string, context: { language: Language; currency: CurrencyId }): Promise<NewsletterOutcome> {
  const token = await captchaToken('newsletter');
  if (!token.ok) return { ok: false, captcha: token.error };
  const result = await subscribe(
    browserHttp,
    { firstName: '', lastName: '', email, countryId: UNKNOWN_COUNTRY_ID, captchaToken: token.value },
    { language: context.language, currency: context.currency },
  );
  if (result.ok) {
    // After the page's own tracking, as every shop event (lib/tracking/load-tracking.ts).
    void loadShopTracking().then(({ trackSubscribe }) => trackSubscribe());
    return { ok: true };
  }
  console.error('Newsletter subscription failed:', result.error);
  if (result.error.reason === 'CAPTCHA_FAILED') return { ok: false, captchaRefused: true };
  if (result.error.status === 429) return { ok: false, tooMany: result.error };
  return { ok: false };
}
