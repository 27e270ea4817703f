import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { log } from '@/lib/log';
import type { EnquiryBodySchema } from '../api/contract/forms';
import type { ProviderDeps } from '../api/deps';
import type { RequestContext } from '../api/request-context';
import { enquiries } from '../db/schema';
import type { Database } from '../db/types';
import { renderEnquiryEmail, type EnquiryMail } from './enquiry-email';
import { sendFormEmail, type FormEmail } from './form-mail';
import { ensureSameRequest, requestHash } from './idempotency';
import { fileSafe } from './voucher/mail-transport';

/** Letters and digits that cannot be misread (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const newReference = () => `ENQ-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** Who mails an enquiry, for which site (`x-site`: its contact address receives it), and when. */
export interface EnquiryMailing {
  deps: ProviderDeps;
  site: string;
  now: Date;
  /** The mail's words: a contact-form message unless told otherwise (an erasure request). */
  render?: (site: string, enquiry: EnquiryMail) => FormEmail;
}

/**
 * Records a contact-form message and, with `mailing`, mails it to the site's contact address. With an idempotency
 * key, a retry or a double click returns the first message's reference instead of storing it twice;
 * the same key with another message is refused. (The captcha token is left out: each try draws a new one.)
 */
export async function sendEnquiry(
  db: Database,
  context: RequestContext,
  body: Omit<z.output<typeof EnquiryBodySchema>, 'captchaToken'>,
  idempotencyKey: string | undefined,
  mailing?: EnquiryMailing,
): Promise<{ reference: string; created: boolean }> {
  const hash = requestHash(body);
  const [inserted] = await db
    .insert(enquiries)
    .values({ ...body, phone: body.phone || null, lang: context.language, site: mailing?.site, reference: newReference(), idempotencyKey, requestHash: idempotencyKey ? hash : null })
    .onConflictDoNothing({ target: enquiries.idempotencyKey })
    .returning({ id: enquiries.id, reference: enquiries.reference });
  if (inserted) {
    if (mailing) await mailEnquiry(mailing, db, inserted.id);
    return { reference: inserted.reference, created: true };
  }
  const [existing] = await db
    .select({ id: enquiries.id, reference: enquiries.reference, requestHash: enquiries.requestHash })
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, idempotencyKey ?? ''));
  if (!existing) throw new Error('An enquiry conflicted on its idempotency key but cannot be found');
  ensureSameRequest(existing.requestHash, hash);
  // A retry after a failed mail tries again; one after a sent mail finds it claimed and sends nothing.
  if (mailing) await mailEnquiry(mailing, db, existing.id);
  return { reference: existing.reference, created: false };
}

/**
 * Mails a stored enquiry once: `emailed_at` is claimed before sending, so concurrent retries send one
 * mail, and released when sending fails, so the enquiry stays stored and a retry may send it.
 */
async function mailEnquiry({ deps, now, render = renderEnquiryEmail }: EnquiryMailing, db: Database, id: number): Promise<void> {
  const [claimed] = await db
    .update(enquiries)
    .set({ emailedAt: now })
    .where(and(eq(enquiries.id, id), isNull(enquiries.emailedAt)))
    .returning();
  if (!claimed) return;
  try {
    await sendFormEmail(deps, render(claimed.site, claimed), `enquiry-${fileSafe(claimed.reference)}`);
  } catch (error) {
    log.error({ err: error }, `The enquiry ${claimed.reference} could not be mailed`);
    await db.update(enquiries).set({ emailedAt: null }).where(eq(enquiries.id, id));
  }
}
