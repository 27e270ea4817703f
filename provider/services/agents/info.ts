import { and, eq } from 'drizzle-orm';
import type { AgentInfo } from '../../api/contract/agents';
import { agencies, members } from '../../db/schema';
import type { Database } from '../../db/types';
import type { MemberCall } from '../members/call';
import { firstNameOf } from '../members/emails';
import { agencyCredit } from './credit';
import { agentSessionExpired } from './current';

/** `agent/login`, `GET agent/info`: the agent, their agency and its credit now. */
export async function agentInfo(db: Database, agentId: string, now: Date): Promise<AgentInfo> {
  const [row] = await db
    .select({ name: members.name, email: members.email, language: members.language, agency: agencies })
    .from(members)
    .innerJoin(agencies, eq(agencies.id, members.agencyId))
    .where(and(eq(members.id, agentId), eq(members.role, 'agent')));
  // Gone (or no agent) between the session check and now: the session opens nothing.
  if (!row) throw agentSessionExpired();
  const { agency } = row;
  return {
    firstName: firstNameOf(row.name),
    name: row.name,
    email: row.email,
    language: row.language,
    agency: { name: agency.name, reference: agency.reference, currencyId: agency.currencyId, commissionPercent: agency.commissionBasisPoints / 100 },
    credit: await agencyCredit(db, agency, now),
  };
}

/**
 * `GET agent/info`: the agent of the session, with the cookies of a renewed session (once a day
 * of use its 30 days start again, as a member's do); 401 AGENT_SESSION_EXPIRED for no agent.
 */
export async function renewedAgentInfo(call: MemberCall): Promise<{ info: AgentInfo; cookies: string[] }> {
  const found = call.headers.get('cookie') ? await call.auth.api.getSession({ headers: call.headers, returnHeaders: true }) : null;
  if (!found?.response || found.response.user.role !== 'agent') throw agentSessionExpired();
  return { info: await agentInfo(call.request.db, found.response.user.id, call.request.now), cookies: found.headers.getSetCookie() };
}
