import type { z } from '@hono/zod-openapi';
import type { Database } from '../../db/types';
import { errorResponses } from '../contract/errors';
import type { RequestHeaders } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { requestContext, type RequestContext } from '../request-context';

/** A JSON 200 answer and the contract's errors: what every read route returns. */
export function jsonResponses<S extends z.ZodType>(schema: S, description: string) {
  return {
    200: { description, content: { 'application/json': { schema } } },
    ...errorResponses(400, 404, 500),
  };
}

/** A required JSON request body, for the routes that take one. */
export const jsonBody = <S>(schema: S) => ({ content: { 'application/json': { schema } }, required: true });

/** What a handler needs: the database, the request's language and currency, and the clock. */
export async function handlerContext(
  deps: ProviderDeps,
  headers: RequestHeaders,
): Promise<{ db: Database; context: RequestContext; now: Date }> {
  const { db } = await deps.database();
  return { db, context: requestContext(headers), now: deps.now?.() ?? new Date() };
}
