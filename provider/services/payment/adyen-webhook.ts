import { hmacValidator as HmacValidator, Types } from '@adyen/api-library';
import { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from '../../api/contract/languages';
import type { GatewayNotification } from './gateway';

/** The body was not Adyen's notification shape: the route answers 400. */
export class InvalidAdyenNotification extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAdyenNotification';
  }
}

/**
 * One NotificationRequestItem. Loose: fields we do not read stay, and the signed ones keep the
 * exact types Adyen sent (amount.value a number, success a string), so the HMAC is computed over them.
 */
const itemSchema = z.looseObject({
  pspReference: z.string().min(1),
  originalReference: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  amount: z.looseObject({ value: z.number().int(), currency: z.string() }),
  eventCode: z.string().min(1),
  eventDate: z.string().optional(),
  success: z.enum(['true', 'false']),
  reason: z.string().optional(),
  additionalData: z.record(z.string(), z.string().optional()).optional(),
});

const bodySchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z.array(z.object({ NotificationRequestItem: itemSchema })).min(1),
});

type Item = z.infer<typeof itemSchema>;

const CURRENCY_CODES: readonly string[] = Object.values(CURRENCIES).map((c) => c.code);
const validator = new HmacValidator();

/**
 * Parses Adyen's standard notification body and keeps the items whose HMAC signature is valid.
 * Items with a missing or wrong signature are only counted: an attacker's item must never reach the order service.
 */
export function readAdyenNotifications(body: unknown, hmacKey: string): { accepted: GatewayNotification[]; rejected: number } {
  // Buffer.from(key, 'hex') silently drops what is not hex: an empty or mistyped key would sign with no key at all.
  if (!/^(?:[0-9a-f]{2}){16,}$/i.test(hmacKey)) throw new Error('The Adyen HMAC key must be hex (at least 16 bytes)');
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    throw new InvalidAdyenNotification(`Not an Adyen notification: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ')}`);
  }
  const accepted: GatewayNotification[] = [];
  let rejected = 0;
  for (const { NotificationRequestItem: item } of parsed.data.notificationItems) {
    if (signed(item, hmacKey)) accepted.push(toNotification(item));
    else rejected += 1;
  }
  return { accepted, rejected };
}

function signed(item: Item, hmacKey: string): boolean {
  try {
    return validator.validateHMAC(item as unknown as Types.notification.NotificationRequestItem, hmacKey);
  } catch {
    // validateHMAC throws when the item carries no hmacSignature.
    return false;
  }
}

function toNotification(item: Item): GatewayNotification {
  const success = item.success === 'true';
  return {
    eventId: `${item.pspReference}:${item.eventCode}:${success}`,
    eventCode: item.eventCode,
    success,
    pspReference: item.pspReference,
    originalReference: item.originalReference || null,
    merchantReference: item.merchantReference,
    // A currency the shop does not sell in cannot be one of its payments' amounts.
    amount: CURRENCY_CODES.includes(item.amount.currency) ? { value: item.amount.value, currency: item.amount.currency as CurrencyCode } : null,
    reason: item.reason || null,
    eventDate: item.eventDate || null,
  };
}
