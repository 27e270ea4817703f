import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberInfoSchema } from '@/provider/api/contract/members';
import { memberAccounts, members } from '@/provider/db/schema';
import { cookieOf, loginCookie, memberMailbox, newMember, post, registerAndVerify } from './member-support';
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

describe('registering', () => {
  it('answers 202, stores a scrypt hash, and emails a welcome with a link to the login page in the account’s language', async () => {
    const member = newMember('Élodie Martin');
    const response = await post(call, '/member/signin/email', { ...member, acceptTerms: true, language: 'fr' });
    expect(response.status, await response.clone().text()).toBe(202);
    expect(await response.json()).toEqual({ status: 'EMAIL_SENT' });
    expect(response.headers.getSetCookie()).toEqual([]);

    const [row] = await database.handle.db.select().from(members).where(eq(members.email, member.email));
    expect(row).toMatchObject({ name: 'Élodie Martin', emailVerified: false, language: 'fr' });
    const [account] = await database.handle.db.select().from(memberAccounts).where(eq(memberAccounts.userId, row!.id));
    expect(account!.providerId).toBe('credential');
    // better-auth's scrypt: salt:key in hex, never the password itself.
    expect(account!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(account!.password).not.toContain(member.password);

    const email = mailbox.last(member.email, 'verify')!;
    expect(email.language).toBe('fr');
    expect(email.subject).toBe('Confirmez votre adresse e-mail');
    expect(email.text).toContain('Bonjour Élodie,');
    expect(email.links[0]).toMatch(/^http:\/\/test\/fr\/login\?verify=[\w.-]+$/);
    expect(email.html).toContain(`href="${email.links[0]}"`);
  });

  it('gives a known email the same answer, and that address an email saying someone tried, with links to log in and reset', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    const again = await post(call, '/member/signin/email', { ...member, password: 'Another-Tour-2027', acceptTerms: true });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ status: 'EMAIL_SENT' });
    const notice = mailbox.last(member.email)!;
    expect(notice.kind).toBe('registerAttempt');
    expect(notice.links).toEqual(['http://test/en/login', 'http://test/en/password-reset']);
    expect(await database.handle.db.select().from(members).where(eq(members.email, member.email))).toHaveLength(1);
  });

  it('refuses a common password, one equal to the email’s name, a short one and unaccepted terms', async () => {
    const member = newMember();
    const local = member.email.split('@')[0]!;
    for (const password of ['password1', 'Qwertyuiop', local.toUpperCase()]) {
      const response = await post(call, '/member/signin/email', { ...member, password, acceptTerms: true });
      expect(response.status, password).toBe(422);
      expect(await response.json()).toMatchObject({ error: 'UNPROCESSABLE', reason: 'PASSWORD_TOO_WEAK' });
    }
    expect((await post(call, '/member/signin/email', { ...member, password: 'Short1!', acceptTerms: true })).status).toBe(400);
    expect((await post(call, '/member/signin/email', { ...member, acceptTerms: false })).status).toBe(400);
    expect(await database.handle.db.select().from(members).where(eq(members.email, member.email))).toHaveLength(0);
  });

  it('refuses a name that is not in Latin script and an invalid email', async () => {
    const member = newMember();
    expect((await post(call, '/member/signin/email', { ...member, name: 'Анна', acceptTerms: true })).status).toBe(400);
    expect((await post(call, '/member/signin/email', { ...member, email: 'not-an-email', acceptTerms: true })).status).toBe(400);
  });
});

describe('verifying', () => {
  it('signs the member in with a remembered, httpOnly, SameSite=Lax session cookie and names them', async () => {
    const member = newMember('Anna Müller');
    await post(call, '/member/signin/email', { ...member, acceptTerms: true });
    const response = await post(call, '/member/verify', { token: mailbox.token(member.email, 'verify') });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = MemberInfoSchema.parse(await response.json());
    expect(body).toMatchObject({ email: member.email, emailVerified: true, firstName: 'Anna', hasPassword: true, providers: [] });
    expect(response.headers.get('x-member-name')).toBe('Anna');
    expect(response.headers.get('x-member-persistence')).toBe('persistent');
    const session = response.headers.getSetCookie().find((line) => line.startsWith('member.session_token='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=2592000/i);
    expect(session).not.toMatch(/Secure/i);
    expect((await info(cookieOf(response))).status).toBe(200);
  });

  it('refuses a forged or reused link', async () => {
    const member = newMember();
    await post(call, '/member/signin/email', { ...member, acceptTerms: true });
    const token = mailbox.token(member.email, 'verify');
    for (const forged of ['nope', `${token.slice(0, -2)}xx`]) {
      const response = await post(call, '/member/verify', { token: forged });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ reason: 'LINK_INVALID' });
    }
    expect((await post(call, '/member/verify', { token })).status).toBe(200);
    const reused = await post(call, '/member/verify', { token });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ reason: 'LINK_INVALID' });
  });

  it('marks the session cookie Secure over https', async () => {
    const member = newMember();
    await post(call, '/member/signin/email', { ...member, acceptTerms: true });
    const response = await post(call, '/member/verify', { token: mailbox.token(member.email, 'verify') }, { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((line) => line.startsWith('member.session_token='))).toMatch(/; Secure/);
  });
});

