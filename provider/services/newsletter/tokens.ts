import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ProviderDeps } from '../../api/deps';
import type { Database } from '../../db/types';
import { memberAuthSecret } from '../members/secret';

/** A link's secret: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a link's token: its SHA-256, so a leaked table opens no one's subscription. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The unsubscribe token of an address: derived from the provider's key, so every mail to the
 * address carries the same link without the token itself being stored anywhere.
 */
export async function unsubscribeToken(deps: ProviderDeps, db: Database, email: string): Promise<string> {
  const secret = await memberAuthSecret(db, deps.members?.secret);
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}
