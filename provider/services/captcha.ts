import { z } from 'zod';
import { log } from '@/lib/log';
import { siteOfId } from '../../sites';
import { ProviderError } from '../api/errors';

/** Google's verification endpoint; RECAPTCHA_VERIFY_URL replaces it (tests point it at a local stand-in). */
export const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); below this the form is refused. */
export const MIN_CAPTCHA_SCORE = 0.5;
/** A token is drawn when the form is sent: one older than this was drawn for another submission or replayed. */
export const MAX_TOKEN_AGE_MS = 2 * 60_000;
/** Hosts a developer's browser earns tokens on; never accepted in production. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** The provider's reCAPTCHA settings: present only when RECAPTCHA_SECRET_KEY is set. */
export interface CaptchaSettings {
  secret: string;
  verifyUrl?: string;
  fetch?: typeof fetch;
  /** Whether tokens earned on localhost count (default: outside production). */
  allowLocalHosts?: boolean;
}

/** The forms that draw tokens, each under its own action: a token for one is no good for the other. */
export type CaptchaAction = 'contact' | 'newsletter';

/** Why a token was refused, for the log (the visitor is told the same thing whatever the cause). */
export type CaptchaRefusal = 'missing' | 'unverifiable' | 'rejected' | 'score' | 'action' | 'hostname' | 'stale';

const VerifyResponseSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
});

/** The settings from the environment: none without a secret, so forms then work without a captcha. */
export function captchaFromEnv(env: Record<string, string | undefined>): CaptchaSettings | undefined {
  const secret = env.RECAPTCHA_SECRET_KEY?.trim();
  if (!secret) return undefined;
  return { secret, verifyUrl: env.RECAPTCHA_VERIFY_URL?.trim() || undefined };
}

/**
 * Asks the verification endpoint about a reCAPTCHA v3 token and checks every part of its answer:
 * success, a person's score, the form's action, one of the site's hosts and a fresh challenge.
 */
export async function checkCaptcha(
  token: string,
  expected: { action: CaptchaAction; hosts: readonly string[] },
  settings: CaptchaSettings,
  now: Date,
): Promise<CaptchaRefusal | null> {
  let answer: z.infer<typeof VerifyResponseSchema>;
  try {
    const response = await (settings.fetch ?? fetch)(settings.verifyUrl ?? DEFAULT_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    const parsed = VerifyResponseSchema.safeParse(await response.json());
    if (!parsed.success) return 'unverifiable';
    answer = parsed.data;
  } catch (error) {
    log.error({ err: error }, 'reCAPTCHA verification failed');
    return 'unverifiable';
  }
  if (!answer.success) return 'rejected';
  if ((answer.score ?? 0) < MIN_CAPTCHA_SCORE) return 'score';
  if (answer.action !== expected.action) return 'action';
  if (!answer.hostname || !expected.hosts.includes(answer.hostname.toLowerCase())) return 'hostname';
  const drawn = answer.challenge_ts ? Date.parse(answer.challenge_ts) : NaN;
  if (!Number.isFinite(drawn) || now.getTime() - drawn > MAX_TOKEN_AGE_MS) return 'stale';
  return null;
}

/** The hosts a site's tokens may come from: its own, plus local ones outside production. */
export function captchaHosts(site: string | undefined, settings: CaptchaSettings): string[] {
  const local = settings.allowLocalHosts ?? process.env.NODE_ENV !== 'production';
  return [...siteOfId(site).hosts, ...(local ? LOCAL_HOSTS : [])];
}

/**
 * Lets a form through when reCAPTCHA is configured and the token holds up, or when it is not
 * configured at all; otherwise refuses it before anything is stored or sent.
 */
export async function requireCaptcha(
  settings: CaptchaSettings | undefined,
  token: string | undefined,
  action: CaptchaAction,
  site: string | undefined,
  now: Date,
): Promise<void> {
  if (!settings) return;
  const refusal = token ? await checkCaptcha(token, { action, hosts: captchaHosts(site, settings) }, settings, now) : 'missing';
  if (!refusal) return;
  log.warn({ action, refusal }, `reCAPTCHA refused a ${action} form: ${refusal}`);
  throw new ProviderError('UNPROCESSABLE', 'captchaToken: the captcha check failed; please try again', 'CAPTCHA_FAILED');
}
