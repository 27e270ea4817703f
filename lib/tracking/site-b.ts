import { SITE_B_FACTOR, SITE_B_OFFSET } from '@/provider/domain/site-b';

/**
 * The price values tracked for a sales item (spec §9), from its obfuscated `siteB`: the amount
 * in major units is (siteB − 210907) / 1992, reported three ways. The spec gives the factors,
 * not their purpose; the shop reports them as the sale's value and a range around it.
 */
export interface TrackedValues {
  /** × 1: what the item was sold for; the conversion value. */
  value: number;
  /** × 0.9: the low end of the value range. */
  value_low: number;
  /** × 1.25: the high end of the value range. */
  value_high: number;
}

/** Rounded to cents: siteB carries two decimals at most, and division must not add float noise. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

export function decodeSiteB(siteB: number): number {
  return cents((siteB - SITE_B_OFFSET) / SITE_B_FACTOR);
}

export function trackedValues(siteB: number): TrackedValues {
  const amount = decodeSiteB(siteB);
  return { value: amount, value_low: cents(amount * 0.9), value_high: cents(amount * 1.25) };
}
