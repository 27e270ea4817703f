import { z } from '@hono/zod-openapi';
import { API_KEY_NAME_MAX } from './api-key-limits';

/** One of the agency's OCTO API keys as the agent area lists it: never the key itself. */
export const ApiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().openapi({ description: 'The key’s first characters, to tell keys apart.', example: 'octo_Xk3v9QaB' }),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .openapi('ApiKey');

export const ApiKeysSchema = z.object({ keys: z.array(ApiKeySchema) }).openapi('ApiKeys');

/** The new key, shown this once: only its hash is kept. */
export const NewApiKeySchema = ApiKeySchema.extend({ key: z.string().openapi({ description: 'The key: store it now, it is never shown again.' }) }).openapi('NewApiKey');

export const NewApiKeyBodySchema = z
  .object({ name: z.string().trim().min(1, { error: 'is required' }).max(API_KEY_NAME_MAX, { error: `must be at most ${API_KEY_NAME_MAX} characters` }) })
  .openapi('NewApiKeyBody');

export const ApiKeyParamSchema = z.object({ id: z.uuid({ error: 'must be an API key id' }).openapi({ param: { name: 'id', in: 'path' } }) });
