import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { log } from '@/lib/log';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/log/request-id';
import { withRequestId } from '@/lib/log/request-scope';

/**
 * Runs each request under its id — the caller's `x-request-id` when sane (the shop's /api/v2
 * passes the balancer's on), else a new one — so every line it logs carries it; answers the id;
 * and logs the request once: method, route pattern (no ids, no query), status and duration.
 */
export const logRequests: MiddlewareHandler = async (c, next) => {
  const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  const started = performance.now();
  await withRequestId(requestId, next);
  c.header(REQUEST_ID_HEADER, requestId);
  log.info({ requestId, method: c.req.method, route: routePath(c, -1), status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
};
