import * as z from 'zod/mini';
import { LATIN_NAME } from '@/provider/domain/latin-name';

/**
 * The customer and traveller details form (spec §3, §5): the contract's rules (the provider
 * checks them again), with messages as keys under `basket.validation` (but `latin`, whose
 * one message all forms share in `common.validation`). The first failing check of a field is the one shown, so
 * "required" comes before the format. zod/mini, as every form's rules in the browser (issue 18).
 */
const name = z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(LATIN_NAME, 'latin'), z.maxLength(60, 'tooLong'));

/** Passport or ID number; a child without one gives the legal guardian's. */
const documentNumber = z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^[A-Za-z0-9 -]+$/, 'latin'), z.minLength(3, 'tooShort'), z.maxLength(30, 'tooLong'));

/**
 * The form's rules for a basket that does or does not hold an item whose venue checks IDs: only
 * then are the document and the guardian's case asked for; otherwise nothing of them is kept.
 */
export function travellerFormSchema(documentRequired: boolean) {
  return z.object({
    firstName: name,
    lastName: name,
    /** Without the country prefix. */
    phone: z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^[0-9 ()-]+$/, 'phone'), z.minLength(4, 'phone'), z.maxLength(20, 'phone')),
    document: documentRequired ? documentNumber : z.pipe(z.string(), z.transform(() => '')),
    guardian: documentRequired ? z.boolean() : z.pipe(z.boolean(), z.transform(() => false)),
  });
}

export type TravellerForm = z.infer<ReturnType<typeof travellerFormSchema>>;
/** The keys its messages use. */
export type TravellerProblem = 'required' | 'latin' | 'phone' | 'tooShort' | 'tooLong';
