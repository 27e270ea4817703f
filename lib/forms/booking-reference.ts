/** 'SS' and eight of the reference alphabet (no 0/O, no 1/I): provider/services/payment/references.ts. */
export const BOOKING_REFERENCE = /^SS[2-9A-HJ-NP-Z]{8}$/;

/** What a visitor types, as the provider reads it: no spaces, upper-case ('ss7k 2qh9ab' → 'SS7K2QH9AB'). */
export const normaliseReference = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const LOOKUP_METHODS = ['email', 'pin'] as const;
export type LookupMethod = (typeof LOOKUP_METHODS)[number];
