import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ShopPathSchema, type ShortLink } from '../api/contract/generic';
import { ProviderError } from '../api/errors';
import { shortLinks } from '../db/schema';
import type { Database } from '../db/types';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const CODE_LENGTH = 8;
/** 62⁸ codes: a collision is rare, and each one just draws again. */
const ATTEMPTS = 5;

export const isShortCode = (value: string) => new RegExp(`^[0-9A-Za-z]{${CODE_LENGTH}}$`).test(value);

const drawCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * What a share link may lead to: a path of the shop (one slash, then a language), or an
 * absolute http(s) address on one of the shop's hosts, reduced to its path. Dot segments
 * are resolved first, so nothing reaches another host (`/en/..//evil.example`). Null: refused.
 */
export function shortLinkTarget(url: string, shopHosts: readonly string[]): string | null {
  const relative = url.startsWith('/');
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://shop.invalid');
  } catch {
    return null;
  }
  const sameHost = relative ? parsed.host === 'shop.invalid' : ['http:', 'https:'].includes(parsed.protocol) && shopHosts.includes(parsed.hostname);
  if (!sameHost || parsed.username || parsed.password) return null;
  const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return ShopPathSchema.safeParse(target).success ? target : null;
}

/** Spec §7 `POST api/encode`: the short link of a shop address; the same address always gets the same code. */
export async function encodeLink(db: Database, url: string, shopHosts: readonly string[]): Promise<ShortLink> {
  const target = shortLinkTarget(url, shopHosts);
  if (!target) throw new ProviderError('BAD_REQUEST', 'url: must be an address of the shop');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [created] = await db.insert(shortLinks).values({ code: drawCode(), target }).onConflictDoNothing().returning({ code: shortLinks.code });
    const code = created?.code ?? (await db.select({ code: shortLinks.code }).from(shortLinks).where(eq(shortLinks.target, target)))[0]?.code;
    // Neither inserted nor there already: the code drawn was taken by another address.
    if (code) return { code, url: `/s/${code}` };
  }
  throw new Error(`No free short code after ${ATTEMPTS} attempts`);
}

/** The address a short code leads to, if it is one. */
export async function decodeLink(db: Database, code: string): Promise<string | null> {
  if (!isShortCode(code)) return null;
  const [row] = await db.select({ target: shortLinks.target }).from(shortLinks).where(eq(shortLinks.code, code));
  return row?.target ?? null;
}
