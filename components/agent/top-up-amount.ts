import type { CheckoutForm } from '@/lib/payment/checkout-schema';
import { TOP_UP_MAX, TOP_UP_MIN } from '@/provider/api/contract/top-up-limits';

/** The top-up form's values: the amount as typed, and the card when the sandbox takes it. */
export interface TopUpForm {
  amount: string;
  card: CheckoutForm['card'];
}

/** "200", "200.5", "200,50" → minor units; null when it is not an amount. */
export function parseAmount(value: string): number | null {
  const text = value.replace(/\s/g, '');
  if (!/^\d{1,9}(?:[.,]\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text.replace(',', '.')) * 100);
}

export const inRange = (amount: number | null) => amount !== null && amount >= TOP_UP_MIN && amount <= TOP_UP_MAX;

