import type { ProviderDeps } from '../../api/deps';
import { ProviderError } from '../../api/errors';
import type { MemberRole } from '../../db/schema';
import type { Database } from '../../db/types';
import { memberAuth, type MemberAuth } from './auth';

/** The member a request's session cookie belongs to. */
export interface SignedInMember {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Whoever a session cookie belongs to: a member, or an agency's agent (ADR 0016). */
export interface SignedInAccount extends SignedInMember {
  role: MemberRole;
  /** The agent's agency; null for a member. */
  agencyId: number | null;
}

/** No session, an expired or revoked one: the shop signs the visitor out (spec §8). */
export const memberSessionExpired = () => new ProviderError('UNAUTHORIZED', 'Your session has expired. Please log in again.', 'MEMBER_SESSION_EXPIRED');

type SessionUser = SignedInMember & { role?: string | null; agencyId?: number | null };

const accountOf = ({ id, email, emailVerified, name, role, agencyId }: SessionUser): SignedInAccount => ({
  id,
  email,
  emailVerified,
  name,
  role: role === 'agent' ? 'agent' : 'member',
  agencyId: agencyId ?? null,
});

/**
 * The account whose `member.session_token` cookie the request carries, checked against the
 * session rows (a revoked or expired session is no one); null without a valid session.
 */
export async function signedInAccount(deps: ProviderDeps, db: Database, headers: Headers): Promise<SignedInAccount | null> {
  if (!headers.get('cookie')) return null;
  const auth = await memberAuth(deps, db);
  const found = await auth.api.getSession({ headers });
  return found ? accountOf(found.user) : null;
}

/** The signed-in member; null for an agent too: the member area, member prices and purchases are not theirs. */
export async function signedInMember(deps: ProviderDeps, db: Database, headers: Headers): Promise<SignedInMember | null> {
  const account = await signedInAccount(deps, db, headers);
  if (account?.role !== 'member') return null;
  const { id, email, emailVerified, name } = account;
  return { id, email, emailVerified, name };
}

/** The signed-in member, or 401 MEMBER_SESSION_EXPIRED: for the member area's calls. */
export async function requireMember(deps: ProviderDeps, db: Database, headers: Headers): Promise<SignedInMember> {
  const member = await signedInMember(deps, db, headers);
  if (!member) throw memberSessionExpired();
  return member;
}

/**
 * The signed-in member with the cookies of a renewed session: once a day of use the session's
 * 30 days start again, and so must a remembered cookie's. For the routes that answer the member
 * (an agent's session is no member's).
 */
export async function renewedMember(auth: MemberAuth, headers: Headers): Promise<{ member: SignedInMember; cookies: string[] }> {
  const found = headers.get('cookie') ? await auth.api.getSession({ headers, returnHeaders: true }) : null;
  if (!found?.response || accountOf(found.response.user).role !== 'member') throw memberSessionExpired();
  const { id, email, emailVerified, name } = found.response.user;
  return { member: { id, email, emailVerified, name }, cookies: found.headers.getSetCookie() };
}
