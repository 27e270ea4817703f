import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import { contextHeaders, type ApiContext } from './context';
import type { ErrorReason } from '@/provider/api/contract/errors';
import { fail, ok, type ApiResult } from './result';

/**
 * What an answer is checked with: the contract's zod schemas on the server, small
 * `zod/mini` views of them in the browser (where the full schemas would weigh too much).
 */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/**
 * A check that loads with the first call that needs it: zod's code (some 20 kB gzipped) then stays
 * out of the first-load JavaScript of the pages that call the API (issue 18, ADR 0024).
 */
export type Check<T> = Schema<T> | (() => Promise<Schema<T>>);

/** The check `name` of the module `load` imports, loaded on first use. */
export const checkFrom =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  (): Promise<M[K]> =>
    load().then((checks) => checks[name]);

/** For calls whose answer is not read (the cookies or the state read again are what matter): any body, or none, will do. */
export const ANY_ANSWER: Schema<unknown> = { safeParse: (data) => ({ success: true, data }) };

interface GetOptions {
  params?: Record<string, string | number | undefined>;
  context: ApiContext;
  /** Headers of the call's own (a booking token), beside the context's. */
  headers?: Record<string, string>;
}

/** GET a provider path and parse the answer with the contract's schema; failures come back as values. */
export function apiGet<T>(client: AxiosInstance, schema: Check<T>, path: string, { params, context, headers }: GetOptions) {
  return request(client, schema, { method: 'get', url: path, params, headers: { ...contextHeaders(context), ...headers } });
}

/** Like apiSend, with the page's language and currency headers. */
export function apiSendIn<T>(client: AxiosInstance, schema: Check<T>, method: 'post' | 'put' | 'delete', path: string, body: unknown, context: ApiContext, headers: Record<string, string> = {}) {
  return request(client, schema, { method, url: path, data: body, headers: { ...contextHeaders(context), ...headers } });
}

/** POST/PUT/DELETE a body to a provider path; the answer is parsed like a GET's. */
export function apiSend<T>(
  client: AxiosInstance,
  schema: Check<T>,
  method: 'post' | 'put' | 'delete',
  path: string,
  body: unknown,
  options: { headers?: Record<string, string> } = {},
) {
  return request(client, schema, { method, url: path, data: body, headers: options.headers });
}

async function request<T>(client: AxiosInstance, schema: Check<T>, config: AxiosRequestConfig & { url: string }): Promise<ApiResult<T>> {
  // The check loads while the request is under way; a failed load is the call's failure, awaited below.
  const check = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  check.catch(() => {});
  try {
    const response = await client.request<unknown>(config);
    const parsed = (await check).safeParse(response.data);
    if (!parsed.success) {
      return fail({ kind: 'validation', message: `Unexpected response from ${config.url}: ${parsed.error.message}` });
    }
    return ok(parsed.data);
  } catch (error) {
    return fail(describeFailure(error, config.url));
  }
}

/**
 * axios's own test (`isAxiosError` reads the same flag), without importing axios: the shell calls
 * through here, and axios itself loads with the first call (lib/api/browser-http.ts, issue 18).
 */
const isAxiosError = (error: unknown): error is AxiosError => typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

function describeFailure(error: unknown, path: string) {
  if (isAxiosError(error) && error.response) {
    // The contract's error body: { error: 'NOT_FOUND', message: '…' }.
    const body = error.response.data as { error?: unknown; message?: unknown; reason?: unknown } | undefined;
    const known = typeof body?.error === 'string' && typeof body.message === 'string';
    const retryAfter = Number.parseInt(String(error.response.headers?.['retry-after'] ?? ''), 10);
    return {
      kind: 'http' as const,
      status: error.response.status,
      code: known ? (body.error as string) : undefined,
      message: known ? (body.message as string) : `HTTP ${error.response.status} from ${path}`,
      reason: known && typeof body.reason === 'string' ? (body.reason as ErrorReason) : undefined,
      retryAfter: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'network' as const, message: `${path}: ${message}` };
}
