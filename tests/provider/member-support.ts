import { expect } from 'vitest';
import type { ProviderDeps } from '@/provider/api/deps';
import type { MemberEmail, MemberEmailKind } from '@/provider/services/members/emails';

/** `providerOn(...).call`: a request to the provider app, path from `/api/v2`. */
export type Call = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** Members' emails kept in memory, for a test to open their links. */
export interface Mailbox {
  emails: MemberEmail[];
  deliver: (email: MemberEmail) => Promise<void>;
  /** The newest email to `to` (of that kind). */
  last: (to: string, kind?: MemberEmailKind) => MemberEmail | undefined;
  /** The token of the newest verification (`?verify=`) or reset (`?token=`) link to `to`. */
  token: (to: string, kind: 'verify' | 'reset') => string;
}

export function memberMailbox(): Mailbox {
  const emails: MemberEmail[] = [];
  const last = (to: string, kind?: MemberEmailKind) => emails.findLast((e) => e.to === to.toLowerCase() && (!kind || e.kind === kind));
  return {
    emails,
    deliver: async (email) => void emails.push(email),
    last,
    token: (to, kind) => {
      const email = last(to, kind);
      if (!email) throw new Error(`No ${kind} email to ${to}: give the provider the mailbox's deps (memberTestDeps or { members: { deliver } })`);
      const url = new URL(email.links[0]!);
      return url.searchParams.get(kind === 'verify' ? 'verify' : 'token')!;
    },
  };
}

/** One mailbox for the tests that pass `memberTestDeps` to `providerOn` or `paymentProvider`. */
export const testMailbox = memberMailbox();
export const memberTestDeps: Partial<ProviderDeps> = { members: { deliver: testMailbox.deliver } };

let addresses = 0;
/** A client address of its own, so per-address limits of one test do not reach another. */
export const newMemberAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A POST with a JSON body, as the shop sends it. */
export async function post(call: Call, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(`/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newMemberAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

/** `name=value; name2=value2` of the cookies a response sets (expired ones left out): what a browser would send back. */
export function cookieOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    if (/;\s*max-age=0/i.test(line) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair.slice(pair.indexOf('=') + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface NewMember {
  email: string;
  password: string;
  name: string;
}

/**
 * Registers through `member/signin/email`, opens the verification link of the welcome email and
 * answers the `cookie` header of the session that signs in. The provider must deliver into
 * `mailbox` (default: `testMailbox`, with `memberTestDeps`).
 */
export async function registerAndVerify(call: Call, member: NewMember, mailbox: Mailbox = testMailbox, headers: Record<string, string> = {}): Promise<string> {
  const registered = await post(call, '/member/signin/email', { ...member, acceptTerms: true });
  expect(registered.status, await registered.clone().text()).toBe(202);
  const verified = await post(call, '/member/verify', { token: mailbox.token(member.email, 'verify') }, headers);
  expect(verified.status, await verified.clone().text()).toBe(200);
  return cookieOf(verified);
}

/** Logs in with `member/login/email`; the `cookie` header of the new session. */
export async function loginCookie(call: Call, login: { email: string; password: string; rememberMe?: boolean }, headers: Record<string, string> = {}): Promise<string> {
  const response = await post(call, '/member/login/email', { rememberMe: false, ...login }, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return cookieOf(response);
}

let members = 0;
/** A new member's details, an address no other test uses. */
export const newMember = (name = 'Anna Müller'): NewMember => ({ email: `member-${Date.now()}-${++members}@example.com`, password: 'Tour-of-Paris-2027', name });
