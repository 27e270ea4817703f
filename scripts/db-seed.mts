// `npm run db:seed`: migrates, then replaces the catalogue with the deterministic demo seed.
import { count } from 'drizzle-orm';
import { databaseOptionsFromEnv } from '../provider/db/database';
import { openDatabase } from '../provider/db/open-database';
import { prepareDatabase } from '../provider/db/prepare';
import { locations } from '../provider/db/schema';
import { reseedCatalogue } from '../provider/seed/seed-catalogue';

const started = performance.now();
try {
  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    await prepareDatabase(handle, { seed: false });
    await handle.exclusive((db) => reseedCatalogue(db));
    const [row] = await handle.db.select({ value: count() }).from(locations);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Seeded ${row?.value ?? 0} locations into the ${handle.engine} database in ${seconds} s.`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
