import { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { contextHeaders, type ApiContext } from './context';
import { fail, ok, type ApiResult } from './result';

interface GetOptions {
  params?: Record<string, string | number | undefined>;
  context: ApiContext;
}

/** GET a provider path and parse the answer with the contract's schema; failures come back as values. */
export function apiGet<S extends z.ZodType>(client: AxiosInstance, schema: S, path: string, { params, context }: GetOptions) {
  return request(client, schema, { method: 'get', url: path, params, headers: contextHeaders(context) });
}

/** POST/PUT/DELETE a body to a provider path; the answer is parsed like a GET's. */
export function apiSend<S extends z.ZodType>(
  client: AxiosInstance,
  schema: S,
  method: 'post' | 'put' | 'delete',
  path: string,
  body: unknown,
  options: { headers?: Record<string, string> } = {},
) {
  return request(client, schema, { method, url: path, data: body, headers: options.headers });
}

async function request<S extends z.ZodType>(client: AxiosInstance, schema: S, config: AxiosRequestConfig & { url: string }): Promise<ApiResult<z.output<S>>> {
  try {
    const response = await client.request<unknown>(config);
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) {
      return fail({ kind: 'validation', message: `Unexpected response from ${config.url}: ${parsed.error.message}` });
    }
    return ok(parsed.data);
  } catch (error) {
    return fail(describeFailure(error, config.url));
  }
}

function describeFailure(error: unknown, path: string) {
  if (error instanceof AxiosError && error.response) {
    const body = ErrorSchema.safeParse(error.response.data);
    return {
      kind: 'http' as const,
      status: error.response.status,
      code: body.success ? body.data.error : undefined,
      message: body.success ? body.data.message : `HTTP ${error.response.status} from ${path}`,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'network' as const, message: `${path}: ${message}` };
}
