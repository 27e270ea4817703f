import { z } from '@hono/zod-openapi';

/** Most locations one list call returns (spec §9: the full list is 300). */
export const MAX_LOCATIONS_LIMIT = 300;
export const MAX_QUERY_LENGTH = 100;

const limitMessage = `must be a whole number from 1 to ${MAX_LOCATIONS_LIMIT}`;

export const TopLocationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(MAX_LOCATIONS_LIMIT, { error: limitMessage })
    .default(MAX_LOCATIONS_LIMIT)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 5, description: 'How many locations to return.' }),
  query: z
    .string()
    .trim()
    .max(MAX_QUERY_LENGTH, { error: `must be at most ${MAX_QUERY_LENGTH} characters` })
    .optional()
    .openapi({
      param: { name: 'query', in: 'query' },
      example: 'lond',
      description: 'Search text, matched against the city name in every language, ignoring case and accents.',
    }),
});

/** Upper-case API language of a localised value, as the spec's top location carries it. */
export const ResponseLanguageSchema = z.enum(['DE', 'EN', 'ES', 'FR', 'IT', 'US']);

export const TopLocationSlimSchema = z
  .object({
    id: z.number().int().openapi({ example: 95 }),
    name: z.string().openapi({ example: 'London' }),
    url: z.string().openapi({ example: 'london', description: 'Slug of the location in the response language.' }),
    lang: ResponseLanguageSchema.openapi({ example: 'EN' }),
  })
  .openapi('TopLocationSlim');
export type TopLocationSlim = z.infer<typeof TopLocationSlimSchema>;

export const TopLocationSlimListSchema = z.array(TopLocationSlimSchema).openapi('TopLocationSlimList');
