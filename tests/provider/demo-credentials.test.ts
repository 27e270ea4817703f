import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { agencies, agencyCommissions, agentLedger, catalogueMeta, members } from '@/provider/db/schema';
import { prepareDatabase } from '@/provider/db/prepare';
import { DEMO_AGENCIES, DEMO_AGENT_PASSWORD } from '@/provider/seed/demo-agencies';
import { agentLogin } from './agent-support';
import { TEST_ANCHOR } from './fixtures';
import { memberTestDeps } from './member-support';
import { paymentProvider } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle, {}, memberTestDeps);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const db = () => database.handle.db;
const EMAILS = DEMO_AGENCIES.flatMap((agency) => agency.agents.map((agent) => agent.email));
const REFERENCES = DEMO_AGENCIES.map((agency) => agency.reference);
const demoAgents = () => db().select({ email: members.email, role: members.role }).from(members).where(inArray(members.email, EMAILS));
const demoAgencies = () => db().select().from(agencies).where(inArray(agencies.reference, REFERENCES));
const prepare = () => prepareDatabase(database.handle, { seed: true, anchor: TEST_ANCHOR });
const logIn = () => agentLogin(shop.send, { email: EMAILS[0]!, password: DEMO_AGENT_PASSWORD });

async function removeDemoAgencies() {
  const ids = (await demoAgencies()).map((agency) => agency.id);
  await db().delete(members).where(inArray(members.email, EMAILS));
  if (ids.length === 0) return;
  await db().delete(agentLedger).where(inArray(agentLedger.agencyId, ids));
  await db().delete(agencyCommissions).where(inArray(agencyCommissions.agencyId, ids));
  await db().delete(agencies).where(inArray(agencies.id, ids));
}

it('seeds three agencies with their agents, opening top-ups and London Tours’ net rate', async () => {
  expect((await demoAgents()).map((agent) => agent.role)).toEqual(EMAILS.map(() => 'agent'));
  const seeded = await demoAgencies();
  expect(seeded.map(({ reference, currencyId, creditLimit, commissionBasisPoints }) => ({ reference, currencyId, creditLimit, commissionBasisPoints })).sort((a, b) => a.reference.localeCompare(b.reference))).toEqual([
    { reference: 'DTA', currencyId: 1, creditLimit: 0, commissionBasisPoints: 1000 },
    { reference: 'LIB', currencyId: 3, creditLimit: 0, commissionBasisPoints: 1200 },
    { reference: 'LTL', currencyId: 2, creditLimit: 200_00, commissionBasisPoints: 800 },
  ]);
  const london = seeded.find((agency) => agency.reference === 'LTL')!;
  expect(await db().select({ productId: agencyCommissions.productId, basisPoints: agencyCommissions.basisPoints }).from(agencyCommissions).where(eq(agencyCommissions.agencyId, london.id))).toEqual([
    { productId: 9501, basisPoints: 1500 },
  ]);
  // Seeding again adds no second opening top-up.
  await prepare();
  const ledger = await db().select({ kind: agentLedger.kind, amount: agentLedger.amount }).from(agentLedger).where(eq(agentLedger.agencyId, london.id));
  expect(ledger).toEqual([{ kind: 'top-up', amount: 300_00 }]);
});

it('DEMO_CREDENTIALS=off refuses the demo agents at once, and a new database gets none', async () => {
  expect((await logIn()).status).toBe(200);
  vi.stubEnv('DEMO_CREDENTIALS', 'off');
  const refused = await logIn();
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'UNAUTHORIZED', reason: 'INVALID_CREDENTIALS' });

  await removeDemoAgencies();
  await prepare();
  expect(await demoAgents()).toEqual([]);
  expect(await demoAgencies()).toEqual([]);

  vi.unstubAllEnvs();
  await prepare();
  expect(await demoAgents()).toHaveLength(EMAILS.length);
  expect((await logIn()).status).toBe(200);
});

it('a catalogue the demo seed did not make gets no demo agencies', async () => {
  await removeDemoAgencies();
  // What a real operator's catalogue looks like to the seed: products, but no demo seed version.
  await db().delete(catalogueMeta).where(eq(catalogueMeta.key, 'seed_version'));
  await prepare();
  expect(await demoAgents()).toEqual([]);
  expect(await demoAgencies()).toEqual([]);
  expect((await logIn()).status).toBe(401);
});
