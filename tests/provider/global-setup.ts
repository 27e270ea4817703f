import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/provider/db/open-database';
import { prepareDatabase } from '@/provider/db/prepare';
import { createThrowawayDatabase } from '@/provider/db/throwaway-database';
import { TEST_ANCHOR } from './fixtures';

/**
 * Seeds the catalogue once per run; every test file then starts from a copy: a PGlite
 * dump loaded in memory, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl, 'shop_template');
    const handle = await openDatabase({ url: template.url, poolSize: 2 });
    await prepareDatabase(handle, { seed: true, anchor: TEST_ANCHOR });
    await handle.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    project.provide('pgliteTemplate', '');
    return () => template.drop();
  }
  const handle = await openDatabase({});
  await prepareDatabase(handle, { seed: true, anchor: TEST_ANCHOR });
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) throw new Error('PGlite could not dump the test database');
  mkdirSync('.data', { recursive: true });
  const path = join(process.cwd(), `.data/test-template-${process.pid}.tar.gz`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(path, { force: true });
}
