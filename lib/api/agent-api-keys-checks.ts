import * as z from 'zod/mini';
import type { Schema } from './request';
import type { ApiKey, NewApiKey } from './agent-api-keys';

const keyView = {
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
};

export const ApiKeyCheck = z.looseObject(keyView) as unknown as Schema<ApiKey>;

export const ApiKeysCheck = z.looseObject({ keys: z.array(z.looseObject(keyView)) }) as unknown as Schema<{ keys: ApiKey[] }>;

export const NewApiKeyCheck = z.looseObject({ ...keyView, key: z.string() }) as unknown as Schema<NewApiKey>;
