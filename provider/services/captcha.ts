import { z } from 'zod';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); below this the form is refused. */
export const MIN_CAPTCHA_SCORE = 0.5;

const VerifyResponseSchema = z.object({ success: z.boolean(), score: z.number().optional(), action: z.string().optional() });

/** Asks Google whether a reCAPTCHA v3 token was earned by a person doing `action`. */
export async function verifyCaptcha(token: string, action: string, secret: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    const result = VerifyResponseSchema.safeParse(await response.json());
    return result.success && result.data.success && result.data.action === action && (result.data.score ?? 0) >= MIN_CAPTCHA_SCORE;
  } catch (error) {
    console.error('reCAPTCHA verification failed:', error);
    return false;
  }
}
