import type { AxiosInstance } from 'axios';
import { callBasket } from '@/lib/basket/basket-call';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import type { ApiContext } from './context';
import { ANY_ANSWER, apiGet, apiSendIn } from './request';
import type { ApiResult } from './result';

/**
 * The header's calls, apart from the areas' others: the header is on every page, and these read no
 * answer (the cookies the shop's /api/v2 sets from it are what matter), so every page's shell
 * loads no answer schema (issue 18).
 */

/** Ends the member's session on the server (its cookie and the `sub` hint are cleared on the way back). */
export const logOutMember = (http: AxiosInstance, context: ApiContext) => apiSendIn(http, ANY_ANSWER, 'post', 'member/logout', {}, context);

/** Ends the agent's session on the server; the answer's empty `x-agent-credit` clears the agent cookies. Without the page's context, the provider's default language: its words are never shown. */
export const agentLogout = (context?: ApiContext): Promise<ApiResult<unknown>> =>
  callBasket((http, ctx) => apiSendIn(http, ANY_ANSWER, 'post', 'agent/logout', {}, ctx), context ?? { language: DEFAULT_LANGUAGE });

/** Asks for the agent once: the answer refreshes the header's credit cookie, or clears the agent's cookies when the session ended. */
export const refreshAgent = (context: ApiContext): Promise<ApiResult<unknown>> => callBasket((http, ctx) => apiGet(http, ANY_ANSWER, 'agent/info', { context: ctx }), context);
