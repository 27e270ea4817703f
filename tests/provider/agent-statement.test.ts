import { afterAll, beforeAll, expect, it } from 'vitest';
import { StatementSchema } from '@/provider/api/contract/agents';
import { agencyTopUps } from '@/provider/db/schema';
import type { AgencyRow } from '@/provider/services/agents/current';
import { agentShop, type TestAgent } from './agent-area-support';
import { newMember, registerAndVerify, type Call } from './member-support';
import { walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof agentShop>;
let agency: AgencyRow;
let alex: TestAgent;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = agentShop(database);
  agency = await shop.agency({ name: 'Statement Travel' });
  alex = await shop.agent(agency, 'Alex Agent');
});
afterAll(async () => {
  await shop.shop.settle();
  await database.dispose();
});

const at = (iso: string) => new Date(iso);

async function statement(who: TestAgent, query = '', headers: Record<string, string> = {}) {
  const response = await shop.as(who, 'GET', `/agent/statement${query}`, undefined, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, body: StatementSchema.parse(await response.json()) };
}

it('lists every entry oldest first with the running balance, its reference, the agent and a note', async () => {
  const order = await shop.book(agency, alex, [walk('2027-05-10', 1)]);
  const [topUp] = await database.handle.db
    .insert(agencyTopUps)
    .values({ reference: 'TU23456789AB', agencyId: agency.id, agentId: alex.id, amount: 50_000, status: 'captured', idempotencyKey: 'statement-top-up' })
    .returning();
  await shop.entry(agency, 'top-up', 50_000, { agentId: alex.id, topUpId: topUp!.id, createdAt: at('2026-12-01T10:00:00Z') });
  await shop.entry(agency, 'booking', -2_450, { agentId: alex.id, orderId: order.id, createdAt: at('2026-12-02T10:00:00Z') });
  await shop.entry(agency, 'refund', 1_225, { agentId: alex.id, orderId: order.id, createdAt: at('2026-12-03T10:00:00Z') });
  await shop.entry(agency, 'adjustment', -500, { cause: 'Bank fee for December', createdAt: at('2026-12-03T10:00:00Z') });

  const { response, body } = await statement(alex, '?to=2026-12-31');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-agent-credit')).toBe('EUR 48275');
  expect(body).toMatchObject({ currency: 'EUR', from: null, to: '2026-12-31', opening: 0, closing: 48_275 });
  expect(body.entries.map((e) => [e.kind, e.amount, e.balance, e.reference, e.agentName, e.note])).toEqual([
    ['top-up', 50_000, 50_000, 'TU23456789AB', 'Alex Agent', 'Top-up by card'],
    ['booking', -2_450, 47_550, order.reference, 'Alex Agent', 'Booking'],
    ['refund', 1_225, 48_775, order.reference, 'Alex Agent', 'Refund'],
    // The same instant as the refund: written later, so after it.
    ['adjustment', -500, 48_275, null, null, 'Bank fee for December'],
  ]);
  expect(body.entries[0]!.at).toBe('2026-12-01T10:00:00.000Z');

  const german = await statement(alex, '?to=2026-12-31', { 'x-language': 'de' });
  expect(german.body.entries.map((e) => e.note)).toEqual(['Aufladung per Karte', 'Buchung', 'Erstattung', 'Bank fee for December']);
});

it('a range opens on the balance the earlier entries left, and shows no other agency’s entries', async () => {
  const other = await shop.agency({ name: 'Elsewhere Tours' });
  await shop.entry(agency, 'adjustment', 10_000, { cause: 'January', createdAt: at('2027-01-10T12:00:00Z') });
  await shop.entry(other, 'adjustment', 999_00, { cause: 'not ours', createdAt: at('2027-01-20T12:00:00Z') });
  await shop.entry(agency, 'adjustment', -3_000, { cause: 'early February', createdAt: at('2027-02-01T00:00:00Z') });
  await shop.entry(other, 'adjustment', -7_00, { cause: 'not ours either', createdAt: at('2027-02-10T12:00:00Z') });
  await shop.entry(agency, 'adjustment', -2_000, { cause: 'last of February', createdAt: at('2027-02-28T23:59:59Z') });
  await shop.entry(agency, 'adjustment', 500, { cause: 'March', createdAt: at('2027-03-01T00:00:00Z') });

  const february = (await statement(alex, '?from=2027-02-01&to=2027-02-28')).body;
  // 48,275 from December, 10,000 in January.
  expect(february).toMatchObject({ from: '2027-02-01', to: '2027-02-28', opening: 58_275, closing: 53_275 });
  expect(february.entries.map((e) => [e.note, e.balance])).toEqual([
    ['early February', 55_275],
    ['last of February', 53_275],
  ]);

  const quiet = (await statement(alex, '?from=2027-01-15&to=2027-01-20')).body;
  expect(quiet).toMatchObject({ opening: 58_275, closing: 58_275, entries: [] });

  const fromMarch = (await statement(alex, '?from=2027-03-01')).body;
  expect(fromMarch.entries.map((e) => e.note)).toEqual(['March']);
  expect(fromMarch).toMatchObject({ opening: 53_275, closing: 53_775 });
});

