import type { AgentForm, CheckoutForm, CustomerForm } from './checkout-schema';

/*
 * What the payment forms do with their values, without zod: the rules themselves (checkout-schema.ts)
 * load on the form's first check, so these helpers must not import them.
 */

/** 'MM/YY' (or 'MM / YY'), as card forms ask for it. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = value.replace(/\s/g, '').match(/^(\d{1,2})\/(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The card as the sandbox gateway takes it. */
export function sandboxPaymentMethod(card: CheckoutForm['card']) {
  const expiry = parseExpiry(card.expiry)!;
  return {
    type: 'scheme',
    number: cardDigits(card.number),
    expiryMonth: String(expiry.month).padStart(2, '0'),
    expiryYear: String(expiry.year),
    cvc: card.cvc,
    holderName: card.holderName.trim(),
  };
}

/** The agent's part as the payment call wants it: an empty reference is none. */
export const agentCheckoutOf = (form: AgentForm) => ({
  ...(form.reference.trim() ? { agencyReference: form.reference.trim() } : {}),
  notifyTraveller: form.notifyTraveller,
});

/** The form's customer as the provider's contract wants it. */
export const customerOf = (form: CustomerForm) => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  email: form.email.trim(),
  phone: form.phone.trim(),
  countryId: Number(form.countryId),
});
