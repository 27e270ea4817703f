import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { orders } from '../../db/schema';
import type { Database } from '../../db/types';
import { addDays } from '../../domain/dates';
import type { OrderRow } from '../payment/answer';

/**
 * Who may manage a booking without an account: whoever holds a token the provider signed for
 * its reference, `b1.{reference}.{expires}.{mac}` (HMAC-SHA256 with the ticket key). A look-up
 * with the email or PIN gives one for two hours; the confirmation email's link one that lasts
 * until a month after the last visit. Nothing is stored: the signature is the proof.
 */
const VERSION = 'b1';
const TOKEN = /^b1\.(SS[2-9A-HJ-NP-Z]{8})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** How long a look-up's token opens the booking. */
export const LOOKUP_TOKEN_MS = 2 * 60 * 60_000;
/** The email's link works until this many days after the last day a ticket is for (or valid). */
export const EMAIL_TOKEN_DAYS = 30;

function mac(reference: string, expires: number, secret: string): Buffer {
  if (!secret) throw new Error('The ticket signing secret is empty');
  return createHmac('sha256', secret).update(`booking:${reference}:${expires}`, 'utf8').digest();
}

export function bookingTokenFor(reference: string, expiresAt: Date, secret: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${VERSION}.${reference}.${expires}.${mac(reference, expires, secret).toString('base64url')}`;
}

/** The reference and expiry a token was signed for, or null when it is not one of ours (never throws on input). */
export function readBookingToken(token: string, secret: string): { reference: string; expiresAt: Date } | null {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return null;
  const [, reference, expires, signature] = match as unknown as [string, string, string, string];
  const given = Buffer.from(signature, 'base64url');
  // Re-encoding refuses other spellings of the same bytes (unused trailing bits).
  if (given.length !== 32 || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, mac(reference, Number(expires), secret))) return null;
  return { reference, expiresAt: new Date(Number(expires) * 1000) };
}

/**
 * The paid order a booking token opens. A token that is missing, forged or for no paid order
 * is 401; a genuine one past its time is 401 TOKEN_EXPIRED, so the shop can ask to look up again.
 */
export async function orderOfBookingToken(db: Database, token: string | undefined, now: Date, secret: string): Promise<OrderRow> {
  const read = token ? readBookingToken(token, secret) : null;
  if (!read) throw new ProviderError('UNAUTHORIZED', 'This booking link is not valid. Find your booking with its reference and your email or PIN.');
  if (read.expiresAt.getTime() <= now.getTime()) {
    throw new ProviderError('UNAUTHORIZED', 'This booking link has expired. Find your booking again with its reference and your email or PIN.', 'TOKEN_EXPIRED');
  }
  const [order] = await db.select().from(orders).where(and(eq(orders.reference, read.reference), eq(orders.status, 'paid')));
  if (!order) throw new ProviderError('UNAUTHORIZED', 'This booking link is not valid. Find your booking with its reference and your email or PIN.');
  return order;
}

/** A look-up's token: two hours from now. */
export function lookupToken(reference: string, now: Date, secret: string): { token: string; expiresAt: Date } {
  // Whole seconds, so the expiry stated is exactly the one signed.
  const expiresAt = new Date(Math.floor((now.getTime() + LOOKUP_TOKEN_MS) / 1000) * 1000);
  return { token: bookingTokenFor(reference, expiresAt, secret), expiresAt };
}

/**
 * When the email's link stops working: the end (UTC) of the 30th day after the last day any
 * ticket is for or valid until. The same order always gives the same link, so a resent
 * email and the PDF agree with the first one.
 */
export function emailTokenExpiry(lastDays: readonly string[]): Date {
  const last = [...lastDays].sort().at(-1);
  if (!last) throw new Error('An order without tickets has no booking link');
  return new Date(`${addDays(last, EMAIL_TOKEN_DAYS + 1)}T00:00:00Z`);
}
