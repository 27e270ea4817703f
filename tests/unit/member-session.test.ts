import { describe, expect, it } from 'vitest';
import { createApiRoute } from '@/lib/api/api-route';
import { toBrowser } from '@/lib/session/guest-session';
import { endsMemberSession, memberToBrowser } from '@/lib/session/member-session';

/** The answer of a call to `path` as the browser gets it, through the guest's handling as the shop's /api/v2 does. */
const throughShop = (response: Response, path: string, secure = false) =>
  memberToBrowser(response, `/api/v2/${path}`, secure, (answer) => toBrowser(answer, secure));

const named = (name: string, persistence?: 'persistent' | 'browser', init: ResponseInit = {}) =>
  new Response('{}', { ...init, headers: { 'x-member-name': name, ...(persistence ? { 'x-member-persistence': persistence } : {}), ...init.headers } });

const refusal = (status: number, reason: string) => Response.json({ error: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: 'no', reason }, { status });

/** The Set-Cookie line for `name`, if any. */
const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe('the sub hint: who is signed in, for cached pages', () => {
  it('holds the first name for 30 days when the member asked to be remembered, readable by the page, and the headers go', async () => {
    const reply = await throughShop(named('Ana', 'persistent'), 'member/login/email', true);
    expect(cookieOf(reply, 'sub')).toBe('sub=Ana; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
    expect(reply.headers.get('x-member-name')).toBeNull();
    expect(reply.headers.get('x-member-persistence')).toBeNull();
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ends with the browser session when the session does', async () => {
    const reply = await throughShop(named('Ana', 'browser'), 'member/login/email');
    expect(cookieOf(reply, 'sub')).toBe('sub=Ana; Path=/; SameSite=Lax');
  });

  it('keeps a name with accents as the percent-encoding the page decodes, and ignores one that does not decode', async () => {
    const reply = await throughShop(named('Jos%C3%A9', 'browser'), 'member/info');
    expect(cookieOf(reply, 'sub')).toBe('sub=Jos%C3%A9; Path=/; SameSite=Lax');
    const broken = await throughShop(named('%E0%A4%A', 'browser'), 'member/info');
    expect(cookieOf(broken, 'sub')).toBeUndefined();
  });

  it('is removed when the provider says nobody is signed in', async () => {
    const reply = await throughShop(named('', 'browser'), 'member/info');
    expect(cookieOf(reply, 'sub')).toBe('sub=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('leaves answers without member headers, outside the member calls, untouched', async () => {
    const original = new Response('[]', { headers: { 'cache-control': 'public, max-age=60' } });
    expect(await throughShop(original, 'location/top')).toBe(original);
  });
});

describe('a member call answering 401 (spec §8)', () => {
  it('removes the hint, the session and the guest session', async () => {
    const reply = await throughShop(refusal(401, 'MEMBER_SESSION_EXPIRED'), 'member/info');
    expect(reply.status).toBe(401);
    for (const name of ['sub', 'guest_session', 'member.session_token', 'member.dont_remember']) expect(cookieOf(reply, name)).toMatch(/Max-Age=0/);
    expect(cookieOf(reply, 'member.session_token')).toContain('HttpOnly');
  });

  it('over HTTPS also removes the __Secure- session better-auth sets there', async () => {
    const reply = await throughShop(refusal(401, 'MEMBER_SESSION_EXPIRED'), 'transaction', true);
    expect(cookieOf(reply, '__Secure-member.session_token')).toBe('__Secure-member.session_token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure');
  });

  it('does the same for the order calls of the member area', async () => {
    const reply = await throughShop(refusal(401, 'MEMBER_SESSION_EXPIRED'), 'sale/SS7K2QH9AB/print');
    expect(cookieOf(reply, 'member.session_token')).toMatch(/Max-Age=0/);
  });

  it('costs nothing when it only refused a password: the guest basket and the session stay', async () => {
    const wrongLogin = await throughShop(refusal(401, 'INVALID_CREDENTIALS'), 'member/login/email');
    expect(wrongLogin.headers.getSetCookie()).toEqual([]);
    const wrongCurrent = await throughShop(refusal(401, 'WRONG_PASSWORD'), 'member/password');
    expect(wrongCurrent.headers.getSetCookie()).toEqual([]);
    expect(await wrongCurrent.json()).toMatchObject({ reason: 'WRONG_PASSWORD' });
  });
});

describe('logging out', () => {
  it('removes the hint, the session and the guest basket (it stays with the account), once each', async () => {
    const provider = new Response(null, {
      status: 204,
      headers: [
        ['x-member-name', ''],
        ['set-cookie', 'member.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'],
      ],
    });
    const reply = await throughShop(provider, 'member/logout');
    const cookies = reply.headers.getSetCookie();
    for (const name of ['sub', 'guest_session', 'guest_cart_element', 'member.session_data']) expect(cookieOf(reply, name)).toMatch(/Max-Age=0/);
    expect(cookies.filter((line) => line.startsWith('member.session_token='))).toHaveLength(1);
    expect(cookies.filter((line) => line.startsWith('sub='))).toHaveLength(1);
  });
});

describe('which failures end the member session in the browser', () => {
  it.each([
    [401, 'member/info', undefined, true],
    [403, 'member/edit', undefined, true],
    [401, 'transaction', undefined, true],
    [401, '/sale/SS7K2QH9AB/cancel', undefined, true],
    [401, 'member/wishlist?x=1', undefined, true],
    [401, 'member/login/email', 'INVALID_CREDENTIALS', false],
    [403, 'member/login/email', 'EMAIL_NOT_VERIFIED', false],
    [401, 'member/verify', undefined, false],
    [401, 'member/logout', undefined, false],
    [401, 'member/password', 'WRONG_PASSWORD', false],
    [401, 'transaction/sale', undefined, false],
    [401, 'sale/delete/5', undefined, false],
    [500, 'member/info', undefined, false],
  ])('%i from %s (%s): %s', (status, path, reason, ends) => {
    expect(endsMemberSession(status, path, reason)).toBe(ends);
  });
});

describe('the shop’s /api/v2', () => {
  it('turns the embedded provider’s member headers into the hint cookie', async () => {
    const route = createApiRoute({ embedded: () => named('Ana', 'persistent'), timeoutMs: 1000 });
    const reply = await route(new Request('https://shop.example/api/v2/member/verify', { method: 'POST', body: '{}' }));
    expect(cookieOf(reply, 'sub')).toBe('sub=Ana; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
    expect(reply.headers.get('x-member-name')).toBeNull();
  });

  it('keeps the guest session when a sign-in is refused, and removes it when a member call finds no session', async () => {
    const refused = createApiRoute({ embedded: () => refusal(401, 'INVALID_CREDENTIALS'), timeoutMs: 1000 });
    const login = await refused(new Request('http://shop/api/v2/member/login/email', { method: 'POST', body: '{}', headers: { cookie: 'guest_session=abc' } }));
    expect(cookieOf(login, 'guest_session')).toBeUndefined();
    const expired = createApiRoute({ embedded: () => refusal(401, 'MEMBER_SESSION_EXPIRED'), timeoutMs: 1000 });
    const info = await expired(new Request('http://shop/api/v2/member/info', { headers: { cookie: 'guest_session=abc' } }));
    expect(cookieOf(info, 'guest_session')).toMatch(/Max-Age=0/);
    expect(cookieOf(info, 'member.session_token')).toMatch(/Max-Age=0/);
  });
});
