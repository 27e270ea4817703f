import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidAdyenNotification, readAdyenNotifications } from '@/provider/services/payment/adyen-webhook';
import fixture from '../fixtures/adyen/notification.json';

const { hmacKey } = fixture;
/** A fresh deep copy per test: tests tamper with it. */
const body = () => structuredClone(fixture.body);

interface Signed {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: string;
}
type Item = Signed & { additionalData: Record<string, string> };
const item = (b: unknown, i: number) => (b as { notificationItems: { NotificationRequestItem: Item }[] }).notificationItems[i]!.NotificationRequestItem;

/** Adyen's documented signing, done here without the library, so the fixture does not just agree with itself. */
function sign(fields: Signed, key: string) {
  const data = [fields.pspReference, fields.originalReference ?? '', fields.merchantAccountCode, fields.merchantReference, fields.amount.value, fields.amount.currency, fields.eventCode, fields.success].join(':');
  return createHmac('sha256', Buffer.from(key, 'hex')).update(data, 'utf8').digest('base64');
}

describe('readAdyenNotifications', () => {
  it('accepts correctly signed items and maps them', () => {
    const read = readAdyenNotifications(body(), hmacKey);
    expect(read.rejected).toBe(0);
    expect(read.accepted).toEqual([
      {
        eventId: '7914073381342284:AUTHORISATION:true',
        eventCode: 'AUTHORISATION',
        success: true,
        pspReference: '7914073381342284',
        originalReference: null,
        merchantReference: 'TestPayment-1407325143704',
        amount: { value: 1130, currency: 'EUR' },
        reason: null,
        eventDate: '2019-05-06T17:15:34.121+02:00',
      },
      {
        eventId: 'JDD6LKT8MBLZNN84:CAPTURE:true',
        eventCode: 'CAPTURE',
        success: true,
        pspReference: 'JDD6LKT8MBLZNN84',
        originalReference: 'QFQTPCQ8HXSKGK82',
        merchantReference: 'SH-2025-000123',
        amount: { value: 4950, currency: 'EUR' },
        reason: null,
        eventDate: '2025-06-14T10:42:07+02:00',
      },
    ]);
  });

  it('agrees with an independent computation of the fixture’s signatures', () => {
    for (const i of [0, 1]) {
      const signed = item(fixture.body, i);
      expect(sign(signed, hmacKey)).toBe(signed.additionalData.hmacSignature);
    }
  });

  it('rejects an item whose amount was changed after signing, and keeps the other', () => {
    const tampered = body();
    item(tampered, 0).amount.value = 113000;
    const read = readAdyenNotifications(tampered, hmacKey);
    expect(read.rejected).toBe(1);
    expect(read.accepted.map((n) => n.pspReference)).toEqual(['JDD6LKT8MBLZNN84']);
  });

  it.each([
    ['success flipped', (b: unknown) => void (item(b, 1).success = 'false')],
    ['another merchant reference', (b: unknown) => void (item(b, 1).merchantReference = 'SH-2025-999999')],
    ['no signature', (b: unknown) => void (item(b, 1).additionalData = {})],
    ['a signature of another length', (b: unknown) => void (item(b, 1).additionalData = { hmacSignature: 'AAAA' })],
  ])('rejects an item with %s', (_label, tamper) => {
    const tampered = body();
    tamper(tampered);
    expect(readAdyenNotifications(tampered, hmacKey)).toMatchObject({ rejected: 1, accepted: [{ pspReference: '7914073381342284' }] });
  });

  it('rejects everything under the wrong key', () => {
    const wrongKey = 'A'.repeat(64);
    expect(readAdyenNotifications(body(), wrongKey)).toEqual({ accepted: [], rejected: 2 });
  });

  it('accepts an item signed now with any key, with a refusal reason and an unknown currency', () => {
    const key = 'b1d4f5e6a7c8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192';
    const fields = { pspReference: 'V4HZ4RBFJGXXGN82', merchantAccountCode: 'SightseeingShopECOM', merchantReference: 'SH-2025-000124', amount: { value: 4950, currency: 'CHF' }, eventCode: 'AUTHORISATION', success: 'false' };
    const notification = { live: 'false', notificationItems: [{ NotificationRequestItem: { ...fields, reason: 'Not enough balance', eventDate: '2025-06-14T10:40:00+02:00', additionalData: { hmacSignature: sign(fields, key) } } }] };
    const [accepted] = readAdyenNotifications(notification, key).accepted;
    expect(accepted).toMatchObject({ eventId: 'V4HZ4RBFJGXXGN82:AUTHORISATION:false', success: false, reason: 'Not enough balance', amount: null });
  });

  it.each([
    ['null', null],
    ['a string', '[accepted]'],
    ['no items', { live: 'false', notificationItems: [] }],
    ['items of another shape', { live: 'false', notificationItems: [{ pspReference: 'X' }] }],
    ['an item without a pspReference', { live: 'false', notificationItems: [{ NotificationRequestItem: { ...fixture.body.notificationItems[0]!.NotificationRequestItem, pspReference: undefined } }] }],
    ['success as a boolean', { live: 'false', notificationItems: [{ NotificationRequestItem: { ...fixture.body.notificationItems[0]!.NotificationRequestItem, success: true } }] }],
  ])('throws on a body that is %s', (_label, malformed) => {
    expect(() => readAdyenNotifications(malformed, hmacKey)).toThrow(InvalidAdyenNotification);
  });

  it('refuses a key that is not hex, so nothing is ever checked against an empty key', () => {
    expect(() => readAdyenNotifications(body(), '')).toThrow(/hex/);
    expect(() => readAdyenNotifications(body(), 'not-a-hex-key-but-long-enough-to-pass-a-length-check')).toThrow(/hex/);
  });
});
