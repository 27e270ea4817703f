import { describe, expect, it } from 'vitest';
import { bookingTokenFor, emailTokenExpiry, lookupToken, readBookingToken } from '@/provider/services/booking/access';

const SECRET = 'booking-token-test-secret';
const EXPIRES = new Date('2027-05-03T12:00:00Z');

describe('booking tokens', () => {
  it('reads back the reference and expiry it was signed for', () => {
    const token = bookingTokenFor('SSX7K2QH9A', EXPIRES, SECRET);
    expect(token).toMatch(/^b1\.SSX7K2QH9A\.1809345600\.[A-Za-z0-9_-]{43}$/);
    expect(readBookingToken(token, SECRET)).toEqual({ reference: 'SSX7K2QH9A', expiresAt: EXPIRES });
  });

  it('refuses a token signed with another key, or with its reference or expiry changed', () => {
    const token = bookingTokenFor('SSX7K2QH9A', EXPIRES, SECRET);
    const [version, reference, expires, mac] = token.split('.') as [string, string, string, string];
    expect(readBookingToken(token, 'another-secret')).toBeNull();
    expect(readBookingToken([version, 'SSX7K2QH9B', expires, mac].join('.'), SECRET)).toBeNull();
    expect(readBookingToken([version, reference, String(Number(expires) + 3600), mac].join('.'), SECRET)).toBeNull();
    expect(readBookingToken([version, reference, expires, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`].join('.'), SECRET)).toBeNull();
    // The same bytes spelt otherwise (unused trailing bits) are not the token either.
    const last = mac.at(-1)!;
    expect('AEIMQUYcgkosw048').toContain(last);
    const sibling = String.fromCharCode(last.charCodeAt(0) + 1);
    expect(Buffer.from(`${mac.slice(0, -1)}${sibling}`, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(readBookingToken([version, reference, expires, `${mac.slice(0, -1)}${sibling}`].join('.'), SECRET)).toBeNull();
  });

  it('refuses what is not a token at all, without throwing', () => {
    for (const odd of ['', 'b1', 'b1...', 'b2.SSX7K2QH9A.1809345600.' + 'A'.repeat(43), 'b1.ssx7k2qh9a.1.' + 'A'.repeat(43), 'x'.repeat(5000), 'b1.SSX7K2QH9A.1809345600.%%%']) {
      expect(readBookingToken(odd, SECRET)).toBeNull();
    }
    expect(readBookingToken(undefined as unknown as string, SECRET)).toBeNull();
  });

  it('gives a look-up two hours, to the second', () => {
    const { token, expiresAt } = lookupToken('SSX7K2QH9A', new Date('2027-05-03T10:15:30.750Z'), SECRET);
    expect(expiresAt.toISOString()).toBe('2027-05-03T12:15:30.000Z');
    expect(readBookingToken(token, SECRET)?.expiresAt).toEqual(expiresAt);
  });

  it('keeps the email’s link working until 30 days after the last day a ticket is for or valid until', () => {
    expect(emailTokenExpiry(['2027-05-03', '2027-06-30', '2027-05-04']).toISOString()).toBe('2027-07-31T00:00:00.000Z');
    expect(() => emailTokenExpiry([])).toThrow();
  });
});
