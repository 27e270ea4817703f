/**
 * The obfuscated price a sales item carries for the shop's tracking (spec §3 `siteB`, §9):
 * the item's amount in major units times 1992 plus 210907. The shop decodes it with the
 * inverse; keeping both halves of the arithmetic here and in lib/tracking/site-b.ts pinned by
 * tests is what keeps tracked values equal to the prices charged.
 */
export const SITE_B_FACTOR = 1992;
export const SITE_B_OFFSET = 210907;

/** `minorAmount` in cents or pence; the result has at most two decimals (1992 / 100 = 19.92). */
export function encodeSiteB(minorAmount: number): number {
  return (minorAmount * SITE_B_FACTOR) / 100 + SITE_B_OFFSET;
}
