import * as z from 'zod/mini';
import { hasExpired, passesLuhn } from '@/provider/domain/card-checks';
import { LATIN_NAME } from '@/provider/domain/latin-name';
import { cardDigits, parseExpiry } from './checkout-values';

/**
 * The payment page's form (spec §2, §5): the customer's details, with the email typed twice,
 * and — with the built-in gateway — the card. Messages are keys under `payment.validation`;
 * the first failing check of a field is the one shown. The provider checks everything again.
 * zod/mini, loaded on the form's first check (lib/forms/lazy-zod-resolver.ts); what the page needs
 * before that, without zod, is in checkout-values.ts.
 */
const name = z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(LATIN_NAME, 'latin'), z.maxLength(60, 'tooLong'));

export const CustomerFormSchema = z
  .object({
    firstName: name,
    lastName: name,
    email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
    emailConfirmation: z.string().check(z.trim(), z.minLength(1, 'required')),
    phone: z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^\+?[0-9 ()-]+$/, 'phone'), z.minLength(4, 'phone'), z.maxLength(20, 'phone')),
    countryId: z.string().check(z.minLength(1, 'required')),
  })
  .check(
    z.refine((v) => v.email.toLowerCase() === v.emailConfirmation.toLowerCase(), { path: ['emailConfirmation'], message: 'confirmed' }),
  );

const validExpiry = (value: string) => {
  const parsed = parseExpiry(value);
  return parsed !== null && !hasExpired(parsed.month, parsed.year, new Date());
};

export const CardFormSchema = z.object({
  holderName: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'tooLong')),
  number: z.string().check(z.minLength(1, 'required'), z.refine((v) => v === '' || passesLuhn(cardDigits(v)), 'cardNumber')),
  expiry: z.string().check(z.minLength(1, 'required'), z.refine((v) => v === '' || validExpiry(v), 'cardExpiry')),
  cvc: z.string().check(z.minLength(1, 'required'), z.regex(/^(|\d{3,4})$/, 'cardCvc')),
});

/** What an agent adds (the contract's AgentCheckoutSchema): their own reference, and whether the traveller hears of it too. */
export const AgentFormSchema = z.object({
  reference: z.string().check(z.trim(), z.maxLength(40, 'tooLong'), z.regex(/^[\p{L}\p{N} ./_#-]*$/u, 'reference')),
  notifyTraveller: z.boolean(),
});

export const CheckoutFormSchema = z.object({ customer: CustomerFormSchema, card: CardFormSchema });
/** A card alone: a booking change that costs more, paid with the built-in gateway. */
export const CardOnlySchema = z.object({ card: CardFormSchema });
export const CustomerOnlySchema = z.object({ customer: CustomerFormSchema });
export const AgentCardSchema = z.object({ customer: CustomerFormSchema, card: CardFormSchema, agent: AgentFormSchema });
/** An agent paying from credit, or through Adyen's Drop-in: no card fields of ours. */
export const AgentOnlySchema = z.object({ customer: CustomerFormSchema, agent: AgentFormSchema });

export type CheckoutForm = z.infer<typeof AgentCardSchema>;
export type CustomerForm = z.infer<typeof CustomerFormSchema>;
export type AgentForm = z.infer<typeof AgentFormSchema>;
export type CheckoutProblem = 'required' | 'latin' | 'tooLong' | 'email' | 'confirmed' | 'phone' | 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'reference';

/** The form's checks for who pays how: the card fields only when our own card form is used, the agent's only for an agent. */
export function checkoutSchemaFor({ card, agent }: { card: boolean; agent: boolean }) {
  if (agent) return card ? AgentCardSchema : AgentOnlySchema;
  return card ? CheckoutFormSchema : CustomerOnlySchema;
}
