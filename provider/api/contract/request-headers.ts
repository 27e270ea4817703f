import { z } from '@hono/zod-openapi';
import { API_HEADERS } from './headers';
import { API_LANGUAGES, CURRENCIES } from './languages';

const currencyList = Object.entries(CURRENCIES)
  .map(([id, { code }]) => `${id} (${code})`)
  .join(', ');

/** The headers every request may carry (spec §7), validated and documented on every route. */
export const RequestHeadersSchema = z.object({
  [API_HEADERS.language]: z
    .string()
    .optional()
    .openapi({
      param: { name: API_HEADERS.language, in: 'header' },
      description: `Language of the response: ${API_LANGUAGES.join(', ')} (us is US English). Anything else is read as en.`,
      example: 'en',
    }),
  [API_HEADERS.currency]: z
    .enum(Object.keys(CURRENCIES) as [string, ...string[]], { error: `must be one of ${currencyList}` })
    .optional()
    .openapi({
      param: { name: API_HEADERS.currency, in: 'header' },
      description: `Currency id of prices: ${currencyList}. Defaults to 1.`,
      example: '1',
    }),
});
export type RequestHeaders = z.infer<typeof RequestHeadersSchema>;

const campaign = (name: string, description: string) =>
  z
    .string()
    .max(200, { error: 'must be at most 200 characters' })
    .optional()
    .openapi({ param: { name, in: 'header' }, description });

/** Product requests also say which campaign brought the visitor (spec §7). */
export const ProductRequestHeadersSchema = RequestHeadersSchema.extend({
  [API_HEADERS.utmTerm]: campaign(API_HEADERS.utmTerm, 'utm_term of the campaign that brought the visitor.'),
  [API_HEADERS.utmSource]: campaign(API_HEADERS.utmSource, 'utm_source of the campaign that brought the visitor.'),
});
