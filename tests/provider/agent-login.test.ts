import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentInfoSchema } from '@/provider/api/contract/agents';
import { CartSchema } from '@/provider/api/contract/cart';
import { carts } from '@/provider/db/schema';
import { hashToken } from '@/provider/services/cart/session';
import { DEMO_AGENCIES, DEMO_AGENT_PASSWORD } from '@/provider/seed/demo-agencies';
import { agentCookie, agentLogin, createAgency } from './agent-support';
import { cookieOf, memberTestDeps, newMember, registerAndVerify, type Call } from './member-support';
import { paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;
let call: Call;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, memberTestDeps);
  call = (path, init) => shop.send(init?.method ?? 'GET', path.replace('/api/v2', ''), init?.body ? JSON.parse(init.body as string) : undefined, Object.fromEntries(new Headers(init?.headers)));
});
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const demo = DEMO_AGENCIES[0]!;
const alex = { email: demo.agents[0]!.email, password: DEMO_AGENT_PASSWORD };

describe('agent/login', () => {
  it('signs a demo agent in: the agent, the agency and its credit, the credit header, no member name', async () => {
    const response = await agentLogin(shop.send, { ...alex, rememberMe: true });
    expect(response.status, await response.clone().text()).toBe(200);
    const info = AgentInfoSchema.parse(await response.json());
    expect(info).toMatchObject({
      firstName: 'Alex',
      name: 'Alex Agent',
      email: alex.email,
      agency: { name: 'Demo Travel Agency', reference: 'DTA', currencyId: 1, commissionPercent: 10 },
      credit: { currency: 'EUR', balance: 500_00, creditLimit: 0, reserved: 0, available: 500_00 },
    });
    expect(response.headers.get('x-agent-credit')).toBe('EUR 50000');
    expect(response.headers.get('x-member-persistence')).toBe('persistent');
    expect(response.headers.get('x-member-name')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(cookieOf(response)).toMatch(/member\.session_token=/);
  });

  it('seeds London Tours with its overdraft and Liberty in dollars', async () => {
    const london = AgentInfoSchema.parse(await (await agentLogin(shop.send, { email: 'agent@london.example', password: DEMO_AGENT_PASSWORD })).json());
    expect(london.credit).toEqual({ currency: 'GBP', balance: 300_00, creditLimit: 200_00, reserved: 0, available: 500_00 });
    const liberty = await agentLogin(shop.send, { email: 'agent@liberty.example', password: DEMO_AGENT_PASSWORD });
    expect(liberty.headers.get('x-agent-credit')).toBe('USD 100000');
  });

  it('refuses a member’s account with the answer of a wrong password, and the member login refuses an agent’s', async () => {
    const member = newMember();
    await registerAndVerify(call, member);
    const asAgent = await agentLogin(shop.send, member);
    expect(asAgent.status).toBe(401);
    const wrongPassword = await agentLogin(shop.send, { ...alex, password: 'Not-the-password-1' });
    expect(await asAgent.json()).toEqual(await wrongPassword.json());

    const asMember = await shop.send('POST', '/member/login/email', { ...alex, rememberMe: false }, { 'x-forwarded-for': '203.0.113.7' });
    expect(asMember.status).toBe(401);
    expect(await asMember.json()).toMatchObject({ error: 'UNAUTHORIZED', reason: 'INVALID_CREDENTIALS' });
    expect(asMember.headers.getSetCookie()).toEqual([]);
  });

  it('counts a wrong-role sign-in as a failure: ten lock the account, even for the right password', async () => {
    const { agents } = await createAgency(database.handle.db);
    const agent = agents[0]!;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await shop.send('POST', '/member/login/email', { email: agent.email, password: agent.password }, { 'x-forwarded-for': `198.51.100.${attempt}` });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const locked = await agentLogin(shop.send, agent);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toMatchObject({ reason: 'ACCOUNT_LOCKED' });
  });

  it('locks an agent out after ten wrong passwords, with the member login’s limits and messages', async () => {
    const { agents } = await createAgency(database.handle.db);
    const agent = agents[0]!;
    for (let attempt = 1; attempt <= 10; attempt++) expect((await agentLogin(shop.send, { ...agent, password: `Wrong-${attempt}-password` })).status).toBe(401);
    const locked = await agentLogin(shop.send, agent);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ error: 'TOO_MANY_REQUESTS', reason: 'ACCOUNT_LOCKED', message: 'Too many failed attempts for this account. Please try again in 15 minutes.' });
  });

  it('takes the guest basket along in the agency’s currency, at public prices, reserving what the credit covers', async () => {
    const { agents } = await createAgency(database.handle.db, { opening: 40_00 });
    // A guest basket in pounds; the walking tour has a member price, which agents do not get.
    let token = '';
    for (const adults of [1, 1]) {
      const added = await shop.send('POST', '/transaction/addToCart', walk('2027-06-07', adults), { 'x-currency': '2', ...(token ? { authorization: token } : {}) });
      token ||= added.headers.get('authorization')!;
    }
    const cookie = await agentCookie(shop.send, agents[0]!, { authorization: token });
    const cart = CartSchema.parse(await (await shop.send('GET', '/transaction/sale', undefined, { authorization: token, cookie })).json());
    expect(cart.total).toEqual({ amount: 2 * 2550, currency: 'EUR' });
    const [row] = await database.handle.db.select().from(carts).where(eq(carts.tokenHash, hashToken(token.replace(/^Bearer /, ''))));
    expect(row).toMatchObject({ memberId: agents[0]!.id, currencyId: 1 });
    // €40 covers the first item, not the second as well.
    const info = AgentInfoSchema.parse(await (await shop.send('GET', '/agent/info', undefined, { cookie })).json());
    expect(info.credit).toMatchObject({ reserved: 2550, available: 40_00 - 2550 });
  });
});

