import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberVerifications } from '@/provider/db/schema';
import { TEST_NOW } from './fixtures';
import { loginCookie, memberMailbox, newMember, post, registerAndVerify } from './member-support';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;
const mailbox = memberMailbox();
const clock = { now: TEST_NOW };
let call: ReturnType<typeof providerOn>['call'];

beforeAll(async () => {
  database = await createTestDatabase();
  call = providerOn(database.handle, () => clock.now, { members: { deliver: mailbox.deliver } }).call;
});
afterAll(() => database.dispose());

const info = (cookie: string) => call('/api/v2/member/info', { headers: { cookie } });
const requestReset = (email: string, ip?: string, language = 'en') => post(call, '/member/restore/request', { email, language }, ip ? { 'x-forwarded-for': ip } : {});
const NEW_PASSWORD = 'Evening-in-Seville-4';

describe('asking for a reset link', () => {
  it('answers 202 whether or not the email has an account; only an account gets the link, in its language', async () => {
    const member = newMember('Lukas Schmidt');
    await registerAndVerify(call, member, mailbox);
    await database.handle.db.update(members).set({ language: 'de' }).where(eq(members.email, member.email));
    const sent = mailbox.emails.length;

    const known = await requestReset(member.email);
    const unknown = await requestReset(`nobody-${Date.now()}@example.com`);
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ status: 'EMAIL_SENT' });
    }
    const emails = mailbox.emails.slice(sent);
    expect(emails.map((e) => [e.kind, e.to])).toEqual([['reset', member.email]]);
    expect(emails[0]!.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(emails[0]!.links[0]).toMatch(/^http:\/\/test\/de\/password-reset\?token=\w+$/);
    // The token is kept hashed: the table alone opens nothing.
    const token = mailbox.token(member.email, 'reset');
    const rows = await database.handle.db.select().from(memberVerifications);
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
  });

  it('is limited to three an hour per email and ten per address', async () => {
    const email = `limit-${Date.now()}@example.com`;
    for (let n = 1; n <= 3; n++) expect((await requestReset(email)).status).toBe(202);
    const refused = await requestReset(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = '192.0.2.77';
    for (let n = 1; n <= 10; n++) expect((await requestReset(`someone-${n}-${Date.now()}@example.com`, ip)).status).toBe(202);
    expect((await requestReset(`someone-11-${Date.now()}@example.com`, ip)).status).toBe(429);
  });
});

describe('resetting with the link', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const member = newMember();
    const first = await registerAndVerify(call, member, mailbox);
    const second = await loginCookie(call, member);
    await requestReset(member.email);
    const token = mailbox.token(member.email, 'reset');

    const reset = await post(call, '/member/restore', { token, password: NEW_PASSWORD });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect(await reset.json()).toEqual({ status: 'PASSWORD_RESET' });
    for (const cookie of [first, second]) expect((await info(cookie)).status).toBe(401);
    expect(mailbox.last(member.email)!.kind).toBe('passwordChanged');

    expect((await post(call, '/member/login/email', { email: member.email, password: member.password })).status).toBe(401);
    await loginCookie(call, { email: member.email, password: NEW_PASSWORD });

    const again = await post(call, '/member/restore', { token, password: 'Another-new-one-5' });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error: 'UNPROCESSABLE', reason: 'LINK_INVALID' });
  });

  it('refuses an expired link (30 minutes) and a made-up one', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    await requestReset(member.email);
    const token = mailbox.token(member.email, 'reset');
    const [row] = await database.handle.db.select({ id: members.id }).from(members).where(eq(members.email, member.email));
    const [verification] = await database.handle.db.select().from(memberVerifications).where(eq(memberVerifications.value, row!.id));
    expect(Math.round((verification!.expiresAt.getTime() - verification!.createdAt.getTime()) / 60_000)).toBe(30);
    await database.handle.db
      .update(memberVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberVerifications.id, verification!.id));

    for (const attempt of [token, 'made-up-token']) {
      const response = await post(call, '/member/restore', { token: attempt, password: NEW_PASSWORD });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ reason: 'LINK_INVALID' });
    }
    await loginCookie(call, member);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    await requestReset(member.email);
    const token = mailbox.token(member.email, 'reset');
    for (const password of ['sunshine', member.email.split('@')[0]!]) {
      const weak = await post(call, '/member/restore', { token, password });
      expect(weak.status, password).toBe(422);
      expect(await weak.json()).toMatchObject({ reason: 'PASSWORD_TOO_WEAK' });
    }
    expect((await post(call, '/member/restore', { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('lifts the account’s lock: the owner proved they hold the email', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    for (let attempt = 1; attempt <= 10; attempt++) await post(call, '/member/login/email', { email: member.email, password: `Wrong-guess-${attempt}` });
    expect((await post(call, '/member/login/email', { email: member.email, password: member.password })).status).toBe(429);
    await requestReset(member.email);
    expect((await post(call, '/member/restore', { token: mailbox.token(member.email, 'reset'), password: NEW_PASSWORD })).status).toBe(200);
    await loginCookie(call, { email: member.email, password: NEW_PASSWORD });
  });
});
