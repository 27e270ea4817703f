import { eq } from 'drizzle-orm';
import { ProviderError } from '../../api/errors';
import { orders } from '../../db/schema';
import type { WalletSettings } from '../tickets/wallet-settings';
import { renderVoucherPdf } from '../voucher/pdf';
import type { VoucherDocument } from '../voucher/document';
import { shopIdentity } from '../voucher/shop-identity';
import type { PaymentDeps } from './deps';
import { voucherDocument } from './voucher-data';

export type VoucherAnswer = { kind: 'json'; document: VoucherDocument } | { kind: 'pdf'; pdf: Uint8Array; reference: string };

/** `transaction/voucher?token`: the vouchers of the paid order the token opens; anything else is 404, saying nothing about other orders. */
export async function voucherOfToken(
  deps: Pick<PaymentDeps, 'db' | 'site' | 'shopUrl' | 'ticketSecret'> & { wallet?: WalletSettings },
  token: string,
  format: 'json' | 'pdf',
): Promise<VoucherAnswer> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.secret, token));
  if (!order || order.status !== 'paid') throw new ProviderError('NOT_FOUND', 'There are no vouchers for this link.');
  const document = await voucherDocument(deps.db, order, shopIdentity(deps.site, order.language, deps.shopUrl), deps.ticketSecret, deps.wallet);
  return format === 'pdf' ? { kind: 'pdf', pdf: await renderVoucherPdf(document), reference: order.reference } : { kind: 'json', document };
}
