import { z } from 'zod';
import { LATIN_NAME } from '@/provider/domain/latin-name';

/**
 * The customer and traveller details form (spec §3, §5): the contract's rules (the provider
 * checks them again), with messages as keys under `basket.validation`. The first failing
 * check of a field is the one shown, so "required" comes before the format.
 * (Full zod: the basket loads it with the form, when the form opens.)
 */
const name = z.string().trim().min(1, 'required').regex(LATIN_NAME, 'latin').max(60, 'tooLong');

export const TravellerFormSchema = z.object({
  firstName: name,
  lastName: name,
  /** Without the country prefix. */
  phone: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[0-9 ()-]+$/, 'phone')
    .min(4, 'phone')
    .max(20, 'phone'),
  /** Passport or ID number; a child without one gives the legal guardian's. */
  document: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[A-Za-z0-9 -]+$/, 'latin')
    .min(3, 'tooShort')
    .max(30, 'tooLong'),
  guardian: z.boolean(),
});

export type TravellerForm = z.infer<typeof TravellerFormSchema>;
export type TravellerFormInput = z.input<typeof TravellerFormSchema>;
/** The keys its messages use. */
export type TravellerProblem = 'required' | 'latin' | 'phone' | 'tooShort' | 'tooLong';
