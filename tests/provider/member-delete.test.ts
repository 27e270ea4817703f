import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberInfoSchema } from '@/provider/api/contract/members';
import { enquiries, memberAccounts, members, memberSessions, orders, subscribers, wishlistItems } from '@/provider/db/schema';
import { buy } from './booking-support';
import { loginCookie, memberMailbox, newMember, post, registerAndVerify } from './member-support';
import { paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;
const mailbox = memberMailbox();
let call: (path: string, init?: RequestInit) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, { members: { deliver: mailbox.deliver } });
  call = (path, init) => shop.send(init?.method ?? 'GET', path.replace(/^\/api\/v2/, ''), init?.body ? JSON.parse(String(init.body)) : undefined, Object.fromEntries(new Headers(init?.headers)));
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const info = (cookie: string) => call('/api/v2/member/info', { headers: { cookie } });

describe('deleting the account', () => {
  it('removes the member and their personal data; their orders stay, linked to no one', async () => {
    const member = newMember();
    const cookie = await registerAndVerify(call, member, mailbox);
    const other = await loginCookie(call, member);
    const me = MemberInfoSchema.parse(await (await info(cookie)).json());
    const db = database.handle.db;
    const order = await buy(shop, database.handle, walk('2027-05-03'));
    await db.update(orders).set({ memberId: me.id }).where(eq(orders.id, order.id));
    await db.insert(wishlistItems).values({ memberId: me.id, productId: walk('2027-05-03').productId });
    await db.insert(subscribers).values({ email: member.email, firstName: 'Anna', lastName: 'Müller', countryId: 9999, lang: 'en' });

    const deleted = await post(call, '/member/delete', { confirm: true, password: member.password }, { cookie });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await deleted.json()).toEqual({ status: 'DELETED' });
    expect(deleted.headers.get('x-member-name')).toBe('');
    expect(deleted.headers.getSetCookie().find((line) => line.startsWith('member.session_token='))).toMatch(/Max-Age=0/);

    expect(await db.select().from(members).where(eq(members.id, me.id))).toEqual([]);
    expect(await db.select().from(memberSessions).where(eq(memberSessions.userId, me.id))).toEqual([]);
    expect(await db.select().from(memberAccounts).where(eq(memberAccounts.userId, me.id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.memberId, me.id))).toEqual([]);
    expect(await db.select().from(subscribers).where(eq(subscribers.email, member.email))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ reference: order.reference, status: 'paid', memberId: null, customer: order.customer });

    for (const session of [cookie, other]) expect((await info(session)).status).toBe(401);
    expect((await post(call, '/member/login/email', { email: member.email, password: member.password })).status).toBe(401);
  });

  it('asks for the password when the account has one, and must be confirmed', async () => {
    const member = newMember();
    const cookie = await registerAndVerify(call, member, mailbox);
    const missing = await post(call, '/member/delete', { confirm: true }, { cookie });
    expect(missing.status).toBe(403);
    const wrong = await post(call, '/member/delete', { confirm: true, password: 'Not-my-password-2' }, { cookie });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'FORBIDDEN', reason: 'WRONG_PASSWORD' });
    expect((await post(call, '/member/delete', { confirm: false, password: member.password }, { cookie })).status).toBe(400);
    expect((await info(cookie)).status).toBe(200);
  });

  it('of an account without a password (Google or Facebook) needs only the confirmation', async () => {
    const member = newMember();
    const cookie = await registerAndVerify(call, member, mailbox);
    const [row] = await database.handle.db.select({ id: members.id }).from(members).where(eq(members.email, member.email));
    await database.handle.db.update(memberAccounts).set({ providerId: 'google', accountId: `google-${row!.id}`, password: null }).where(eq(memberAccounts.userId, row!.id));
    const deleted = await post(call, '/member/delete', { confirm: true }, { cookie });
    expect(deleted.status).toBe(200);
    expect(await database.handle.db.select().from(members).where(eq(members.id, row!.id))).toEqual([]);
  });

  it('is a member call: without a session, 401', async () => {
    const response = await post(call, '/member/delete', { confirm: true, password: 'Whatever-it-is-3' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ reason: 'MEMBER_SESSION_EXPIRED' });
  });
});

describe('a request to erase personal data without an account', () => {
  it('is recorded for the team and answered 202 with a reference', async () => {
    const response = await post(call, '/privacy/erasure-request', { name: 'Maria García', email: 'Maria.Garcia@Example.com', message: 'Please erase my bookings from 2025.' });
    expect(response.status, await response.clone().text()).toBe(202);
    const { status, reference } = await response.json();
    expect(status).toBe('RECEIVED');
    const [row] = await database.handle.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(row).toMatchObject({ name: 'Maria García', email: 'maria.garcia@example.com', queryType: 'other' });
    expect(row!.message).toContain('Please erase my bookings from 2025.');
  });

  it('refuses a missing name or email, and many from one address', async () => {
    expect((await post(call, '/privacy/erasure-request', { email: 'a@example.com' })).status).toBe(400);
    expect((await post(call, '/privacy/erasure-request', { name: 'Ann', email: 'not an email' })).status).toBe(400);
    const ip = '192.0.2.88';
    for (let n = 1; n <= 5; n++) expect((await post(call, '/privacy/erasure-request', { name: 'Ann Lee', email: `ann${n}@example.com` }, { 'x-forwarded-for': ip })).status).toBe(202);
    const refused = await post(call, '/privacy/erasure-request', { name: 'Ann Lee', email: 'ann6@example.com' }, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
  });
});
