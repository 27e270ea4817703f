import { and, eq, sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { log } from '@/lib/log';
import type { SubscribeBodySchema } from '../../api/contract/forms';
import type { ApiLanguage } from '../../api/contract/languages';
import type { ProviderDeps } from '../../api/deps';
import { ProviderError } from '../../api/errors';
import { subscribers } from '../../db/schema';
import type { Database } from '../../db/types';
import { sendFormEmail } from '../form-mail';
import { renderConfirmEmail } from './confirm-email';
import { newsletterLink } from './links';
import { newLinkToken, tokenHash, unsubscribeToken } from './tokens';

/** A pending address is sent its confirmation again at most this often, however often the form is sent. */
export const RESEND_AFTER_MS = 10 * 60_000;

/** What the newsletter's actions need of the request. */
export interface NewsletterRequest {
  deps: ProviderDeps;
  db: Database;
  now: Date;
  /** The site the form was sent on (a known id): its name signs the mails. */
  site: string;
  language: ApiLanguage;
  /** Where the mails' links point. */
  origin: string;
}

const linkInvalid = () => new ProviderError('UNPROCESSABLE', 'token: this link is unknown or has already been used', 'LINK_INVALID');

/**
 * Signs an address up, double opt-in: a new (or unsubscribed) address becomes pending and is sent a
 * confirmation link; a pending one is sent a fresh link once its last one is 10 minutes old; a
 * confirmed one stays confirmed. The answer is the same in every case, so it tells no one who is subscribed.
 */
export async function subscribe(request: NewsletterRequest, body: z.output<typeof SubscribeBodySchema>) {
  const { deps, db, now } = request;
  const confirmToken = newLinkToken();
  const unsubscribe = await unsubscribeToken(deps, db, body.email);
  const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
  // Postgres evaluates every SET expression against the row as it was: `opens` is the old state's verdict.
  const opens = sql`(${subscribers.status} = 'unsubscribed' or (${subscribers.status} = 'pending' and (${subscribers.confirmSentAt} is null or ${subscribers.confirmSentAt} <= ${resendBefore}::timestamptz)))`;
  const [row] = await db
    .insert(subscribers)
    .values({
      ...body,
      lang: request.language,
      site: request.site,
      status: 'pending',
      confirmTokenHash: tokenHash(confirmToken),
      confirmSentAt: now,
      unsubscribeTokenHash: tokenHash(unsubscribe),
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        // Names given now win; an empty box does not erase ones given before.
        firstName: sql`coalesce(nullif(excluded.first_name, ''), ${subscribers.firstName})`,
        lastName: sql`coalesce(nullif(excluded.last_name, ''), ${subscribers.lastName})`,
        countryId: sql`excluded.country_id`,
        lang: sql`excluded.lang`,
        site: sql`excluded.site`,
        status: sql`case when ${opens} then 'pending' else ${subscribers.status} end`,
        confirmTokenHash: sql`case when ${opens} then excluded.confirm_token_hash else ${subscribers.confirmTokenHash} end`,
        confirmSentAt: sql`case when ${opens} then excluded.confirm_sent_at else ${subscribers.confirmSentAt} end`,
        confirmedAt: sql`case when ${subscribers.status} = 'unsubscribed' then null else ${subscribers.confirmedAt} end`,
        unsubscribedAt: sql`case when ${subscribers.status} = 'unsubscribed' then null else ${subscribers.unsubscribedAt} end`,
        unsubscribeTokenHash: sql`excluded.unsubscribe_token_hash`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ confirmTokenHash: subscribers.confirmTokenHash, firstName: subscribers.firstName });
  // Only the request whose token was kept sends it: two at once mail once.
  if (row?.confirmTokenHash === tokenHash(confirmToken)) await sendConfirmation(request, body.email, row.firstName, confirmToken, unsubscribe);
  return { subscribed: true as const, email: body.email };
}

/** Mails the confirmation link; when that fails, the next try may send it at once. */
async function sendConfirmation(request: NewsletterRequest, email: string, firstName: string, confirmToken: string, unsubscribe: string) {
  const mail = renderConfirmEmail({
    site: request.site,
    language: request.language,
    to: email,
    firstName,
    confirmUrl: newsletterLink(request.origin, request.language, 'confirm', confirmToken),
    unsubscribeUrl: newsletterLink(request.origin, request.language, 'unsubscribe', unsubscribe),
  });
  try {
    await sendFormEmail(request.deps, mail, 'newsletter-confirm');
  } catch (error) {
    log.error({ err: error }, 'The newsletter confirmation could not be sent');
    await request.db.update(subscribers).set({ confirmSentAt: null }).where(eq(subscribers.email, email));
  }
}

/** Follows a confirmation link: the address is subscribed; the link is used up. */
export async function confirmSubscription(db: Database, now: Date, token: string) {
  const [row] = await db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(and(eq(subscribers.confirmTokenHash, tokenHash(token)), eq(subscribers.status, 'pending')))
    .returning({ email: subscribers.email });
  if (!row) throw linkInvalid();
  return { status: 'confirmed' as const };
}

/** Follows an unsubscribe link: the address gets nothing more until it subscribes (and confirms) again. Following it twice is harmless. */
export async function unsubscribe(db: Database, now: Date, token: string) {
  const [row] = await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`, confirmTokenHash: null, updatedAt: now })
    .where(eq(subscribers.unsubscribeTokenHash, tokenHash(token)))
    .returning({ email: subscribers.email });
  if (!row) throw linkInvalid();
  return { status: 'unsubscribed' as const };
}
