import { z } from '@hono/zod-openapi';
import { QUERY_TYPES } from '../../domain/catalogue';
import { dbId } from './common';
import { API_HEADERS } from './headers';
import { RequestHeadersSchema } from './request-headers';

const required = 'is required';
const email = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

/** A reCAPTCHA v3 token; required when the provider has a reCAPTCHA secret. */
const captchaToken = z.string().max(4000, { error: 'must be at most 4000 characters' }).optional();

/** The forms' headers: the site the form was sent on names the mails and receives the enquiries. */
export const FormHeadersSchema = RequestHeadersSchema.extend({
  [API_HEADERS.site]: z
    .string()
    .max(40)
    .optional()
    .openapi({ param: { name: API_HEADERS.site, in: 'header' }, description: 'The shop’s site: whose name and links the newsletter mails carry, whose contact address receives enquiries.' }),
});

/** Spec §7 subscriber/subscribe: firstName, lastName, email, countryId (9999 when unknown). */
export const SubscribeBodySchema = z
  .object({
    firstName: z.string().trim().max(100, { error: 'must be at most 100 characters' }).default(''),
    lastName: z.string().trim().max(100, { error: 'must be at most 100 characters' }).default(''),
    email,
    countryId: dbId('must be a country id').default(9999),
    captchaToken,
  })
  .openapi('SubscribeRequest', { example: { firstName: '', lastName: '', email: 'ana@example.com', countryId: 9999 } });

export const SubscribeResponseSchema = z.object({ subscribed: z.literal(true), email: z.string() }).openapi('SubscribeResponse');

/** The token of a newsletter mail's link (`?confirm=` or `?unsubscribe=`). */
export const NewsletterLinkBodySchema = z
  .object({
    token: z
      .string({ error: required })
      .min(16, { error: 'must be the token from the link' })
      .max(200, { error: 'must be the token from the link' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be the token from the link' }),
  })
  .openapi('NewsletterLinkRequest');

export const NewsletterStatusSchema = z.object({ status: z.enum(['confirmed', 'unsubscribed']) }).openapi('NewsletterStatus');

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
    captchaToken,
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
