import * as z from 'zod/mini';
import type { Schema } from './request';
import type { PaymentAnswer } from '@/provider/api/contract/payment';
import type { VoucherDocument } from '@/provider/services/voucher/document';
import type { PaymentMethods } from './payment';

export const AnswerCheck = z.looseObject({
  orderId: z.string(),
  reference: z.string(),
  status: z.string(),
  result: z.enum(['paid', 'action', 'pending', 'refused', 'cancelled', 'expired']),
  action: z.nullable(z.record(z.string(), z.unknown())),
  refusal: z.nullable(z.string()),
  amount: z.object({ amount: z.number(), currency: z.string() }),
  voucherToken: z.nullable(z.string()),
}) as unknown as Schema<PaymentAnswer>;

export const MethodsCheck = z.looseObject({
  gateway: z.enum(['sandbox', 'adyen']),
  clientKey: z.nullable(z.string()),
  environment: z.enum(['test', 'live']),
  paymentMethodsResponse: z.record(z.string(), z.unknown()),
}) as unknown as Schema<PaymentMethods>;

export const VoucherCheck = z.looseObject({
  reference: z.string(),
  tickets: z.array(z.looseObject({ code: z.string(), qr: z.string(), productName: z.string() })),
}) as unknown as Schema<VoucherDocument>;