it('the CSV: BOM, header row in the agent’s language, ISO dates, decimals with a dot, quoted fields, no formulas', async () => {
  const csvAgency = await shop.agency({ name: 'Formula Travel', reference: 'CSV1', currencyId: 2 });
  const tricky = await shop.agent(csvAgency, '=HYPERLINK("http://evil.example","click")');
  await shop.entry(csvAgency, 'adjustment', 123_456, { agentId: tricky.id, cause: 'Opening, "welcome" credit', createdAt: at('2027-02-01T09:00:00Z') });
  await shop.entry(csvAgency, 'adjustment', -2_450, { cause: '+SUM(A1:A9)', createdAt: at('2027-02-02T09:00:00Z') });
  await shop.entry(csvAgency, 'adjustment', -5, { cause: '@cmd', createdAt: at('2027-02-03T09:00:00Z') });

  const response = await shop.as(tricky, 'GET', '/agent/statement?from=2027-02-01&to=2027-02-28&format=csv', undefined, { 'x-language': 'fr' });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement-CSV1-2027-02-01-2027-02-28.csv"');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
  expect(lines).toEqual([
    '"Date","Type","Référence","Agent","Montant","Devise","Solde","Remarque"',
    `"2027-02-01T09:00:00.000Z","Ajustement","","'=HYPERLINK(""http://evil.example"",""click"")","1234.56","GBP","1234.56","Opening, ""welcome"" credit"`,
    `"2027-02-02T09:00:00.000Z","Ajustement","","","-24.50","GBP","1210.06","'+SUM(A1:A9)"`,
    `"2027-02-03T09:00:00.000Z","Ajustement","","","-0.05","GBP","1210.01","'@cmd"`,
    '',
  ]);

  const open = await shop.as(tricky, 'GET', '/agent/statement?format=csv');
  expect(open.headers.get('content-disposition')).toBe('attachment; filename="statement-CSV1-start-2027-03-01.csv"');
});

it('a range that ends before it starts, or a date that is not one, is a 400 that says so', async () => {
  const backwards = await shop.as(alex, 'GET', '/agent/statement?from=2027-02-10&to=2027-02-01');
  expect(backwards.status).toBe(400);
  expect(backwards.headers.get('cache-control')).toBe('private, no-store');
  expect(await backwards.json()).toMatchObject({ error: 'BAD_REQUEST', message: 'to: must not be before from (2027-02-01 is before 2027-02-10)' });
  const notADate = await shop.as(alex, 'GET', '/agent/statement?from=2027-02-30');
  expect(notADate.status).toBe(400);
  expect(notADate.headers.get('cache-control')).toBe('private, no-store');
  expect((await notADate.json()).message).toBe('from: must be a date written YYYY-MM-DD, no later than 9998-12-31');
  expect((await shop.as(alex, 'GET', '/agent/statement?format=xlsx')).status).toBe(400);
});

it('without an agent’s session: 401 AGENT_SESSION_EXPIRED, a member’s session included', async () => {
  const call: Call = (path, init) => shop.shop.send(init?.method ?? 'GET', path.replace(/^\/api\/v2/, ''), init?.body ? JSON.parse(String(init.body)) : undefined, (init?.headers ?? {}) as Record<string, string>);
  const member = await registerAndVerify(call, newMember());
  for (const cookie of [undefined, member, 'member.session_token=forged.token']) {
    const response = await shop.shop.send('GET', '/agent/statement', undefined, cookie ? { cookie } : {});
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ reason: 'AGENT_SESSION_EXPIRED' });
  }
});
