import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares in constant time; hashing first makes both sides the same length, so the length leaks nothing either. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
