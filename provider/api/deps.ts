import type { DatabaseEngine, DatabaseHandle } from '../db/types';
import type { CaptchaSettings } from '../services/captcha';
import type { Limits } from '../services/limits';
import type { FormEmail } from '../services/form-mail';
import type { MemberEmail } from '../services/members/emails';
import type { OAuthSettings } from '../services/members/oauth';
import type { Gateway } from '../services/payment/gateway';
import type { TicketSettings } from '../services/tickets/wallet-settings';

/** What the provider's routes need from outside: injected so tests can give each suite its own database. */
export interface ProviderDeps {
  database: () => Promise<DatabaseHandle>;
  /** The configured engine, known even when the database cannot be reached. */
  engine: DatabaseEngine;
  /** The clock availability is computed against; tests set it. */
  now?: () => Date;
  /** How long a basket holds places, in minutes (CART_HOLD_MINUTES; default 20). */
  holdMinutes?: number;
  /** reCAPTCHA v3 checking of the contact form and the newsletter, when a secret is configured. */
  captcha?: CaptchaSettings;
  /** Takes the newsletter's and the contact form's emails instead of SMTP or the outbox (tests read them here). */
  formsMail?: (email: FormEmail) => Promise<void>;
  /** Host names of the shop's sites: share links (`api/encode`) may be absolute addresses on them. */
  shopHosts?: readonly string[];
  /** Payments: the gateway (default: the built-in sandbox) and what follows a purchase. */
  payment?: PaymentSettings;
  /** The entrance's ticket checks (OPERATOR_KEY) and the wallet passes (Apple, Google). */
  tickets?: TicketSettings;
  /** Members' accounts: the signing key, Google and Facebook sign-in, where their emails go. */
  members?: MemberSettings;
  /** Per-address limits (REDIS_URL: shared by every instance); unset, the app counts in its own memory. */
  limits?: Limits;
  /** The job queue's worker (services/jobs): unset, jobs run only when the request that enqueued them runs them (tests). */
  jobs?: JobSettings;
}

export interface JobSettings {
  /** JOB_POLL_MS: how often this instance looks for due jobs (retries, jobs of an instance that died). */
  pollMs?: number;
  /** JOB_LEASE_SECONDS: how long a claimed job is this instance's before another may take it over. */
  leaseSeconds?: number;
  /** INSTANCE_ID: who holds a job, in the queue and the logs. */
  instanceId?: string;
}

export interface MemberSettings {
  /** MEMBER_AUTH_SECRET: signs session cookies and email links (default: a key the database drew, kept in provider_secrets). */
  secret?: string;
  /** GOOGLE_* and FACEBOOK_*: the sign-in providers that are live. */
  oauth?: OAuthSettings;
  /** Takes members' emails instead of SMTP or the outbox (tests read them here). */
  deliver?: (email: MemberEmail) => Promise<void>;
}

export interface PaymentSettings {
  gateway?: Gateway;
  /** ADYEN_ENVIRONMENT: the Drop-in's environment (default test). */
  environment?: 'test' | 'live';
  /** ADYEN_HMAC_KEY: notifications are accepted only with its signature. */
  adyenHmacKey?: string;
  /** PAYMENT_HOLD_MINUTES (default 15). */
  holdMinutes?: number;
  /** SMTP_URL, else confirmation emails are written to `outboxDir` (default .data/outbox). */
  smtpUrl?: string;
  outboxDir?: string;
  /** SHOP_URL: the shop's public origin, for links in emails (default: the selling site's address). */
  shopUrl?: string;
  /** TICKET_SECRET: signs ticket codes (default: a key the database drew at install). */
  ticketSecret?: string;
  /** The sandbox's timeout card waits this long (ms) before its answer is lost. */
  sandboxTimeoutMs?: number;
  /** Runs work after an answer went out; tests collect and await it. */
  defer?: (task: () => Promise<void>) => void;
}
