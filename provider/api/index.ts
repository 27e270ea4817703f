import { instanceOf } from '@/lib/log/logger';
import { SITES } from '@/sites';
import { databaseOptionsFromEnv, getDatabase } from '../db/database';
import { captchaFromEnv } from '../services/captcha';
import { limitsFromEnv } from '../services/limits';
import { oauthSettingsFromEnv } from '../services/members/oauth';
import { memberSecretFromEnv } from '../services/members/secret';
import { createAdyenGateway } from '../services/payment/adyen';
import { ticketsFromEnv } from '../services/tickets/wallet-settings';
import { createProviderApp } from './app';
import { createOctoApp } from './octo/app';
import type { JobSettings, PaymentSettings, ProviderDeps } from './deps';
import { DEFAULT_LEASE_SECONDS, startJobPolling } from './routes/job-runtime';

/** CART_HOLD_MINUTES: a whole number of minutes from 1 to 120; anything else is refused at start-up. */
function holdMinutesFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 120) throw new Error(`CART_HOLD_MINUTES must be a whole number from 1 to 120, not "${value}"`);
  return minutes;
}

/** PAYMENT_HOLD_MINUTES: like CART_HOLD_MINUTES, how long a payment keeps the basket's places. */
function paymentHoldFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 120) throw new Error(`PAYMENT_HOLD_MINUTES must be a whole number from 1 to 120, not "${value}"`);
  return minutes;
}

/**
 * Adyen when all four of its settings are there; otherwise the built-in sandbox gateway.
 * Some but not all of them is a mistake worth stopping for.
 */
function paymentFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const adyen = {
    apiKey: env.ADYEN_API_KEY?.trim(),
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT?.trim(),
    clientKey: env.NEXT_PUBLIC_ADYEN_CLIENT_KEY?.trim(),
    hmacKey: env.ADYEN_HMAC_KEY?.trim(),
  };
  const given = Object.entries(adyen).filter(([, value]) => value);
  if (given.length > 0 && given.length < 4) {
    throw new Error('Adyen needs ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, NEXT_PUBLIC_ADYEN_CLIENT_KEY and ADYEN_HMAC_KEY together (or none: the sandbox gateway).');
  }
  const live = env.ADYEN_ENVIRONMENT === 'live';
  return {
    gateway:
      given.length === 4
        ? createAdyenGateway({ apiKey: adyen.apiKey!, merchantAccount: adyen.merchantAccount!, clientKey: adyen.clientKey!, environment: live ? 'LIVE' : 'TEST', liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX })
        : undefined,
    adyenHmacKey: adyen.hmacKey,
    environment: live ? 'live' : 'test',
    holdMinutes: paymentHoldFromEnv(env.PAYMENT_HOLD_MINUTES),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    outboxDir: env.MAIL_OUTBOX_DIR?.trim() || undefined,
    shopUrl: env.SHOP_URL?.trim().replace(/\/+$/, '') || undefined,
    ticketSecret: env.TICKET_SECRET?.trim() || undefined,
  };
}

/** A whole number within bounds, or the default when unset; anything else is refused at start-up. */
function wholeFromEnv(name: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  return number;
}

/** The job queue's settings: every instance polls; a claim holds for the lease. */
function jobsFromEnv(env: NodeJS.ProcessEnv): JobSettings {
  return {
    pollMs: wholeFromEnv('JOB_POLL_MS', env.JOB_POLL_MS, 100, 600_000, 1000),
    leaseSeconds: wholeFromEnv('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 5, 3600, DEFAULT_LEASE_SECONDS),
    instanceId: instanceOf(env),
  };
}

const providerDeps: ProviderDeps = {
  database: getDatabase,
  engine: databaseOptionsFromEnv().url ? 'postgresql' : 'pglite',
  holdMinutes: holdMinutesFromEnv(process.env.CART_HOLD_MINUTES),
  captcha: captchaFromEnv(process.env),
  payment: paymentFromEnv(process.env),
  tickets: ticketsFromEnv(process.env),
  members: { secret: memberSecretFromEnv(process.env.MEMBER_AUTH_SECRET), oauth: oauthSettingsFromEnv(process.env) },
  shopHosts: Object.values(SITES).flatMap((site) => site.hosts),
  limits: limitsFromEnv(process.env),
  jobs: jobsFromEnv(process.env),
};

/** The provider the Next.js route handler and the in-process transport serve: one per process. */
export const providerApp = createProviderApp(providerDeps);

/** The OCTO supplier API (ADR 0023), on the same dependencies: one per process. */
export const octoApp = createOctoApp(providerDeps);

/** Starts this process's job polling (instrumentation.ts, once the database is ready). */
export const startBackgroundJobs = () => startJobPolling(providerDeps);
