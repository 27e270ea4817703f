import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccounts, members } from '@/provider/db/schema';
import { SESSION_COOKIE } from '@/provider/services/members/auth';
import type { MemberEmail } from '@/provider/services/members/emails';
import type { OAuthSettings } from '@/provider/services/members/oauth';
import { OIDC_CLIENTS, OIDC_UNVERIFIED_USER, OIDC_USER, signInAtOidcServer, startOidcServer, type OidcServer } from '../support/oidc-server';
import { createAgency } from './agent-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

/**
 * Google and Facebook sign-in, end to end at the HTTP level: the shop starts the sign-in, a real
 * OpenID Connect server (tests/support/oidc-server.ts) takes the login and consent, and the
 * shop's callback creates or finds the member and sets the session cookie — nothing of the
 * shop's own code is replaced.
 */

/** A browser's cookies for one site, by name (the provider's cookies all have path /). */
class CookieJar {
  readonly cookies = new Map<string, string>();

  keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

let oidc: OidcServer;
let database: TestDatabase;
const emails: MemberEmail[] = [];

beforeAll(async () => {
  oidc = await startOidcServer({ shopOrigins: ['http://test'] });
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
  await oidc?.close();
});

/** The provider with the given sign-in providers pointing at the local server. */
function shop(providers: (keyof OAuthSettings)[]) {
  const oauth: OAuthSettings = Object.fromEntries(providers.map((id) => [id, { ...OIDC_CLIENTS[id], issuer: oidc.issuer }]));
  const deliver = async (email: MemberEmail) => {
    emails.push(email);
  };
  const { call } = providerOn(database.handle, () => new Date(), { members: { oauth, deliver } });
  const send = async (jar: CookieJar, path: string, init: RequestInit = {}) =>
    jar.keep(await call(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...(jar.header ? { cookie: jar.header } : {}) } }));
  const post = (jar: CookieJar, path: string, body: unknown) =>
    send(jar, `/api/v2/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { call, send, post };
}

type Shop = ReturnType<typeof shop>;

/**
 * A whole sign-in as a browser does it: ask the shop where to go, sign in at the OpenID server
 * as `login`, come back to the shop's callback. Returns where the callback sent the browser.
 */
async function signIn(s: Shop, jar: CookieJar, provider: keyof OAuthSettings, login: string, oidcJar = new Map<string, string>(), returnPath = '/en/member-area') {
  const started = await s.post(jar, `member/login/${provider}`, { returnPath });
  expect(started.status, await started.clone().text()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  expect(url.startsWith(`${oidc.issuer}/`)).toBe(true);
  // PKCE: the shop proves at the token endpoint that it started this sign-in.
  expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');

  const callback = await signInAtOidcServer(url, { login, jar: oidcJar });
  expect(callback.origin + callback.pathname).toBe(`http://test/api/v2/member/auth/callback/${provider}`);
  const landed = await s.send(jar, callback.pathname + callback.search, { redirect: 'manual' });
  expect(landed.status).toBe(302);
  return new URL(landed.headers.get('location')!, 'http://test');
}

async function info(s: Shop, jar: CookieJar) {
  const response = await s.send(jar, '/api/v2/member/info');
  return { status: response.status, body: (await response.json()) as { id: string; email: string; name: string; emailVerified: boolean; providers: string[] } };
}

async function membersWithEmail(email: string) {
  return database.handle.db.select().from(members).where(eq(members.email, email));
}

/** A password account, registered and verified through the welcome email's link, signed in. */
async function verifiedPasswordMember(s: Shop, email: string, name: string): Promise<{ jar: CookieJar; id: string }> {
  const jar = new CookieJar();
  const registered = await s.post(jar, 'member/signin/email', { name, email, password: 'a long and private passphrase', acceptTerms: true });
  expect(registered.status, await registered.clone().text()).toBe(202);
  const welcome = emails.findLast((e) => e.to === email && e.kind === 'verify');
  const token = new URL(welcome!.links[0]!).searchParams.get('verify');
  const verified = await s.post(jar, 'member/verify', { token });
  expect(verified.status, await verified.clone().text()).toBe(200);
  const me = await info(s, jar);
  expect(me.body).toMatchObject({ email, emailVerified: true, providers: [] });
  return { jar, id: me.body.id };
}

