import { sql } from 'drizzle-orm';
import { log } from '@/lib/log';
import { isShuttingDown } from '@/lib/lifecycle/state';
import { within } from '@/lib/lifecycle/within';
import { readSchemaVersion } from '../../db/schema-version';
import type { Readiness } from '../contract/health';
import type { ProviderDeps } from '../deps';
import { pingRedis } from './health-redis';

/** How long each check may take: a balancer's probe must not hang on a server that does not answer. */
const CHECK_MS = 2_000;

type Checks = Readiness['checks'];
/** Why a check failed: for the log only, never the answer. */
type Problems = Record<string, string>;

/**
 * Readiness: the database answers `select 1`, every migration of this build is applied, Redis
 * answers PING (when REDIS_URL is set), and no shutdown has begun.
 */
export async function checkReadiness(deps: ProviderDeps, env: Record<string, string | undefined> = process.env): Promise<Readiness> {
  const problems: Problems = {};
  const [database, redis] = await Promise.all([checkDatabase(deps, problems), checkRedis(env.REDIS_URL?.trim(), problems)]);
  const checks: Checks = { ...database, redis };
  const shuttingDown = isShuttingDown();
  const ready = !shuttingDown && checks.database === 'ok' && checks.migrations === 'ok' && checks.redis !== 'failed';
  noteChange({ ready, shuttingDown, checks }, problems);
  return { ready, shuttingDown, checks };
}

async function checkDatabase(deps: ProviderDeps, problems: Problems): Promise<Pick<Checks, 'database' | 'migrations'>> {
  let handle;
  try {
    handle = await within(deps.database(), CHECK_MS);
    await within(handle.db.execute(sql`select 1`), CHECK_MS);
  } catch (error) {
    problems.database = String(error);
    return { database: 'failed', migrations: 'unknown' };
  }
  try {
    const { pending } = await within(readSchemaVersion(handle.db), CHECK_MS);
    if (pending > 0) problems.migrations = `${pending} migration(s) of this build not applied`;
    return { database: 'ok', migrations: pending > 0 ? 'behind' : 'ok' };
  } catch (error) {
    problems.migrations = String(error);
    return { database: 'ok', migrations: 'unknown' };
  }
}

async function checkRedis(url: string | undefined, problems: Problems): Promise<Checks['redis']> {
  if (!url) return 'not configured';
  try {
    await pingRedis(url, CHECK_MS);
    return 'ok';
  } catch (error) {
    problems.redis = String(error);
    return 'failed';
  }
}

let lastVerdict: string | undefined;

/** Logs when readiness changes, not at every probe of the balancer. */
function noteChange(readiness: Readiness, problems: Problems) {
  const verdict = JSON.stringify(readiness);
  if (verdict === lastVerdict) return;
  lastVerdict = verdict;
  if (readiness.ready) log.info({ checks: readiness.checks }, 'Ready');
  else log.warn({ checks: readiness.checks, shuttingDown: readiness.shuttingDown, problems }, 'Not ready');
}
