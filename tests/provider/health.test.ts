import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from '@/provider/db/migrations/meta/_journal.json';
import { HealthSchema } from '@/provider/api/contract/health';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('GET /api/v2/health', () => {
  it('reports the engine and the schema version the migrations left', async () => {
    const response = await providerOn(database.handle).call('/api/v2/health');
    expect(response.status).toBe(200);
    const health = HealthSchema.parse(await response.json());
    expect(health).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      schemaVersion: journal.entries.length,
      schemaMigration: journal.entries.at(-1)?.tag,
      pendingMigrations: 0,
    });
  });
});
