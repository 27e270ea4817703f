import { eq, type SQL } from 'drizzle-orm';
import { ProviderError } from '../api/errors';
import { locations, scopes } from '../db/schema';
import type { Database } from '../db/types';

/** The locations a site's scope sells: a condition on `locations`, or none for the worldwide scope. */
export async function scopeCondition(db: Database, scopeId: number): Promise<SQL | undefined> {
  const [scope] = await db.select().from(scopes).where(eq(scopes.id, scopeId));
  if (!scope) throw new ProviderError('NOT_FOUND', `No scope ${scopeId}`);
  if (scope.locationId !== null) return eq(locations.id, scope.locationId);
  if (scope.countryId !== null) return eq(locations.countryId, scope.countryId);
  return undefined;
}
