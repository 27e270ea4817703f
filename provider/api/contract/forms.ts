import { z } from '@hono/zod-openapi';
import { QUERY_TYPES } from '../../domain/catalogue';
import { dbId } from './common';

const required = 'is required';
const email = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

/** Spec §7 subscriber/subscribe: firstName, lastName, email, countryId (9999 when unknown). */
export const SubscribeBodySchema = z
  .object({
    firstName: z.string().trim().max(100, { error: 'must be at most 100 characters' }).default(''),
    lastName: z.string().trim().max(100, { error: 'must be at most 100 characters' }).default(''),
    email,
    countryId: dbId('must be a country id').default(9999),
  })
  .openapi('SubscribeRequest', { example: { firstName: '', lastName: '', email: 'ana@example.com', countryId: 9999 } });

export const SubscribeResponseSchema = z.object({ subscribed: z.literal(true), email: z.string() }).openapi('SubscribeResponse');

/** Spec §3 contact form: name, email, phone (optional), city, type of query, free text. */
export const EnquiryBodySchema = z
  .object({
    name: z.string({ error: required }).trim().min(1, { error: required }).max(100, { error: 'must be at most 100 characters' }),
    email,
    phone: z
      .string()
      .trim()
      .max(30, { error: 'must be at most 30 characters' })
      .regex(/^[+\d ()-]*$/, { error: 'may only contain digits, spaces, +, - and brackets' })
      .optional(),
    city: z.string({ error: required }).trim().min(1, { error: required }).max(100, { error: 'must be at most 100 characters' }),
    queryType: z.enum(QUERY_TYPES, { error: `must be one of ${QUERY_TYPES.join(', ')}` }),
    message: z.string({ error: required }).trim().min(1, { error: required }).max(5000, { error: 'must be at most 5000 characters' }),
    /** A reCAPTCHA v3 token; required when the provider has a reCAPTCHA secret. */
    captchaToken: z.string().max(4000, { error: 'must be at most 4000 characters' }).optional(),
  })
  .openapi('EnquiryRequest');

export const EnquiryResponseSchema = z
  .object({ reference: z.string().openapi({ example: 'ENQ-7K2M9Q4D' }) })
  .openapi('EnquiryResponse');

const keyMessage = 'must be 8 to 100 visible ASCII characters';

/** An idempotency key: printable ASCII, so it is stored and compared exactly as it was sent. */
export const idempotencyKey = (error = keyMessage) =>
  z.string({ error }).min(8, { error: keyMessage }).max(100, { error: keyMessage }).regex(/^[\x21-\x7e]+$/, { error: keyMessage });

/** Lets a client retry a submission safely: the same key gives the same result. */
export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': idempotencyKey()
    .optional()
    .openapi({ param: { name: 'idempotency-key', in: 'header' }, description: 'Any unique string per submission, e.g. a UUID.' }),
});
