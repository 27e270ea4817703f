import { seedDemoAgencies } from '../seed/demo-agencies';
import { seedDemoMember } from '../seed/demo-member';
import { seedIfNeeded } from '../seed/seed-catalogue';
import type { DatabaseHandle } from './types';

/**
 * Brings a database up to date: applies pending migrations, then seeds the demo
 * catalogue if the database is empty. Safe to run from several instances at once.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean; anchor?: string }): Promise<void> {
  await handle.exclusive(async (db) => {
    await handle.migrate(db);
    if (options.seed) {
      const catalogue = await seedIfNeeded(db, options.anchor);
      await seedDemoAgencies(db, catalogue);
      await seedDemoMember(db, catalogue);
    }
  });
}
