import { z } from '@hono/zod-openapi';
import { isCalendarDate, LAST_DATE } from '../../domain/dates';
import { AVAILABILITY_STATUSES, DURATION_UNITS, LANDMARK_KINDS } from '../../domain/catalogue';

/** PostgreSQL's `integer`: a larger id cannot be in the database, and a query carrying one fails. */
export const MAX_DB_INT = 2_147_483_647;

const idMessage = 'must be a positive whole number';

/** A database id in a JSON body: a whole number from 1 to 2³¹−1. Every id of the contract is one. */
export const dbId = (message = idMessage) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_DB_INT, { error: message });

/** A database id read from a path or a query string. */
export const dbIdParam = (message = idMessage) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_DB_INT, { error: message });

/** `{id}` in a path: a positive integer. */
export const IdParamSchema = z.object({
  id: dbIdParam().openapi({ param: { name: 'id', in: 'path' }, example: 41 }),
});

const dateMessage = `must be a date written YYYY-MM-DD, no later than ${LAST_DATE}`;

/** A calendar date 'YYYY-MM-DD', a local date of the product's city. */
export const DateSchema = z
  .string({ error: dateMessage })
  .refine(isCalendarDate, { error: dateMessage })
  .openapi({ example: '2027-05-14', format: 'date' });

/** A local time 'HH:MM'. */
export const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).openapi({ example: '10:30' });

/** A number query parameter within bounds, with a message that names them. */
export function boundedInt(name: string, min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .default(fallback)
    .openapi({ param: { name, in: 'query' }, example: fallback });
}

/** Upper-case API language of a localised value, as the spec's top location carries it. */
export const ResponseLanguageSchema = z.enum(['DE', 'EN', 'ES', 'FR', 'IT', 'US']);

export const MoneySchema = z
  .object({
    /** Minor units: cents or pence. */
    amount: z.number().int().openapi({ example: 2450 }),
    currency: z.enum(['EUR', 'GBP', 'USD']),
  })
  .openapi('Money');
export type Money = z.infer<typeof MoneySchema>;

export const ImageSchema = z
  .object({
    url: z.string(),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    credit: z.string().optional().openapi({ description: 'The photographer or source, to show with the picture.' }),
  })
  .openapi('Image');
export type Image = z.infer<typeof ImageSchema>;

export const DurationSchema = z
  .object({ value: z.number().int(), unit: z.enum(DURATION_UNITS) })
  .openapi('Duration', { example: { value: 24, unit: 'hour' } });

export const CoordinatesSchema = z
  .object({ latitude: z.number(), longitude: z.number() })
  .openapi('Coordinates', { example: { latitude: 48.8566, longitude: 2.3522 } });

export const AvailabilityStatusSchema = z.enum(AVAILABILITY_STATUSES).openapi('AvailabilityStatus');

export const PointOfInterestSchema = z
  .object({ id: z.number().int(), name: z.string(), kind: z.enum(LANDMARK_KINDS), coordinates: CoordinatesSchema })
  .openapi('PointOfInterest');

/** A site's scope (spec §3): 10 worldwide, 41 Paris, 1762 Spain, 1980 London, 2848 Portugal. */
export const ScopeQuerySchema = dbIdParam('must be a scope id')
  .default(10)
  .openapi({
    param: { name: 'scope', in: 'query' },
    example: 10,
    description: 'Site scope: 10 worldwide, 41 Paris, 1762 Spain, 1980 London, 2848 Portugal.',
  });
