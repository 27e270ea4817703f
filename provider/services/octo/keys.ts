import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { agencies, agencyApiKeys } from '../../db/schema';
import type { Database } from '../../db/types';
import type { AgencyRow } from '../agents/current';
import { API_KEYS_MAX } from '../../api/contract/api-key-limits';

/** An agency keeps at most this many live keys: one per reseller system and a spare while rotating. */
export const MAX_LIVE_KEYS = API_KEYS_MAX;
const KEY_PREFIX = 'octo_';

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const view = (row: typeof agencyApiKeys.$inferSelect): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The agency's keys, newest first, revoked ones included (they stay on the bookings they made). */
export async function listApiKeys(db: Database, agencyId: number): Promise<ApiKeyView[]> {
  const rows = await db.select().from(agencyApiKeys).where(eq(agencyApiKeys.agencyId, agencyId)).orderBy(desc(agencyApiKeys.createdAt));
  return rows.map(view);
}

/**
 * A new key for the agency: 32 random bytes, returned this once and never again (only the hash is
 * kept). Under the agency's row lock, so two agents creating keys at once cannot pass the cap.
 */
export async function createApiKey(db: Database, agencyId: number, agentId: string, name: string, now: Date): Promise<ApiKeyView & { key: string }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).for('update');
    const live = await tx.select({ id: agencyApiKeys.id }).from(agencyApiKeys).where(and(eq(agencyApiKeys.agencyId, agencyId), isNull(agencyApiKeys.revokedAt)));
    if (live.length >= MAX_LIVE_KEYS) {
      throw new ProviderError('UNPROCESSABLE', `Your agency already has ${MAX_LIVE_KEYS} active keys: revoke one you no longer use first.`, 'API_KEY_LIMIT');
    }
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(agencyApiKeys)
      .values({ agencyId, name, prefix: key.slice(0, KEY_PREFIX.length + 8), keyHash: hashApiKey(key), createdBy: agentId, createdAt: now })
      .returning();
    return { ...view(row!), key };
  });
}

/** Revokes one of the agency's keys at once; another agency's key (or none) is the same 404. Revoking twice changes nothing. */
export async function revokeApiKey(db: Database, agencyId: number, id: string, now: Date): Promise<ApiKeyView> {
  const [row] = await db.select().from(agencyApiKeys).where(and(eq(agencyApiKeys.id, id), eq(agencyApiKeys.agencyId, agencyId)));
  if (!row) throw new ProviderError('NOT_FOUND', 'Your agency has no such API key.', 'API_KEY_NOT_FOUND');
  if (row.revokedAt) return view(row);
  const [revoked] = await db.update(agencyApiKeys).set({ revokedAt: now }).where(eq(agencyApiKeys.id, id)).returning();
  return view(revoked!);
}

export interface KeyHolder {
  keyId: string;
  agency: AgencyRow;
}

/** The live key a bearer token is, and its agency; null for anything else (unknown, revoked). Notes its use at most once a minute. */
export async function agencyOfApiKey(db: Database, token: string, now: Date): Promise<KeyHolder | null> {
  if (!token.startsWith(KEY_PREFIX) || token.length > 100) return null;
  const [found] = await db
    .select({ key: agencyApiKeys, agency: agencies })
    .from(agencyApiKeys)
    .innerJoin(agencies, eq(agencies.id, agencyApiKeys.agencyId))
    .where(and(eq(agencyApiKeys.keyHash, hashApiKey(token)), isNull(agencyApiKeys.revokedAt)));
  if (!found) return null;
  if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() > 60_000) {
    await db.update(agencyApiKeys).set({ lastUsedAt: now }).where(eq(agencyApiKeys.id, found.key.id));
  }
  return { keyId: found.key.id, agency: found.agency };
}
