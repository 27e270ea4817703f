import type { PaymentDeps } from '../payment/deps';
import type { OrderRow } from '../payment/answer';
import { voucherDocument } from '../payment/voucher-data';
import type { WalletSettings } from '../tickets/wallet-settings';
import { renderVoucherPdf } from '../voucher/pdf';
import { shopIdentity } from '../voucher/shop-identity';
import { ownedOrder, type MemberIdentity } from './owner';

export type PrintDeps = Pick<PaymentDeps, 'db' | 'site' | 'shopUrl' | 'ticketSecret'> & { wallet?: WalletSettings };

/**
 * `GET sale/{id}/print`: the voucher PDF of one of the member's orders — the same document the
 * confirmation email attaches, in the language the order was booked in. Another member's
 * order is the same 404 as one that does not exist.
 */
export async function memberVoucherPdf(deps: PrintDeps, member: MemberIdentity, reference: string): Promise<{ pdf: Uint8Array; reference: string }> {
  return orderVoucherPdf(deps, await ownedOrder(deps.db, member, reference));
}

/** The vouchers of a paid order whose owner the caller checked (the member area, the agent area). */
export async function orderVoucherPdf(deps: PrintDeps, order: OrderRow): Promise<{ pdf: Uint8Array; reference: string }> {
  const document = await voucherDocument(deps.db, order, shopIdentity(deps.site, order.language, deps.shopUrl), deps.ticketSecret, deps.wallet);
  return { pdf: await renderVoucherPdf(document), reference: order.reference };
}
