import { describe, expect, it } from 'vitest';
import { createApiRoute } from '@/lib/api/api-route';
import { parseCreditCookie, parseCreditHeader } from '@/lib/cookies/agent-credit';
import { agentToBrowser } from '@/lib/session/agent-session';
import { toBrowser } from '@/lib/session/guest-session';
import { memberToBrowser } from '@/lib/session/member-session';

/** The answer to a call of `path` as the browser gets it, through the shop's /api/v2 handling. */
function throughShop(response: Response, path: string, { secure = false, cookie = '' } = {}) {
  const request = new Request(`${secure ? 'https' : 'http'}://shop/api/v2/${path}`, { headers: cookie ? { cookie } : {} });
  return agentToBrowser(response, request, secure, (answer) =>
    memberToBrowser(answer, `/api/v2/${path}`, secure, (reply) => toBrowser(reply, secure, request)),
  );
}

const withCredit = (credit: string, headers: Record<string, string> = {}, init: ResponseInit = {}) =>
  new Response('{}', { ...init, headers: { 'x-agent-credit': credit, ...headers } });

const expired = () => Response.json({ error: 'UNAUTHORIZED', message: 'Your agent session has expired.', reason: 'AGENT_SESSION_EXPIRED' }, { status: 401 });

/** The Set-Cookie lines for `name`. */
const cookiesOf = (response: Response, name: string) => response.headers.getSetCookie().filter((line) => line.startsWith(`${name}=`));
const cookieOf = (response: Response, name: string) => cookiesOf(response, name)[0];

const DAYS_30 = 'Max-Age=2592000';

describe('the agent display cookies, from x-agent-credit', () => {
  it('on a remembered login: isagent, the credit and the agency currency, readable by the page; the header goes', async () => {
    const reply = await throughShop(withCredit('EUR 48000', { 'x-member-persistence': 'persistent' }), 'agent/login', { secure: true });
    expect(cookieOf(reply, 'isagent')).toBe(`isagent=true; Path=/; ${DAYS_30}; SameSite=Lax; Secure`);
    expect(cookieOf(reply, 'agent_credit')).toBe(`agent_credit=EUR:48000; Path=/; ${DAYS_30}; SameSite=Lax; Secure`);
    expect(cookieOf(reply, 'currency')).toBe('currency=1; Path=/; Max-Age=5184000; SameSite=Lax; Secure');
    expect(reply.headers.get('x-agent-credit')).toBeNull();
    expect(reply.headers.get('x-member-persistence')).toBeNull();
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ends with the browser session when the agent was not remembered', async () => {
    const reply = await throughShop(withCredit('GBP 50000', { 'x-member-persistence': 'browser' }), 'agent/info');
    expect(cookieOf(reply, 'isagent')).toBe('isagent=true; Path=/; SameSite=Lax');
    expect(cookieOf(reply, 'agent_credit')).toBe('agent_credit=GBP:50000; Path=/; SameSite=Lax');
    expect(cookieOf(reply, 'currency')).toMatch(/^currency=2;/);
  });

  it("on other calls takes the lifetime from the session's own cookies: better-auth's dont_remember means not remembered", async () => {
    const remembered = await throughShop(withCredit('USD 0'), 'transaction/addToCart', { cookie: 'member.session_token=abc' });
    expect(cookieOf(remembered, 'agent_credit')).toBe(`agent_credit=USD:0; Path=/; ${DAYS_30}; SameSite=Lax`);
    expect(cookieOf(remembered, 'currency')).toMatch(/^currency=3;/);
    const notRemembered = await throughShop(withCredit('USD 125'), 'transaction/sale', {
      secure: true,
      cookie: '__Secure-member.session_token=abc; __Secure-member.dont_remember=true',
    });
    expect(cookieOf(notRemembered, 'agent_credit')).toBe('agent_credit=USD:125; Path=/; SameSite=Lax; Secure');
  });

  it('keeps the guest handling: a new basket token still becomes its httpOnly cookie', async () => {
    const reply = await throughShop(withCredit('EUR 100', { authorization: 'Bearer t0k3n', 'x-cart-count': '1' }), 'transaction/addToCart');
    expect(cookieOf(reply, 'guest_session')).toMatch(/^guest_session=t0k3n;.*HttpOnly/);
    expect(cookieOf(reply, 'guest_cart_element')).toMatch(/^guest_cart_element=1;/);
    expect(cookieOf(reply, 'agent_credit')).toMatch(/^agent_credit=EUR:100;/);
  });

  it('sets nothing from a header it cannot read, and still strips it', async () => {
    const reply = await throughShop(withCredit('XYZ 12'), 'agent/info');
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect(reply.headers.get('x-agent-credit')).toBeNull();
  });

  it('leaves answers that say nothing of an agent untouched', async () => {
    const original = new Response('[]', { headers: { 'cache-control': 'public, max-age=60' } });
    expect(await throughShop(original, 'location/top')).toBe(original);
    // A member's expired session is the member handling's business alone.
    const member = await throughShop(Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'MEMBER_SESSION_EXPIRED' }, { status: 401 }), 'member/info');
    expect(cookieOf(member, 'isagent')).toBeUndefined();
  });
});

