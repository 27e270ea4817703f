import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

/** `%00` anywhere in the URL: a NUL in a path segment or a query value. */
const NUL_IN_URL = /%00/;
/** A `\u0000` escape in JSON text, not preceded by an escaping backslash (`\\u0000` is text). */
const NUL_IN_JSON = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * PostgreSQL cannot store NUL in text, so a query carrying one fails inside the database.
 * No text of the contract may hold one: refuse it here, for every route, before any query.
 */
export const refuseNul: MiddlewareHandler = async (c, next) => {
  const json = c.req.header('content-type')?.includes('json') ?? false;
  if (NUL_IN_URL.test(c.req.url) || (json && NUL_IN_JSON.test(await c.req.text()))) {
    return c.json(errorBody('BAD_REQUEST', 'Text may not contain NUL characters (\\u0000).'), 400);
  }
  await next();
};
