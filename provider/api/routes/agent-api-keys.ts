import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { agencyCredit, creditHeader } from '../../services/agents/credit';
import { requireAgent } from '../../services/agents/current';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/octo/keys';
import { ApiKeyParamSchema, ApiKeySchema, ApiKeysSchema, NewApiKeyBodySchema, NewApiKeySchema } from '../contract/api-keys';
import { errorResponses } from '../contract/errors';
import { AGENT_HEADERS } from '../contract/headers';
import type { ProviderDeps } from '../deps';
import { handlerContext, jsonBody } from './shared';

const tags = ['Agent area'];
const SESSION = 'Agents only: the session cookie `agent/login` set (401 AGENT_SESSION_EXPIRED without). Only the agent’s agency’s keys are read or changed.';
const json = <S extends z.ZodType>(schema: S, description: string) => ({ 200: { description, content: { 'application/json': { schema } } } });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/agent/api-keys',
    tags,
    summary: 'The agency’s OCTO API keys, newest first (never the keys themselves)',
    description: SESSION,
    responses: { ...json(ApiKeysSchema, 'The keys, revoked ones included.'), ...errorResponses(401, 500) },
  }),
  create: createRoute({
    method: 'post',
    path: '/agent/api-keys',
    tags,
    summary: 'A new OCTO API key for the agency, shown this once',
    description: `${SESSION} Only the key’s SHA-256 is kept; an agency has at most 10 active keys (422 API_KEY_LIMIT).`,
    request: { body: jsonBody(NewApiKeyBodySchema) },
    responses: { ...json(NewApiKeySchema, 'The key, with its secret: store it now.'), ...errorResponses(400, 401, 422, 500) },
  }),
  revoke: createRoute({
    method: 'delete',
    path: '/agent/api-keys/{id}',
    tags,
    summary: 'Revoke one of the agency’s OCTO API keys: it stops working at once',
    description: `${SESSION} Another agency’s key is the same 404 as none (API_KEY_NOT_FOUND); revoking twice changes nothing.`,
    request: { params: ApiKeyParamSchema },
    responses: { ...json(ApiKeySchema, 'The key, revoked.'), ...errorResponses(400, 401, 404, 500) },
  }),
};

/** The agent area's OCTO keys (ADR 0023): resellers' systems book with them on the agency's credit. */
export function registerAgentApiKeyRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  for (const path of ['/agent/api-keys', '/agent/api-keys/*']) {
    app.use(path, async (c, next) => {
      // A key is shown once: no cache may keep the answer.
      c.header('cache-control', 'private, no-store');
      await next();
    });
  }

  async function open(c: Context) {
    const context = await handlerContext(deps, {});
    const agent = await requireAgent(deps, context.db, c.req.raw.headers);
    c.header(AGENT_HEADERS.credit, creditHeader(await agencyCredit(context.db, agent.agency, context.now)));
    return { ...context, agent };
  }

  app.openapi(routes.list, async (c) => {
    const { db, agent } = await open(c);
    return c.json({ keys: await listApiKeys(db, agent.agency.id) }, 200);
  });
  app.openapi(routes.create, async (c) => {
    const { db, now, agent } = await open(c);
    return c.json(await createApiKey(db, agent.agency.id, agent.id, c.req.valid('json').name, now), 200);
  });
  app.openapi(routes.revoke, async (c) => {
    const { db, now, agent } = await open(c);
    return c.json(await revokeApiKey(db, agent.agency.id, c.req.valid('param').id, now), 200);
  });
}
