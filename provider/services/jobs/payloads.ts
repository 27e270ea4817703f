import { z } from 'zod';
import { API_LANGUAGES } from '../../api/contract/languages';

/** What the jobs of names.ts carry, checked as they are read back from the database. */
const site = z.string().optional();
export const confirmationJobPayload = z.object({ orderId: z.uuid(), site });
export const newTicketsJobPayload = z.object({ orderId: z.uuid(), actor: z.enum(['customer', 'member', 'agent', 'staff', 'system']), site });
export const cancellationEmailJobPayload = z.object({ orderId: z.uuid(), lines: z.array(z.number().int()), refunded: z.number().int(), othersValid: z.boolean(), site });

export const memberEmailJobPayload = z.object({
  email: z.object({
    kind: z.enum(['verify', 'registerAttempt', 'reset', 'passwordChanged']),
    to: z.string(),
    language: z.enum(API_LANGUAGES),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()),
  }),
  from: z.object({ name: z.string(), address: z.string() }),
  replyTo: z.string(),
  toName: z.string(),
});

export const siteOf = (payload: Record<string, unknown>): string | undefined => (typeof payload.site === 'string' ? payload.site : undefined);
