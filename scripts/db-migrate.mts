// `npm run db:migrate`: applies pending migrations to the configured database
// (DATABASE_URL, else the embedded one in PGLITE_DIR). The server also does this as it starts.
import { databaseOptionsFromEnv } from '../provider/db/database';
import { openDatabase } from '../provider/db/open-database';
import { prepareDatabase } from '../provider/db/prepare';
import { readSchemaVersion } from '../provider/db/schema-version';

try {
  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    await prepareDatabase(handle, { seed: false });
    const version = await readSchemaVersion(handle.db);
    console.info(`Database (${handle.engine}) at schema ${version.migration} (${version.version} migrations).`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
