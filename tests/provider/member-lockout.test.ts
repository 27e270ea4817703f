import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from './fixtures';
import { memberMailbox, newMember, post, registerAndVerify, type NewMember } from './member-support';
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

const minutes = (n: number) => new Date(clock.now.getTime() + n * 60_000);
const login = (member: Pick<NewMember, 'email' | 'password'>, ip: string) => post(call, '/member/login/email', { email: member.email, password: member.password }, { 'x-forwarded-for': ip });

describe('wrong passwords for one account', () => {
  it('lock it after ten in 15 minutes, for 15 minutes, even for the right password, from any address', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login({ ...member, password: `Wrong-password-${attempt}` }, `198.51.100.${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const locked = await login(member, '198.51.100.99');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toEqual({ error: 'TOO_MANY_REQUESTS', reason: 'ACCOUNT_LOCKED', message: 'Too many failed attempts for this account. Please try again in 15 minutes.' });

    clock.now = minutes(10);
    const later = await login(member, '198.51.100.99');
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');

    clock.now = minutes(5);
    expect((await login(member, '198.51.100.99')).status).toBe(200);
  });

  it('are forgotten after a successful sign-in', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    for (let attempt = 1; attempt <= 9; attempt++) expect((await login({ ...member, password: `Wrong-${attempt}-password` }, '198.51.101.1')).status).toBe(401);
    expect((await login(member, '198.51.101.1')).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) expect((await login({ ...member, password: `Wrong-${attempt}-password` }, '198.51.101.2')).status).toBe(401);
    expect((await login(member, '198.51.101.2')).status).toBe(200);
  });

  it('lock an unknown email the same way, so a lock tells nothing of whether it is registered', async () => {
    const unknown = { email: `nobody-${Date.now()}@example.com`, password: 'Whatever-it-is-1' };
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(unknown, `198.51.102.${attempt}`)).status).toBe(401);
    const locked = await login(unknown, '198.51.102.99');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ reason: 'ACCOUNT_LOCKED' });
  });

  it('cannot slip past the lock in parallel', async () => {
    const member = newMember();
    await registerAndVerify(call, member, mailbox);
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => login({ ...member, password: `Parallel-guess-${i}` }, `198.51.103.${i + 1}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect((await login(member, '198.51.103.99')).status).toBe(429);
  });
});

describe('one address', () => {
  it('may try 30 sign-ins in 15 minutes, whatever the accounts', async () => {
    const ip = '192.0.2.30';
    const guess = { email: `someone-${Date.now()}@example.com`, password: 'Not-the-password-1' };
    // Refused attempts count too: ten wrong passwords, then twenty refused by the account's lock.
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await login(guess, ip)).status, `attempt ${attempt}`).toBe(attempt <= 10 ? 401 : 429);
    }
    const refused = await login({ email: 'someone-else@example.com', password: 'Not-the-password-1' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
    expect(body.reason).toBeUndefined();
    // Another address is not held back.
    expect((await login({ email: 'someone-else@example.com', password: 'Not-the-password-1' }, '192.0.2.31')).status).toBe(401);
  });

  it('may register five accounts an hour', async () => {
    const ip = '192.0.2.50';
    for (let n = 1; n <= 5; n++) expect((await post(call, '/member/signin/email', { ...newMember(), acceptTerms: true }, { 'x-forwarded-for': ip })).status).toBe(202);
    const refused = await post(call, '/member/signin/email', { ...newMember(), acceptTerms: true }, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.now = minutes(61);
    expect((await post(call, '/member/signin/email', { ...newMember(), acceptTerms: true }, { 'x-forwarded-for': ip })).status).toBe(202);
  });
});
