import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { agentLedger, agents, catalogueMeta } from '@/provider/db/schema';
import { prepareDatabase } from '@/provider/db/prepare';
import { DEMO_AGENT } from '@/provider/seed/demo-agent';
import { TEST_ANCHOR } from './fixtures';
import { customer, newKey, paymentProvider, walk } from './payment-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof paymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentProvider(database.handle);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  await shop.settle();
  await database.dispose();
});

const demoAgent = () => database.handle.db.select().from(agents).where(eq(agents.email, DEMO_AGENT.email));
const prepare = () => prepareDatabase(database.handle, { seed: true, anchor: TEST_ANCHOR });

async function removeDemoAgent() {
  for (const { id } of await demoAgent()) {
    await database.handle.db.delete(agentLedger).where(eq(agentLedger.agentId, id));
    await database.handle.db.delete(agents).where(eq(agents.id, id));
  }
}

async function payWithDemoToken() {
  const { token, total } = await shop.basket(walk('2027-07-01', 1));
  const body = { customer, amount: { value: total.amount, currency: total.currency } };
  return shop.send('POST', '/transaction/payment/local', body, { authorization: token, 'idempotency-key': newKey(), 'x-agent-token': DEMO_AGENT.token });
}

it('DEMO_CREDENTIALS=off refuses the demo token at once, and a new database gets no demo agent', async () => {
  expect(await demoAgent()).toHaveLength(1);
  vi.stubEnv('DEMO_CREDENTIALS', 'off');
  const response = await payWithDemoToken();
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED' });

  await removeDemoAgent();
  await prepare();
  expect(await demoAgent()).toEqual([]);

  vi.unstubAllEnvs();
  await prepare();
  expect(await demoAgent()).toHaveLength(1);
});

it('a catalogue the demo seed did not make gets no demo agent', async () => {
  await removeDemoAgent();
  // What a real operator's catalogue looks like to the seed: products, but no demo seed version.
  await database.handle.db.delete(catalogueMeta).where(eq(catalogueMeta.key, 'seed_version'));
  await prepare();
  expect(await demoAgent()).toEqual([]);
  expect((await payWithDemoToken()).status).toBe(401);
});
