import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiKeysSchema, NewApiKeySchema } from '@/provider/api/contract/api-keys';
import { agencyApiKeys } from '@/provider/db/schema';
import { hashApiKey, MAX_LIVE_KEYS } from '@/provider/services/octo/keys';
import type { AgencyRow } from '@/provider/services/agents/current';
import { agentShop, type TestAgent } from './agent-area-support';
import { octoOn, type Octo } from './octo-support';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let shop: ReturnType<typeof agentShop>;
let octo: Octo;
let agency: AgencyRow;
let alex: TestAgent;
let other: TestAgent;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = agentShop(database);
  octo = octoOn(shop.shop.providerDeps);
  agency = await shop.agency({ name: 'Keys Travel' });
  alex = await shop.agent(agency, 'Alex Agent');
  other = await shop.agent(await shop.agency({ name: 'Other Travel' }), 'Olga Other');
});
afterAll(() => database.dispose());

const create = async (who: TestAgent, name: string) => {
  const response = await shop.as(who, 'POST', '/agent/api-keys', { name });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return NewApiKeySchema.parse(await response.json());
};
const list = async (who: TestAgent) => ApiKeysSchema.parse(await (await shop.as(who, 'GET', '/agent/api-keys')).json()).keys;

it('shows a new key once, keeps only its hash, and the key opens the OCTO API for its agency', async () => {
  const made = await create(alex, 'Channel manager');
  expect(made.key).toMatch(/^octo_[A-Za-z0-9_-]{43}$/);
  expect(made.key.startsWith(made.prefix)).toBe(true);
  const [stored] = await database.handle.db.select().from(agencyApiKeys).where(eq(agencyApiKeys.id, made.id));
  expect(stored!.keyHash).toBe(hashApiKey(made.key));
  expect(JSON.stringify(stored)).not.toContain(made.key);
  // The list never carries a secret again.
  const listed = await list(alex);
  expect(listed.map((k) => k.name)).toEqual(['Channel manager']);
  expect(JSON.stringify(listed)).not.toContain(made.key);

  const supplier = await octo('GET', '/supplier', made.key);
  expect(supplier.status).toBe(200);
  expect((await list(alex))[0]!.lastUsedAt).not.toBeNull();
});

it('stops a revoked key at once, and revoking again changes nothing', async () => {
  const made = await create(alex, 'Old hotel desk');
  expect((await octo('GET', '/supplier', made.key)).status).toBe(200);
  const revoked = await shop.as(alex, 'DELETE', `/agent/api-keys/${made.id}`);
  expect(revoked.status).toBe(200);
  const { revokedAt } = (await revoked.json()) as { revokedAt: string };
  expect(revokedAt).not.toBeNull();
  const refused = await octo('GET', '/supplier', made.key);
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('FORBIDDEN');
  const again = await shop.as(alex, 'DELETE', `/agent/api-keys/${made.id}`);
  expect(((await again.json()) as { revokedAt: string }).revokedAt).toBe(revokedAt);
});

it("never lists nor revokes another agency's keys", async () => {
  const mine = await create(alex, 'Mine');
  expect((await list(other)).map((k) => k.id)).not.toContain(mine.id);
  const response = await shop.as(other, 'DELETE', `/agent/api-keys/${mine.id}`);
  expect(response.status).toBe(404);
  expect(((await response.json()) as { reason: string }).reason).toBe('API_KEY_NOT_FOUND');
  expect((await octo('GET', '/supplier', mine.key)).status).toBe(200);
});

it(`allows ${MAX_LIVE_KEYS} active keys per agency and says why the next is refused`, async () => {
  const agencyOfTen = await shop.agency({ name: 'Ten Keys Travel' });
  const agent = await shop.agent(agencyOfTen, 'Tina Ten');
  for (let i = 0; i < MAX_LIVE_KEYS; i++) await create(agent, `Key ${i + 1}`);
  const refused = await shop.as(agent, 'POST', '/agent/api-keys', { name: 'One too many' });
  expect(refused.status).toBe(422);
  expect(((await refused.json()) as { reason: string }).reason).toBe('API_KEY_LIMIT');
  // A revoked key frees its place.
  const [first] = await list(agent);
  await shop.as(agent, 'DELETE', `/agent/api-keys/${first!.id}`);
  await create(agent, 'Replacement');
});

it('needs an agent session and a name', async () => {
  expect((await shop.shop.send('GET', '/agent/api-keys')).status).toBe(401);
  expect((await shop.shop.send('POST', '/agent/api-keys', { name: 'x' })).status).toBe(401);
  expect((await shop.as(alex, 'POST', '/agent/api-keys', { name: '   ' })).status).toBe(400);
  expect((await shop.as(alex, 'POST', '/agent/api-keys', { name: 'x'.repeat(61) })).status).toBe(400);
  expect((await shop.as(alex, 'DELETE', '/agent/api-keys/not-a-uuid')).status).toBe(400);
});
