import { COOKIES } from '@/lib/cookies/names';
import { creditCookieValue, currencyIdOf, parseCreditHeader } from '@/lib/cookies/agent-credit';
import { AGENT_HEADERS, MEMBER_HEADERS } from '@/provider/api/contract/headers';
import { cookieWriter, isBrowserSession, reasonOf, sessionCookieNames } from './member-session';

/**
 * Agents' sessions as the shop's `/api/v2` hands them to the browser (ADR 0016). The session is
 * the members' httpOnly better-auth cookie; what the provider says of the agency's credit in
 * `x-agent-credit` becomes the `isagent` and `agent_credit` display cookies the header reads, and
 * the `currency` cookie (prices show in the agency's currency), so cached pages know an agent.
 */

/** The reason of the provider's 401 when a call needed an agent's session and has none. */
const SESSION_EXPIRED = 'AGENT_SESSION_EXPIRED';

const isLogout = (request: Request) => new URL(request.url).pathname.replace(/\/+$/, '') === '/api/v2/agent/logout';

/**
 * The provider's answer as the browser gets it: first the member's and guest's handling
 * (`next`, lib/session/member-session.ts), then the agent's part. A credit in `x-agent-credit`
 * sets `isagent=true` and `agent_credit` (30 days when the session is remembered — the answer's
 * `x-member-persistence`, else the request's own better-auth cookies say — otherwise for the
 * browser session) and the `currency` cookie; an empty header, a logout, or a 401
 * AGENT_SESSION_EXPIRED removes the agent's cookies, the member session and the guest basket's
 * cookies (spec §4 agent logout: the basket stays with the agent's account). The header is stripped.
 */
export async function agentToBrowser(
  response: Response,
  request: Request,
  secure: boolean,
  next: (response: Response) => Promise<Response>,
): Promise<Response> {
  const header = response.headers.get(AGENT_HEADERS.credit);
  // Read before `next`, which strips the member's headers.
  const persistence = response.headers.get(MEMBER_HEADERS.persistence);
  const expired = response.status === 401 && (await reasonOf(response)) === SESSION_EXPIRED;
  // A 401 to a logout: the session had ended already, which is what was asked.
  const loggedOut = isLogout(request) && (response.ok || response.status === 401);
  const answer = await next(response);
  const ended = expired || loggedOut || header?.trim() === '';
  if (header === null && !ended) return answer;

  const headers = new Headers(answer.headers);
  headers.delete(AGENT_HEADERS.credit);
  headers.set('cache-control', 'private, no-store');
  const cookies = cookieWriter(headers, secure);
  const credit = ended || header === null ? null : parseCreditHeader(header);
  if (credit) {
    const persistent = persistence === null ? !isBrowserSession(request) : persistence === 'persistent';
    const maxAge = persistent ? COOKIES.agentCredit.maxAge : undefined;
    cookies.set(COOKIES.isAgent.name, 'true', maxAge);
    cookies.set(COOKIES.agentCredit.name, creditCookieValue(credit), maxAge);
    cookies.set(COOKIES.currency.name, String(currencyIdOf(credit.currency)), COOKIES.currency.maxAge);
  }
  if (ended) {
    cookies.remove([COOKIES.isAgent.name, COOKIES.agentCredit.name, COOKIES.memberHint.name, COOKIES.cartCount.name], false);
    cookies.remove([...sessionCookieNames(secure), COOKIES.guestSession.name, 'guest_session2'], true);
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
