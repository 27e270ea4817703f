import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemberInfoSchema } from '@/provider/api/contract/members';
import { prepareDatabase } from '@/provider/db/prepare';
import { carts, cartSales, members, memberSessions, products } from '@/provider/db/schema';
import { DEMO_MEMBER } from '@/provider/seed/demo-member';
import { bearerToken, hashToken } from '@/provider/services/cart/session';
import { cookieOf, loginCookie, memberMailbox, newMember, post, registerAndVerify } from './member-support';
import { TEST_ANCHOR } from './fixtures';
import { walk } from './payment-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
const mailbox = memberMailbox();
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle, undefined, { members: { deliver: mailbox.deliver } }).call;
});
afterAll(() => database.dispose());

const info = (cookie: string) => call('/api/v2/member/info', { headers: { cookie } });

async function expectSignedOut(cookie: string) {
  const response = await info(cookie);
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED', reason: 'MEMBER_SESSION_EXPIRED' });
}

describe('the session', () => {
  it('is needed for member calls: none, a forged one or a revoked one is 401 MEMBER_SESSION_EXPIRED', async () => {
    await expectSignedOut('');
    await expectSignedOut('member.session_token=forged.value');
    const edit = await post(call, '/member/edit', { name: 'Someone Else' });
    expect(edit.status).toBe(401);
    expect(edit.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ends on the server at logout: the old cookie opens nothing any more', async () => {
    const member = newMember();
    const cookie = await registerAndVerify(call, member, mailbox);
    expect((await info(cookie)).status).toBe(200);
    const other = await loginCookie(call, member);

    const response = await post(call, '/member/logout', {}, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SIGNED_OUT' });
    expect(response.headers.get('x-member-name')).toBe('');
    expect(response.headers.getSetCookie().find((line) => line.startsWith('member.session_token='))).toMatch(/Max-Age=0/);
    await expectSignedOut(cookie);
    // Only this browser's session ended.
    expect((await info(other)).status).toBe(200);
    // Logging out again is harmless.
    expect((await post(call, '/member/logout', {}, { cookie })).status).toBe(200);
  });

  it('keeps one row per signed-in browser, deleted with the logout', async () => {
    const member = newMember();
    const cookie = await registerAndVerify(call, member, mailbox);
    const me = MemberInfoSchema.parse(await (await info(cookie)).json());
    const rows = () => database.handle.db.select().from(memberSessions).where(eq(memberSessions.userId, me.id));
    await loginCookie(call, member);
    expect(await rows()).toHaveLength(2);
    await post(call, '/member/logout', {}, { cookie });
    expect(await rows()).toHaveLength(1);
  });

  it('the demo member of the seed logs in', async () => {
    const cookie = await loginCookie(call, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    const me = MemberInfoSchema.parse(await (await info(cookie)).json());
    expect(me).toMatchObject({ email: DEMO_MEMBER.email, name: DEMO_MEMBER.name, emailVerified: true, hasPassword: true });
  });

  it('DEMO_CREDENTIALS=off: the demo member cannot log in, and a new database gets none', async () => {
    vi.stubEnv('DEMO_CREDENTIALS', 'off');
    try {
      const refused = await post(call, '/member/login/email', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
      expect(refused.status).toBe(401);
      const db = database.handle.db;
      await db.delete(members).where(eq(members.email, DEMO_MEMBER.email));
      await prepareDatabase(database.handle, { seed: true, anchor: TEST_ANCHOR });
      expect(await db.select().from(members).where(eq(members.email, DEMO_MEMBER.email))).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
    await prepareDatabase(database.handle, { seed: true, anchor: TEST_ANCHOR });
    await loginCookie(call, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
  });
});

describe('my details', () => {
  it('are read and changed by the member, with the first name for the shop’s header', async () => {
    const member = newMember('Anna Müller');
    const cookie = await registerAndVerify(call, member, mailbox);
    const read = await info(cookie);
    expect(read.headers.get('x-member-name')).toBe('Anna');
    expect(MemberInfoSchema.parse(await read.json())).toMatchObject({ name: 'Anna Müller', phone: null, language: 'en', currencyId: 1, newsletter: false });

    const edited = await post(call, '/member/edit', { name: 'Zoë Smith', phone: '+44 20 7946 0958', language: 'us', currencyId: 3, newsletter: true }, { cookie });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(edited.headers.get('x-member-name')).toBe(encodeURIComponent('Zoë'));
    expect(MemberInfoSchema.parse(await edited.json())).toMatchObject({ name: 'Zoë Smith', firstName: 'Zoë', phone: '+44 20 7946 0958', language: 'us', currencyId: 3, newsletter: true, email: member.email });

    const cleared = await post(call, '/member/edit', { phone: '' }, { cookie });
    expect(MemberInfoSchema.parse(await cleared.json())).toMatchObject({ phone: null, name: 'Zoë Smith' });
  });

  it('refuse a name in another script, a phone with letters and an unknown currency', async () => {
    const cookie = await registerAndVerify(call, newMember(), mailbox);
    for (const body of [{ name: '王小明' }, { phone: 'call me' }, { currencyId: 4 }, { language: 'pt' }]) {
      expect((await post(call, '/member/edit', body, { cookie })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('changing the password', () => {
  it('needs the current one, ends the other sessions, keeps this one and emails the member', async () => {
    const member = newMember();
    const cookie = await registerAndVerify(call, member, mailbox);
    const other = await loginCookie(call, member);

    const wrong = await post(call, '/member/password', { currentPassword: 'Not-my-password-9', newPassword: 'Sunset-over-Lisbon-7' }, { cookie });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ reason: 'WRONG_PASSWORD' });
    const weak = await post(call, '/member/password', { currentPassword: member.password, newPassword: 'iloveyou1' }, { cookie });
    expect(weak.status).toBe(422);

    const changed = await post(call, '/member/password', { currentPassword: member.password, newPassword: 'Sunset-over-Lisbon-7' }, { cookie });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const renewed = cookieOf(changed, cookie);
    expect((await info(renewed)).status).toBe(200);
    await expectSignedOut(other);
    expect(mailbox.last(member.email)!.kind).toBe('passwordChanged');
    expect((await post(call, '/member/login/email', { email: member.email, password: member.password })).status).toBe(401);
    await loginCookie(call, { email: member.email, password: 'Sunset-over-Lisbon-7' });
  });
});

describe('the guest’s basket', () => {
  it('becomes the member’s at sign-in, priced at member prices', async () => {
    await database.handle.db.update(products).set({ memberDiscountPercent: 20 }).where(eq(products.id, walk('2027-05-03').productId));
    const added = await post(call, '/transaction/addToCart', walk('2027-05-03'));
    expect(added.status, await added.clone().text()).toBe(200);
    const guest = added.headers.get('authorization')!;
    const tokenHash = hashToken(bearerToken(guest)!);
    const sales = async () => {
      const [sale] = await database.handle.db
        .select({ amount: cartSales.amount, memberId: carts.memberId })
        .from(cartSales)
        .innerJoin(carts, eq(carts.id, cartSales.cartId))
        .where(eq(carts.tokenHash, tokenHash));
      return sale!;
    };
    const before = await sales();
    expect(before.memberId).toBeNull();

    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    const response = await post(call, '/member/login/email', { email: member.email, password: member.password }, { authorization: guest });
    expect(response.status).toBe(200);
    const me = MemberInfoSchema.parse(await response.json());
    const after = await sales();
    expect(after.memberId).toBe(me.id);
    expect(after.amount).toBeLessThan(before.amount);

    // Another member signing in on the same browser does not take it over.
    const someoneElse = newMember();
    await registerAndVerify(call, someoneElse, mailbox);
    await loginCookie(call, someoneElse, { authorization: guest });
    expect((await sales()).memberId).toBe(me.id);
  });

  it('an expired or unknown guest token does not stop the sign-in', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    await loginCookie(call, member, { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
  });
});

describe('better-auth’s own handler', () => {
  it('is reachable only for the OAuth callbacks: its sign-up and sign-in bypass no limit', async () => {
    const member = newMember();
    for (const path of ['/member/auth/sign-up/email', '/member/auth/sign-in/email', '/member/auth/reset-password', '/member/auth/get-session']) {
      const response = await post(call, path, { ...member, newPassword: member.password });
      expect(response.status, path).toBe(404);
    }
    expect((await call('/api/v2/member/auth/callback/twitter')).status).toBe(400);
  });
});
