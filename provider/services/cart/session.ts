import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { carts } from '../../db/schema';
import type { Database } from '../../db/types';

/** A guest token lasts 60 days (spec §9: guest_session cookie life). */
export const SESSION_DAYS = 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, URL-safe: the guest token handed out once, in the `authorization` response header. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer …` header, if the header carries one. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
}

export type CartRow = typeof carts.$inferSelect;

/**
 * The basket a token opens. No token: none (a new visitor). A token that is malformed,
 * unknown or past its 60 days: 401, so the shop drops the cookie and starts afresh.
 */
export async function cartOfToken(db: Database, token: string | null, now: Date): Promise<CartRow | null> {
  if (token === null) return null;
  if (!TOKEN_PATTERN.test(token)) throw sessionExpired();
  const [cart] = await db.select().from(carts).where(eq(carts.tokenHash, hashToken(token)));
  if (!cart || cart.sessionExpiresAt <= now) throw sessionExpired();
  return cart;
}

const sessionExpired = () => new ProviderError('UNAUTHORIZED', 'The session has expired. Please start again.', 'SESSION_EXPIRED');

export async function cartOfId(db: Database, id: string): Promise<CartRow | null> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, id));
  return cart ?? null;
}
