import type { AxiosInstance } from 'axios';
import type { z as zod } from '@hono/zod-openapi';
import type { ApiKeySchema, NewApiKeySchema } from '@/provider/api/contract/api-keys';
import type { ApiContext } from './context';
import { checkFrom, apiGet, apiSendIn } from './request';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./agent-api-keys-checks');
const ApiKeyCheck = checkFrom(checks, 'ApiKeyCheck');
const ApiKeysCheck = checkFrom(checks, 'ApiKeysCheck');
const NewApiKeyCheck = checkFrom(checks, 'NewApiKeyCheck');

/**
 * The agency's OCTO API keys from the agent area (provider/api/contract/api-keys.ts, ADR 0023):
 * resellers' systems book at `/api/octo/v1` with them, on the agency's credit. Same session
 * cookie and 401 AGENT_SESSION_EXPIRED as the other agent calls.
 */

export type ApiKey = zod.infer<typeof ApiKeySchema>;
export type NewApiKey = zod.infer<typeof NewApiKeySchema>;

export { API_KEY_NAME_MAX, API_KEYS_MAX } from '@/provider/api/contract/api-key-limits';

/** Every key of the agency, newest first, revoked ones included; never the secrets. */
export const listApiKeys = (http: AxiosInstance, context: ApiContext) => apiGet(http, ApiKeysCheck, 'agent/api-keys', { context });

/** A new key with its secret, answered this once; 422 API_KEY_LIMIT at the agency's limit of live keys. */
export const createApiKey = (http: AxiosInstance, name: string, context: ApiContext) => apiSendIn(http, NewApiKeyCheck, 'post', 'agent/api-keys', { name }, context);

/** Revokes a key at once; 404 API_KEY_NOT_FOUND when the agency has no such key. */
export const revokeApiKey = (http: AxiosInstance, id: string, context: ApiContext) =>
  apiSendIn(http, ApiKeyCheck, 'delete', `agent/api-keys/${encodeURIComponent(id)}`, undefined, context);
