import * as z from 'zod/mini';
import { CardFormSchema } from '@/lib/payment/checkout-schema';
import { inRange, parseAmount } from './top-up-amount';

/** The top-up form's rules (messages are keys under the form's validation texts), loaded on its first check. */
const amountRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((value) => value === '' || parseAmount(value) !== null, 'amountFormat'),
    z.refine((value) => parseAmount(value) === null || inRange(parseAmount(value)), 'amountRange'),
  );
export const SandboxTopUpSchema = z.object({ amount: amountRule, card: CardFormSchema });
export const AmountOnlySchema = z.object({ amount: amountRule });

