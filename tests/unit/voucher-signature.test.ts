import { describe, expect, it } from 'vitest';
import { signTicket, verifyTicket } from '@/provider/services/voucher/signature';

const SECRET = 'test-secret-1';

describe('ticket signature', () => {
  it('signs a code into "code.mac" and verifies it back', () => {
    const payload = signTicket('SSX7K2QH-1', SECRET);
    expect(payload).toMatch(/^SSX7K2QH-1\.[A-Za-z0-9_-]{22}$/);
    expect(signTicket('SSX7K2QH-1', SECRET)).toBe(payload);
    expect(verifyTicket(payload, SECRET)).toBe('SSX7K2QH-1');
  });

  it('gives each code and each secret its own signature', () => {
    const mac = (code: string, secret: string) => signTicket(code, secret).split('.')[1];
    expect(mac('SSX7K2QH-1', SECRET)).not.toBe(mac('SSX7K2QH-2', SECRET));
    expect(mac('SSX7K2QH-1', SECRET)).not.toBe(mac('SSX7K2QH-1', 'another-secret'));
  });

  it('rejects a payload signed with another secret', () => {
    expect(verifyTicket(signTicket('SSX7K2QH-1', 'another-secret'), SECRET)).toBeNull();
  });

  it('rejects a changed code under a valid signature', () => {
    const [, mac] = signTicket('SSX7K2QH-1', SECRET).split('.');
    expect(verifyTicket(`SSX7K2QH-2.${mac}`, SECRET)).toBeNull();
    expect(verifyTicket(`ssx7k2qh-1.${mac}`, SECRET)).toBeNull();
  });

  it('rejects any changed signature character', () => {
    const payload = signTicket('SSX7K2QH-1', SECRET);
    const at = payload.indexOf('.') + 1;
    for (let i = at; i < payload.length; i++) {
      const swapped = payload[i] === 'A' ? 'B' : 'A';
      expect(verifyTicket(payload.slice(0, i) + swapped + payload.slice(i + 1), SECRET), `position ${i}`).toBeNull();
    }
  });

  it('rejects a non-canonical spelling of the same signature bytes', () => {
    const payload = signTicket('SSX7K2QH-1', SECRET);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 22 characters carries 2 bits of the 16 bytes and 4 unused bits.
    const last = alphabet.indexOf(payload.at(-1) ?? '');
    const twin = alphabet[(last & ~0b1111) | ((last + 1) & 0b1111)];
    const variant = payload.slice(0, -1) + twin;
    expect(Buffer.from(variant.split('.')[1] ?? '', 'base64url')).toEqual(Buffer.from(payload.split('.')[1] ?? '', 'base64url'));
    expect(verifyTicket(variant, SECRET)).toBeNull();
  });

  it.each([
    '',
    'SSX7K2QH-1',
    'SSX7K2QH-1.',
    '.AAAAAAAAAAAAAAAAAAAAAA',
    'SSX7K2QH-1.AAAAAAAAAAAAAAAAAAAAAA',
    'SSX7K2QH-1.AAAAAAAAAAAAAAAAAAAAAA==',
    'SSX7K2QH-1.AAAAAAAAAAAAAAAAAAAAA',
    'SSX 7K2QH.AAAAAAAAAAAAAAAAAAAAAA',
    'a.b.c',
    '💥.💥',
  ])('returns null for the malformed payload %j', (payload) => {
    expect(verifyTicket(payload, SECRET)).toBeNull();
  });

  it('returns null for something that is not a string at all', () => {
    expect(verifyTicket(undefined as unknown as string, SECRET)).toBeNull();
  });

  it('refuses an empty secret and codes it cannot carry', () => {
    expect(() => signTicket('SSX7K2QH-1', '')).toThrow();
    expect(() => verifyTicket('SSX7K2QH-1.AAAAAAAAAAAAAAAAAAAAAA', '')).toThrow();
    expect(() => signTicket('', SECRET)).toThrow();
    expect(() => signTicket('A.B', SECRET)).toThrow();
  });
});
