import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { providerSecrets } from '../../db/schema';
import type { Database } from '../../db/types';

const NAME = 'member_auth';

/**
 * MEMBER_AUTH_SECRET when set, else a key drawn once per database and kept in provider_secrets:
 * every instance of the shop signs and reads members' cookies and links with the same key, and
 * a restart signs no one out. The insert does nothing when another instance drew it first.
 */
export async function memberAuthSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.insert(providerSecrets).values({ name: NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing({ target: providerSecrets.name });
  const [row] = await db.select().from(providerSecrets).where(eq(providerSecrets.name, NAME));
  return row!.value;
}

/** MEMBER_AUTH_SECRET: unset (the database's key), or at least 32 characters; anything shorter is refused at start-up. */
export function memberSecretFromEnv(value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('MEMBER_AUTH_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`), or unset to use a key the database draws.');
  return secret;
}
