import * as z from 'zod/mini';

/** The contract's SubscribeResponseSchema, as the browser checks it. */
export const SubscribeResponseSchema = z.object({ subscribed: z.literal(true), email: z.string() });

/** The contract's NewsletterStatusSchema, as the browser checks it. */
export const NewsletterStatusSchema = z.object({ status: z.enum(['confirmed', 'unsubscribed']) });