describe('the agent’s session', () => {
  it('is restored from the cookie by agent/info, with the credit and whether it is remembered', async () => {
    const cookie = await agentCookie(shop.send, alex);
    const response = await shop.send('GET', '/agent/info', undefined, { cookie });
    expect(response.status).toBe(200);
    expect(AgentInfoSchema.parse(await response.json()).email).toBe(alex.email);
    expect(response.headers.get('x-agent-credit')).toMatch(/^EUR \d+$/);
    expect(response.headers.get('x-member-persistence')).toBe('browser');
  });

  it('is no member’s: the member area answers 401 and member prices are not given', async () => {
    const cookie = await agentCookie(shop.send, alex);
    const info = await shop.send('GET', '/member/info', undefined, { cookie });
    expect(info.status).toBe(401);
    expect(await info.json()).toMatchObject({ reason: 'MEMBER_SESSION_EXPIRED' });
    const added = await shop.send('POST', '/transaction/addToCart', walk('2027-06-08', 1), { cookie });
    expect(CartSchema.parse(await added.json()).total).toEqual({ amount: 2550, currency: 'EUR' });
  });

  it('puts the credit on the basket calls of agents only', async () => {
    const cookie = await agentCookie(shop.send, alex);
    const added = await shop.send('POST', '/transaction/addToCart', walk('2027-06-09', 1), { cookie });
    const token = added.headers.get('authorization')!;
    const before = Number(added.headers.get('x-agent-credit')!.split(' ')[1]);
    const sale = await shop.send('GET', '/transaction/sale', undefined, { authorization: token, cookie });
    expect(sale.headers.get('x-agent-credit')).toBe(`EUR ${before}`);
    // The credit after the call: a second item reserves another €25.50.
    const more = await shop.send('POST', '/transaction/addToCart', walk('2027-06-09', 1), { authorization: token, cookie });
    expect(more.headers.get('x-agent-credit')).toBe(`EUR ${before - 2550}`);

    const guest = await shop.send('GET', '/transaction/sale', undefined, { authorization: token });
    expect(guest.headers.has('x-agent-credit')).toBe(false);
    const member = newMember();
    const memberCookie = await registerAndVerify(call, member);
    expect((await shop.send('GET', '/transaction/sale', undefined, { cookie: memberCookie })).headers.has('x-agent-credit')).toBe(false);
  });

  it('ends with agent/logout: an empty credit header, the cookie gone, agent/info 401', async () => {
    const cookie = await agentCookie(shop.send, alex);
    const response = await shop.send('POST', '/agent/logout', undefined, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SIGNED_OUT' });
    expect(response.headers.get('x-agent-credit')).toBe('');
    expect(cookieOf(response, cookie)).not.toMatch(/session_token/);
    const after = await shop.send('GET', '/agent/info', undefined, { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'UNAUTHORIZED', reason: 'AGENT_SESSION_EXPIRED' });
    expect(after.headers.has('x-agent-credit')).toBe(false);
    expect((await shop.send('GET', '/agent/info')).status).toBe(401);
  });
});
