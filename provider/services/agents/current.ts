import { eq } from 'drizzle-orm';
import type { ProviderDeps } from '../../api/deps';
import { ProviderError } from '../../api/errors';
import { agencies, members } from '../../db/schema';
import type { Database } from '../../db/types';
import { memberAuth } from '../members/auth';

export type AgencyRow = typeof agencies.$inferSelect;

/** The agent a request's session cookie belongs to, with their agency. */
export interface SignedInAgent {
  id: string;
  email: string;
  name: string;
  language: string;
  agency: AgencyRow;
}

/** No agent session (none, expired, revoked, or a member's): the shop clears its agent cookies. */
export const agentSessionExpired = () => new ProviderError('UNAUTHORIZED', 'Your agent session has expired. Please log in again.', 'AGENT_SESSION_EXPIRED');

/**
 * The agent whose `member.session_token` cookie the request carries (ADR 0016: agents are
 * accounts with the role `agent`); null without a valid session or when it is a member's.
 */
export async function signedInAgent(deps: ProviderDeps, db: Database, headers: Headers): Promise<SignedInAgent | null> {
  if (!headers.get('cookie')) return null;
  const auth = await memberAuth(deps, db);
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const [row] = await db
    .select({ id: members.id, email: members.email, name: members.name, language: members.language, agency: agencies })
    .from(members)
    .innerJoin(agencies, eq(agencies.id, members.agencyId))
    .where(eq(members.id, found.user.id));
  return row ?? null;
}

/** The signed-in agent, or 401 AGENT_SESSION_EXPIRED: for the agent area's calls. */
export async function requireAgent(deps: ProviderDeps, db: Database, headers: Headers): Promise<SignedInAgent> {
  const agent = await signedInAgent(deps, db, headers);
  if (!agent) throw agentSessionExpired();
  return agent;
}
