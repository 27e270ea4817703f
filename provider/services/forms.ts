import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { EnquiryBodySchema, SubscribeBodySchema } from '../api/contract/forms';
import type { RequestContext } from '../api/request-context';
import { enquiries, subscribers } from '../db/schema';
import type { Database } from '../db/types';
import { ensureSameRequest, requestHash } from './idempotency';

/** Subscribes an address, or refreshes the subscription of one already there: asking twice is harmless. */
export async function subscribe(db: Database, context: RequestContext, body: z.output<typeof SubscribeBodySchema>) {
  await db
    .insert(subscribers)
    .values({ ...body, lang: context.language })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        // Names given now win; an empty box does not erase ones given before.
        firstName: sql`coalesce(nullif(excluded.first_name, ''), ${subscribers.firstName})`,
        lastName: sql`coalesce(nullif(excluded.last_name, ''), ${subscribers.lastName})`,
        countryId: sql`excluded.country_id`,
        lang: sql`excluded.lang`,
        updatedAt: sql`now()`,
      },
    });
  return { subscribed: true as const, email: body.email };
}

/** Letters and digits that cannot be misread (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const newReference = () => `ENQ-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * Records a contact-form message. With an idempotency key, a retry or a double click
 * returns the first message's reference instead of storing it twice; the same key with
 * another message is refused. (The captcha token is left out: each try draws a new one.)
 */
export async function sendEnquiry(
  db: Database,
  context: RequestContext,
  body: Omit<z.output<typeof EnquiryBodySchema>, 'captchaToken'>,
  idempotencyKey: string | undefined,
): Promise<{ reference: string; created: boolean }> {
  const hash = requestHash(body);
  const [inserted] = await db
    .insert(enquiries)
    .values({ ...body, phone: body.phone || null, lang: context.language, reference: newReference(), idempotencyKey, requestHash: idempotencyKey ? hash : null })
    .onConflictDoNothing({ target: enquiries.idempotencyKey })
    .returning({ reference: enquiries.reference });
  if (inserted) return { reference: inserted.reference, created: true };
  const [existing] = await db
    .select({ reference: enquiries.reference, requestHash: enquiries.requestHash })
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, idempotencyKey ?? ''));
  if (!existing) throw new Error('An enquiry conflicted on its idempotency key but cannot be found');
  ensureSameRequest(existing.requestHash, hash);
  return { reference: existing.reference, created: false };
}
