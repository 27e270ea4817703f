import type { z as zod } from '@hono/zod-openapi';
import type { AgentInfo, AgentLoginBodySchema } from '@/provider/api/contract/agents';
import { callBasket } from '@/lib/basket/basket-call';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import type { ApiContext } from './context';
import { checkFrom, apiGet, apiSendIn } from './request';
import type { ApiResult } from './result';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./agent-auth-checks');
const AgentInfoCheck = checkFrom(checks, 'AgentInfoCheck');

/**
 * An agent's session from the browser (provider/api/contract/agents.ts, ADR 0016): the same
 * httpOnly session cookie as a member's; every answer carries `x-agent-credit`, from which the
 * shop's `/api/v2` sets the `isagent` and `agent_credit` display cookies (and clears them on a 401
 * AGENT_SESSION_EXPIRED or a logout). Each call loads the browser's axios on first use, so the
 * header and the agent area call them as they are; `context` adds the page's language.
 */

export type { AgentInfo };
export { agentLogout } from './header-calls';
export type AgentCredentials = Required<zod.input<typeof AgentLoginBodySchema>>;

/** Without the page's context (the header's logout), the provider's default language: its words are never shown. */
const contextOr = (context?: ApiContext): ApiContext => context ?? { language: DEFAULT_LANGUAGE };

/** 401 INVALID_CREDENTIALS (a member's account too), 403 EMAIL_NOT_VERIFIED, 429 with Retry-After, 400 for a malformed body. */
export const agentLogin = (body: AgentCredentials, context?: ApiContext): Promise<ApiResult<AgentInfo>> =>
  callBasket((http, ctx) => apiSendIn(http, AgentInfoCheck, 'post', 'agent/login', body, ctx), contextOr(context));

/** The agent, the agency and its credit now; 401 AGENT_SESSION_EXPIRED when the session is gone. */
export const agentInfo = (context?: ApiContext): Promise<ApiResult<AgentInfo>> =>
  callBasket((http, ctx) => apiGet(http, AgentInfoCheck, 'agent/info', { context: ctx }), contextOr(context));
