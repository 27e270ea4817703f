import { describe, expect, it } from 'vitest';
import { encodeSiteB } from '@/provider/domain/site-b';
import { decodeSiteB, trackedValues } from '@/lib/tracking/site-b';

describe('siteB (spec §3, §9)', () => {
  it('encodes an amount in major units × 1992 + 210907', () => {
    expect(encodeSiteB(2455)).toBe(259810.6);
    expect(encodeSiteB(10000)).toBe(410107);
    expect(encodeSiteB(0)).toBe(210907);
  });

  it('decodes (siteB − 210907) / 1992 back to the amount, to the cent', () => {
    expect(decodeSiteB(410107)).toBe(100);
    expect(decodeSiteB(259810.6)).toBe(24.55);
    for (const cents of [1, 99, 1234, 7650, 999_999]) expect(decodeSiteB(encodeSiteB(cents))).toBe(cents / 100);
  });

  it('reports the value × 1, × 0.9 and × 1.25', () => {
    expect(trackedValues(410107)).toEqual({ value: 100, value_low: 90, value_high: 125 });
    expect(trackedValues(encodeSiteB(7650))).toEqual({ value: 76.5, value_low: 68.85, value_high: 95.63 });
  });
});
