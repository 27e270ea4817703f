import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import type { z as zod } from '@hono/zod-openapi';
import type { ApiKeySchema, NewApiKeySchema } from '@/provider/api/contract/api-keys';
import type { ApiContext } from './context';
import { apiGet, apiSendIn, type Schema } from './request';

/**
 * The agency's OCTO API keys from the agent area (provider/api/contract/api-keys.ts, ADR 0023):
 * resellers' systems book at `/api/octo/v1` with them, on the agency's credit. Same session
 * cookie and 401 AGENT_SESSION_EXPIRED as the other agent calls.
 */

export type ApiKey = zod.infer<typeof ApiKeySchema>;
export type NewApiKey = zod.infer<typeof NewApiKeySchema>;

export { API_KEY_NAME_MAX, API_KEYS_MAX } from '@/provider/api/contract/api-key-limits';

const keyView = {
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
};
const ApiKeyCheck = z.looseObject(keyView) as unknown as Schema<ApiKey>;
const ApiKeysCheck = z.looseObject({ keys: z.array(z.looseObject(keyView)) }) as unknown as Schema<{ keys: ApiKey[] }>;
const NewApiKeyCheck = z.looseObject({ ...keyView, key: z.string() }) as unknown as Schema<NewApiKey>;

/** Every key of the agency, newest first, revoked ones included; never the secrets. */
export const listApiKeys = (http: AxiosInstance, context: ApiContext) => apiGet(http, ApiKeysCheck, 'agent/api-keys', { context });

/** A new key with its secret, answered this once; 422 API_KEY_LIMIT at the agency's limit of live keys. */
export const createApiKey = (http: AxiosInstance, name: string, context: ApiContext) => apiSendIn(http, NewApiKeyCheck, 'post', 'agent/api-keys', { name }, context);

/** Revokes a key at once; 404 API_KEY_NOT_FOUND when the agency has no such key. */
export const revokeApiKey = (http: AxiosInstance, id: string, context: ApiContext) =>
  apiSendIn(http, ApiKeyCheck, 'delete', `agent/api-keys/${encodeURIComponent(id)}`, undefined, context);
