import { z } from 'zod';

/** What the jobs of names.ts carry, checked as they are read back from the database. */
const site = z.string().optional();
export const confirmationJobPayload = z.object({ orderId: z.uuid(), site });
export const newTicketsJobPayload = z.object({ orderId: z.uuid(), actor: z.enum(['customer', 'member', 'agent', 'staff', 'system']), site });
export const cancellationEmailJobPayload = z.object({ orderId: z.uuid(), lines: z.array(z.number().int()), refunded: z.number().int(), othersValid: z.boolean(), site });

export const siteOf = (payload: Record<string, unknown>): string | undefined => (typeof payload.site === 'string' ? payload.site : undefined);
