import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { creditHeader } from '../../services/agents/credit';
import { renewedAgentInfo } from '../../services/agents/info';
import { agentLogin, agentLogout, type AgentOutcome } from '../../services/agents/sign-in';
import { SESSION_COOKIE } from '../../services/members/auth';
import { AgentDoneSchema, AgentInfoSchema, AgentLoginBodySchema, type AgentInfo } from '../contract/agents';
import { errorResponses } from '../contract/errors';
import { AGENT_HEADERS, MEMBER_HEADERS } from '../contract/headers';
import type { ProviderDeps } from '../deps';
import { accountHeaders as headers, keepPrivate, passOnCookies, persistentSession, withCall } from './member-call';
import { jsonBody } from './shared';

const tags = ['Agent'];

const SIGNED_IN = `Signed in: the httpOnly \`${SESSION_COOKIE}\` cookie is set, \`${AGENT_HEADERS.credit}\` carries the available credit and \`${MEMBER_HEADERS.persistence}\` whether the session is remembered.`;

const info = (description: string) => ({ 200: { description, content: { 'application/json': { schema: AgentInfoSchema } } } });

const routes = {
  login: createRoute({
    method: 'post',
    path: '/agent/login',
    tags,
    summary: 'An agency’s agent logs in with email and password',
    description:
      'The same limits and answers as `member/login/email`: an unknown email, a wrong password and a member’s account answer the same 401; ten failures in 15 minutes lock the account for 15 minutes (429 ACCOUNT_LOCKED). The guest basket sent (`authorization`) becomes the agent’s, in the agency’s currency; where the site keeps agents’ baskets, the agent’s last one comes back when none was sent, its guest token in the `authorization` header.',
    request: { body: jsonBody(AgentLoginBodySchema), headers },
    responses: { ...info(SIGNED_IN), ...errorResponses(400, 401, 403, 429, 500) },
  }),
  logout: createRoute({
    method: 'post',
    path: '/agent/logout',
    tags,
    summary: 'Log out: the session ends on the server and its cookies are removed',
    description: `\`${AGENT_HEADERS.credit}\` is empty. Unless the site keeps agents’ baskets, the agent’s basket is let go: its places and the credit it reserved are free at once.`,
    request: { headers },
    responses: { 200: { description: 'Signed out (also when no session was open).', content: { 'application/json': { schema: AgentDoneSchema } } }, ...errorResponses(400, 500) },
  }),
  info: createRoute({
    method: 'get',
    path: '/agent/info',
    tags,
    summary: 'The signed-in agent, their agency and its credit',
    request: { headers },
    responses: { ...info('The agent.'), ...errorResponses(400, 401, 500) },
  }),
};

/**
 * Travel agents (spec §6, §7; ADR 0016): accounts with the role `agent` on the members' sign-in,
 * with its limits and session cookie. Answers carry the agency's credit (`x-agent-credit`, also
 * set on every other call an agent's session makes: agent-credit-header.ts), never a member's name.
 */
export function registerAgentRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  keepPrivate(app, ['/agent/*']);

  /** Who is signed in after the call: the agency's credit, and whether the session outlives the browser. */
  function signedIn(c: Context, outcome: Pick<AgentOutcome<AgentInfo>, 'body' | 'cookies'>, persistent: boolean) {
    passOnCookies(c, outcome.cookies);
    c.header(MEMBER_HEADERS.persistence, persistent ? 'persistent' : 'browser');
    c.header(AGENT_HEADERS.credit, creditHeader(outcome.body.credit));
  }

  app.openapi(routes.login, async (c) => {
    const body = c.req.valid('json');
    const outcome = await withCall(deps, c, c.req.valid('header'), (call) => agentLogin(call, body));
    signedIn(c, outcome, body.rememberMe);
    if (outcome.basketToken) c.header('authorization', `Bearer ${outcome.basketToken}`);
    return c.json(outcome.body, 200);
  });

  app.openapi(routes.logout, async (c) => {
    const outcome = await withCall(deps, c, c.req.valid('header'), (call) => agentLogout(call));
    passOnCookies(c, outcome.cookies);
    c.header(AGENT_HEADERS.credit, '');
    return c.json(outcome.body, 200);
  });

  app.openapi(routes.info, async (c) => {
    const { info: body, cookies } = await withCall(deps, c, c.req.valid('header'), renewedAgentInfo);
    signedIn(c, { body, cookies }, persistentSession(c));
    return c.json(body, 200);
  });
}