describe('logging in', () => {
  it('with the right password opens a new session each time', async () => {
    const member = newMember();
    const first = await registerAndVerify(call, member, mailbox);
    const second = await loginCookie(call, { ...member, rememberMe: true });
    const third = await loginCookie(call, { ...member, rememberMe: true });
    expect(new Set([first, second, third]).size).toBe(3);
    for (const cookie of [first, second, third]) expect((await info(cookie)).status).toBe(200);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    const answers = [await post(call, '/member/login/email', { email: member.email, password: 'Wrong-password-1' }), await post(call, '/member/login/email', { email: 'nobody-here@example.com', password: member.password })];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: 'UNAUTHORIZED', reason: 'INVALID_CREDENTIALS', message: 'The data entered is not correct.' });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses an unverified account with 403 after the right password only, and sends the link again', async () => {
    const member = newMember();
    await post(call, '/member/signin/email', { ...member, acceptTerms: true });
    const sent = mailbox.emails.length;
    const wrong = await post(call, '/member/login/email', { email: member.email, password: 'Wrong-password-1' });
    expect(wrong.status).toBe(401);
    const right = await post(call, '/member/login/email', { email: member.email, password: member.password });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ error: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' });
    expect(mailbox.emails.slice(sent).map((e) => e.kind)).toEqual(['verify']);
  });

  it('sends the link again at most three times an hour', async () => {
    const member = newMember();
    await post(call, '/member/signin/email', { ...member, acceptTerms: true });
    for (let n = 1; n <= 4; n++) expect((await post(call, '/member/login/email', { email: member.email, password: member.password })).status).toBe(403);
    expect(mailbox.emails.filter((e) => e.to === member.email && e.kind === 'verify')).toHaveLength(3);
  });

  it('remember me off: a cookie that ends with the browser session', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    const response = await post(call, '/member/login/email', { ...member, rememberMe: false });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-member-persistence')).toBe('browser');
    const session = response.headers.getSetCookie().find((line) => line.startsWith('member.session_token='))!;
    expect(session).not.toMatch(/Max-Age|Expires/i);
    const cookie = cookieOf(response);
    const me = await info(cookie);
    expect(me.headers.get('x-member-persistence')).toBe('browser');

    const remembered = await post(call, '/member/login/email', { ...member, rememberMe: true });
    expect(remembered.headers.get('x-member-persistence')).toBe('persistent');
    expect(remembered.headers.getSetCookie().find((line) => line.startsWith('member.session_token='))).toMatch(/Max-Age=2592000/);
  });
});

describe('without a mail sink of the test', () => {
  it('writes the welcome email into the outbox as a complete message, like the order confirmations', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'member-outbox-'));
    const shop = providerOn(database.handle, undefined, { payment: { outboxDir } });
    const member = newMember('Marco Rossi');
    const response = await post(shop.call, '/member/signin/email', { ...member, acceptTerms: true, language: 'it' });
    expect(response.status).toBe(202);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const message = readFileSync(join(outboxDir, files[0]!), 'utf8').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(message).toContain(`To: Marco Rossi <${member.email}>`);
    expect(message).toContain('Content-Language: it-IT');
    expect(message).toMatch(/http:\/\/test\/it\/login\?verify=[\w.-]+/);
  });
});

describe('Google and Facebook', () => {
  it('are offered only when configured: no buttons, and their start is 404', async () => {
    const providers = await call('/api/v2/member/login/providers');
    expect(providers.status).toBe(200);
    expect(await providers.json()).toEqual({ providers: [] });
    const google = await post(call, '/member/login/google', { returnPath: '/en/member-area' });
    expect(google.status).toBe(404);
    expect((await post(call, '/member/login/google', { returnPath: '//evil.example' })).status).toBe(400);
    expect((await post(call, '/member/login/myspace', { returnPath: '/en' })).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the spec’s member calls', async () => {
    const doc = (await (await call('/api/v2/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace('/api/v2/', '')}`));
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST member/login/email',
        'POST member/login/google',
        'POST member/login/facebook',
        'GET member/login/providers',
        'POST member/signin/email',
        'POST member/verify',
        'POST member/logout',
        'POST member/restore/request',
        'POST member/restore',
        'POST member/edit',
        'GET member/info',
        'POST member/password',
        'POST member/delete',
        'POST privacy/erasure-request',
        'GET member/auth/callback/{provider}',
      ]),
    );
  });
});