describe('Google sign-in against a local OpenID server', () => {
  it('creates the member on the first sign-in, sets the session cookie and lands on the return path', async () => {
    const s = shop(['google']);
    const jar = new CookieJar();
    const landed = await signIn(s, jar, 'google', OIDC_USER.login);

    expect(landed.pathname).toBe('/en/member-area');
    // Marked for the shop, which reports the sign-up.
    expect(landed.searchParams.get('newMember')).toBe('1');
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(true);
    const me = await info(s, jar);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: OIDC_USER.email, name: 'Olivia Oidc', emailVerified: true, providers: ['google'] });
    expect(await membersWithEmail(OIDC_USER.email)).toHaveLength(1);
  });

  it('finds the same member on a second sign-in, with a new session', async () => {
    const s = shop(['google']);
    const first = new CookieJar();
    await signIn(s, first, 'google', OIDC_USER.login);
    const firstMember = await info(s, first);

    const second = new CookieJar();
    const landed = await signIn(s, second, 'google', OIDC_USER.login);
    const secondMember = await info(s, second);

    expect(landed.pathname + landed.search).toBe('/en/member-area');

    expect(secondMember.body.id).toBe(firstMember.body.id);
    expect(second.cookies.get(SESSION_COOKIE)).not.toBe(first.cookies.get(SESSION_COOKIE));
    expect(await membersWithEmail(OIDC_USER.email)).toHaveLength(1);
    const accounts = await database.handle.db.select().from(memberAccounts).where(eq(memberAccounts.userId, firstMember.body.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['google']);
  });

  it('links Google to an existing verified member with the same verified email instead of making a second one', async () => {
    const s = shop(['google']);
    const email = 'paula.password@example.test';
    const existing = await verifiedPasswordMember(s, email, 'Paula Password');

    const jar = new CookieJar();
    const landed = await signIn(s, jar, 'google', email);
    const me = await info(s, jar);

    // Linked, not created: no sign-up to report.
    expect(landed.searchParams.has('newMember')).toBe(false);
    expect(me.body.id).toBe(existing.id);
    expect(me.body.providers).toEqual(['google']);
    expect(await membersWithEmail(email)).toHaveLength(1);
  });

  it('does not link an email the provider has not verified to an existing member, and signs no one in', async () => {
    const s = shop(['google']);
    const existing = await verifiedPasswordMember(s, OIDC_UNVERIFIED_USER.email, 'Uma Unverified');

    const jar = new CookieJar();
    const landed = await signIn(s, jar, 'google', OIDC_UNVERIFIED_USER.login);

    // Back on the login page, told the sign-in did not work.
    expect(landed.pathname).toBe('/en/login');
    expect(landed.searchParams.get('error')).toBe('account_not_linked');
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await info(s, jar)).status).toBe(401);
    expect((await info(s, existing.jar)).body.providers).toEqual([]);
    expect(await membersWithEmail(OIDC_UNVERIFIED_USER.email)).toHaveLength(1);
  });
});

describe('agents', () => {
  it('never links Google to an agent’s account: no session, the agent keeps only the password', async () => {
    const s = shop(['google']);
    const { agents } = await createAgency(database.handle.db);
    const agent = agents[0]!;

    const jar = new CookieJar();
    const landed = await signIn(s, jar, 'google', agent.email);

    expect(landed.pathname).toBe('/en/login');
    expect(landed.searchParams.get('error')).toBeTruthy();
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    const accounts = await database.handle.db.select().from(memberAccounts).where(eq(memberAccounts.userId, agent.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
  });
});

describe('Facebook sign-in', () => {
  it('signs in through Facebook when it is configured, its email counting as verified', async () => {
    const s = shop(['google', 'facebook']);
    const jar = new CookieJar();
    // Facebook gives out only confirmed addresses and says nothing of it: the shop trusts them.
    // The shop's own return path: its query and fragment kept, the new account marked before the fragment.
    const landed = await signIn(s, jar, 'facebook', 'unverified:fiona@example.test', undefined, '/es/login?oauth=1&provider=facebook&next=%2Fes%2Fmember-area#top');
    expect(landed.pathname + landed.search + landed.hash).toBe('/es/login?oauth=1&provider=facebook&next=%2Fes%2Fmember-area&newMember=1#top');
    const me = await info(s, jar);
    expect(me.body).toMatchObject({ email: 'fiona@example.test', emailVerified: true, providers: ['facebook'] });
  });
});

describe('which sign-ins are offered', () => {
  it('lists only the configured providers', async () => {
    const jar = new CookieJar();
    const onlyGoogle = await shop(['google']).send(jar, '/api/v2/member/login/providers');
    expect(await onlyGoogle.json()).toEqual({ providers: ['google'] });
    const both = await shop(['google', 'facebook']).send(jar, '/api/v2/member/login/providers');
    expect(await both.json()).toEqual({ providers: ['google', 'facebook'] });
    const none = await shop([]).send(jar, '/api/v2/member/login/providers');
    expect(await none.json()).toEqual({ providers: [] });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await shop(['google']).post(new CookieJar(), 'member/login/facebook', { returnPath: '/en/member-area' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'en/member-area'])('refuses a return path that is not a shop path: %s', async (returnPath) => {
    const response = await shop(['google']).post(new CookieJar(), 'member/login/google', { returnPath });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('returnPath') });
  });
});
