import * as z from 'zod/mini';
import { BOOKING_REFERENCE, normaliseReference, type LookupMethod } from './booking-reference';

/**
 * "Find your booking": the reference and either the email it was made with or the PIN on the
 * voucher. Messages are keys under `manageBooking.lookup.validation`; the provider checks the
 * same rules again (provider/api/contract/booking.ts). zod/mini: loaded on the form's first check (lib/forms/lazy-zod-resolver.ts).
 */

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
