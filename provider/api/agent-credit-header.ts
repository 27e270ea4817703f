import type { OpenAPIHono } from '@hono/zod-openapi';
import { log } from '@/lib/log';
import { agencyCredit, creditHeader } from '../services/agents/credit';
import { signedInAgent } from '../services/agents/current';
import { SESSION_COOKIE } from '../services/members/auth';
import { AGENT_HEADERS } from './contract/headers';
import type { ProviderDeps } from './deps';

/** The calls an agent's session makes (spec §6): the agent area, the basket, payment and "manage my booking". */
export const AGENT_CREDIT_PATHS = ['/agent/*', '/transaction/*', '/sale/*', '/coupon/*', '/currency/*', '/booking/*'] as const;

const carriesSession = (cookie: string | undefined) => (cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * `x-agent-credit` on every answer to an agent's session (ADR 0016), computed after the handler
 * ran so it shows what the call changed (an item reserved, a booking debited). Calls that set it
 * themselves (login, logout) keep theirs. Members and guests get none; without a session cookie
 * no session is looked up. Registered before the routes, so it wraps them.
 */
export function registerAgentCreditHeader(app: OpenAPIHono, deps: ProviderDeps) {
  for (const path of AGENT_CREDIT_PATHS) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.headers.has(AGENT_HEADERS.credit) || !carriesSession(c.req.header('cookie'))) return;
      try {
        const { db } = await deps.database();
        const agent = await signedInAgent(deps, db, c.req.raw.headers);
        if (agent) c.header(AGENT_HEADERS.credit, creditHeader(await agencyCredit(db, agent.agency, deps.now?.() ?? new Date())));
      } catch (error) {
        // A display hint: its failure never costs the call its answer.
        log.error({ err: error }, 'The agent credit header could not be computed');
      }
    });
  }
}
