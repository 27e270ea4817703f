import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The QR payload of a ticket: its code and an HMAC of it, so a scanner holding the secret
 * can tell a ticket the provider issued from a made-up code without asking the database.
 * 16 bytes of HMAC-SHA256 (128 bits) keep the QR code small and are still unguessable.
 */
const MAC_BYTES = 16;
const SEPARATOR = '.';
/** Ticket codes are letters, digits and dashes ('SSX7K2QH-1'); anything else is not ours. */
const CODE = /^[A-Za-z0-9-]{1,64}$/;
/** base64url of 16 bytes: 22 characters, no padding. */
const MAC = /^[A-Za-z0-9_-]{22}$/;

function mac(code: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(code, 'utf8').digest().subarray(0, MAC_BYTES);
}

function assertSecret(secret: string): void {
  // An empty secret would sign every code with a key anyone knows.
  if (!secret) throw new Error('The ticket signing secret is empty');
}

export function signTicket(code: string, secret: string): string {
  assertSecret(secret);
  if (!CODE.test(code)) throw new Error(`Not a ticket code: ${JSON.stringify(code)}`);
  return `${code}${SEPARATOR}${mac(code, secret).toString('base64url')}`;
}

/** The ticket code when the payload was signed with `secret`, else null (never throws on input). */
export function verifyTicket(payload: string, secret: string): string | null {
  assertSecret(secret);
  if (typeof payload !== 'string') return null;
  const at = payload.lastIndexOf(SEPARATOR);
  if (at < 0) return null;
  const code = payload.slice(0, at);
  const signature = payload.slice(at + 1);
  if (!CODE.test(code) || !MAC.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  // Re-encoding rejects non-canonical spellings of the same bytes (unused trailing bits).
  if (given.length !== MAC_BYTES || given.toString('base64url') !== signature) return null;
  return timingSafeEqual(given, mac(code, secret)) ? code : null;
}
