import { expect } from 'vitest';
import { createOctoApp } from '@/provider/api/octo/app';
import type { ProviderDeps } from '@/provider/api/deps';
import type { Database } from '@/provider/db/types';
import { createApiKey } from '@/provider/services/octo/keys';
import { createAgency, type TestAgency } from './agent-support';

export const OCTO = '/api/octo/v1';
export const BOTH = 'octo/content, octo/pricing';

/** The OCTO app on the same dependencies (database, clock, limits) as a test's provider app. */
export function octoOn(deps: ProviderDeps) {
  const app = createOctoApp(deps);
  /** One OCTO call with `key` as the bearer token; JSON body; extra headers win. */
  return (method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`http://test${OCTO}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
}
export type Octo = ReturnType<typeof octoOn>;

/** An agency of the test's own with one agent and an API key of its own. */
export async function resellerAgency(db: Database, values: Parameters<typeof createAgency>[1] = {}): Promise<TestAgency & { key: string }> {
  const made = await createAgency(db, values);
  const { key } = await createApiKey(db, made.agency.id, made.agents[0]!.id, 'Channel manager', new Date());
  return { ...made, key };
}

/** The JSON of an answer that must be 200 (the body is shown when it is not). */
export async function ok<T = Record<string, unknown>>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return JSON.parse(text) as T;
}

/** The OCTO error an answer must be: its status and `error` code. */
export async function refused(response: Response | Promise<Response>, status: number, error: string): Promise<Record<string, string>> {
  const answer = await response;
  const body = (await answer.json()) as Record<string, string>;
  expect({ status: answer.status, error: body.error }, JSON.stringify(body)).toEqual({ status, error });
  expect(typeof body.errorMessage).toBe('string');
  return body;
}
