import type { z } from '@hono/zod-openapi';
import { siteOfId } from '../../../sites';
import type { AgentInfo, AgentLoginBodySchema } from '../../api/contract/agents';
import type { MemberCall } from '../members/call';
import { passwordSignIn } from '../members/sign-in';
import { signedInAgent } from './current';
import { agentInfo } from './info';
import { releaseAgentBaskets, restoreAgentBasket } from './recovery-cart';

/** What an agent call answers beyond its body: better-auth's cookies, and a restored basket's guest token. */
export interface AgentOutcome<T> {
  body: T;
  cookies: string[];
  /** The guest token of the basket that came back at login (`authorization` header); null when none did. */
  basketToken: string | null;
}

const recoveryCart = (call: MemberCall) => siteOfId(call.request.site).flags.agentRecoveryCart;

/**
 * `agent/login`: the members' sign-in with its limits, lock-out and messages, for an agent's
 * account only (a member's is refused like a wrong password). The guest basket comes along
 * (the session hook, members/basket.ts); with the site's recovery flag, the agent's own
 * basket comes back when the visitor brought none.
 */
export async function agentLogin(call: MemberCall, body: z.output<typeof AgentLoginBodySchema>): Promise<AgentOutcome<AgentInfo>> {
  const { db, now, guestToken } = call.request;
  const { userId, cookies } = await passwordSignIn(call, body, 'agent');
  const basketToken = recoveryCart(call) ? await restoreAgentBasket(db, userId, guestToken, now) : null;
  return { body: await agentInfo(db, userId, now), cookies, basketToken };
}

/**
 * `agent/logout`: the session row is deleted and the cookies expire. Without the site's recovery
 * flag the agent's basket is let go (places and reserved credit freed); with it, it stays theirs.
 */
export async function agentLogout(call: MemberCall): Promise<AgentOutcome<{ status: 'SIGNED_OUT' }>> {
  const { deps, db } = call.request;
  const agent = await signedInAgent(deps, db, call.headers);
  const answer = await call.auth.api.signOut({ body: { disableRedirect: true }, headers: call.headers, returnHeaders: true });
  if (agent && !recoveryCart(call)) await releaseAgentBaskets(db, agent.id);
  return { body: { status: 'SIGNED_OUT' }, cookies: answer.headers.getSetCookie(), basketToken: null };
}
