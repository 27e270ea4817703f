/** A top-up's bounds in minor units of the agency's currency: apart from the zod contract, so the shop's form reads them without loading zod. */
export const TOP_UP_MIN = 50_00;
export const TOP_UP_MAX = 50_000_00;
