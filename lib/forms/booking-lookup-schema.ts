import * as z from 'zod/mini';

/**
 * "Find your booking": the reference and either the email it was made with or the PIN on the
 * voucher. Messages are keys under `manageBooking.lookup.validation`; the provider checks the
 * same rules again (provider/api/contract/booking.ts). zod/mini: the form is the page's first thing.
 */

/** 'SS' and eight of the reference alphabet (no 0/O, no 1/I): provider/services/payment/references.ts. */
export const BOOKING_REFERENCE = /^SS[2-9A-HJ-NP-Z]{8}$/;

/** What a visitor types, as the provider reads it: no spaces, upper-case ('ss7k 2qh9ab' → 'SS7K2QH9AB'). */
export const normaliseReference = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const LOOKUP_METHODS = ['email', 'pin'] as const;
export type LookupMethod = (typeof LOOKUP_METHODS)[number];

const reference = z.pipe(
  z.string().check(z.overwrite(normaliseReference)),
  z.string().check(z.minLength(1, 'required'), z.regex(BOOKING_REFERENCE, 'reference')),
);

export const EmailLookupSchema = z.object({
  reference,
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'email'), z.email('email')),
});

export const PinLookupSchema = z.object({
  reference,
  pin: z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d{6}$/, 'pin')),
});

/** The form's values: both fields exist, the method says which one is checked and sent. */
export interface LookupForm {
  reference: string;
  method: LookupMethod;
  email: string;
  pin: string;
}

export type LookupProblem = 'required' | 'reference' | 'email' | 'pin';