describe('the agent session ending (spec §4 agent logout)', () => {
  const GONE = ['isagent', 'agent_credit', 'sub', 'guest_cart_element', 'guest_session', 'guest_session2', 'member.session_token', 'member.dont_remember'];

  it('logging out (an empty header) removes the agent cookies, the member session and the guest session, once each', async () => {
    const provider = withCredit('', { 'set-cookie': 'member.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax' });
    const reply = await throughShop(provider, 'agent/logout');
    for (const name of GONE) {
      expect(cookiesOf(reply, name)).toHaveLength(1);
      expect(cookieOf(reply, name)).toMatch(/Max-Age=0/);
    }
    expect(cookieOf(reply, 'member.session_token')).toContain('HttpOnly');
    expect(cookieOf(reply, 'isagent')).not.toContain('HttpOnly');
    expect(cookieOf(reply, 'currency')).toBeUndefined();
    expect(reply.headers.get('x-agent-credit')).toBeNull();
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a 401 AGENT_SESSION_EXPIRED from any call does the same, the __Secure- session too over HTTPS, and the body reaches the page', async () => {
    const reply = await throughShop(expired(), 'transaction/payment/local', { secure: true });
    expect(reply.status).toBe(401);
    for (const name of [...GONE, '__Secure-member.session_token']) expect(cookieOf(reply, name)).toMatch(/Max-Age=0/);
    expect(await reply.json()).toMatchObject({ reason: 'AGENT_SESSION_EXPIRED' });
  });

  it('a logout whose session had already ended still clears everything', async () => {
    const reply = await throughShop(Response.json({ error: 'UNAUTHORIZED', message: 'no' }, { status: 401 }), 'agent/logout');
    for (const name of GONE) expect(cookieOf(reply, name)).toMatch(/Max-Age=0/);
  });

  it('a wrong password at agent login costs nothing', async () => {
    const wrong = Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'INVALID_CREDENTIALS' }, { status: 401 });
    const reply = await throughShop(wrong, 'agent/login');
    expect(reply.headers.getSetCookie()).toEqual([]);
  });
});

describe("the shop's /api/v2", () => {
  it('hands the embedded provider answers through the agent handling', async () => {
    const route = createApiRoute({ embedded: () => withCredit('GBP 30000', { 'x-member-persistence': 'browser' }), timeoutMs: 1000 });
    const reply = await route(new Request('http://shop/api/v2/agent/info'));
    expect(cookieOf(reply, 'agent_credit')).toBe('agent_credit=GBP:30000; Path=/; SameSite=Lax');
    expect(reply.headers.get('x-agent-credit')).toBeNull();
  });
});

describe('the credit formats', () => {
  it('reads the header and the cookie, and nothing else', () => {
    expect(parseCreditHeader('EUR 48000')).toEqual({ currency: 'EUR', amount: 48000 });
    expect(parseCreditCookie('GBP:0')).toEqual({ currency: 'GBP', amount: 0 });
    for (const bad of ['EUR -5', 'EUR 4.5', 'CHF 100', 'EUR', '']) expect(parseCreditHeader(bad)).toBeNull();
    for (const bad of ['EUR 48000', 'eur:1', 'USD:', undefined]) expect(parseCreditCookie(bad)).toBeNull();
  });
});
