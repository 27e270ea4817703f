import 'server-only';
import type { z } from 'zod';
import { http } from '@/lib/api/http';
import { apiGet } from '@/lib/api/request';
import type { Language } from '@/lib/i18n/languages';
import { dataOrOops } from '@/lib/site/load';
import { VoucherQuerySchema, VoucherSchema } from '@/provider/api/contract/payment';

export type Voucher = z.infer<typeof VoucherSchema>;

/** Whether a value has the shape of a voucher token (the contract's own check), before asking the provider. */
export const isVoucherToken = (token: unknown): token is string => VoucherQuerySchema.shape.token.safeParse(token).success;

/**
 * The vouchers a token opens, read from the provider on the server and checked with the full
 * contract schema; null when the token opens nothing (malformed, unknown: the page's 404).
 * Any other failure throws like every page's data-load failure (spec §2).
 */
export async function loadVoucher(token: unknown, language: Language): Promise<Voucher | null> {
  if (!isVoucherToken(token)) return null;
  const result = await apiGet(http, VoucherSchema, 'transaction/voucher', { params: { token }, context: { language } });
  if (!result.ok && (result.error.status === 404 || result.error.status === 400)) return null;
  return dataOrOops(result, 'Voucher');
}
