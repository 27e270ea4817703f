import type { WalletSettings } from './wallet-settings';

/** "Add to Apple Wallet" and "Save to Google Wallet" of one ticket; null where that wallet is not configured. */
export interface WalletLinks {
  apple: string | null;
  google: string | null;
}

export const NO_WALLET_LINKS: WalletLinks = { apple: null, google: null };

/**
 * The wallet buttons' addresses of a ticket, on the shop's own `/api/v2` (so relative): the .pkpass
 * itself, and for Google a route that answers with a redirect to the signed "save" link, made
 * when pressed so the pass carries the ticket as it is then. Both open with the order's voucher
 * token, like the vouchers themselves.
 */
export function walletLinks(settings: WalletSettings | undefined, order: { secret: string }, ticketCode: string): WalletLinks {
  const base = `/api/v2/ticket/${encodeURIComponent(ticketCode)}/wallet`;
  const token = `token=${encodeURIComponent(order.secret)}`;
  return {
    apple: settings?.apple ? `${base}/apple?${token}` : null,
    google: settings?.google ? `${base}/google?${token}` : null,
  };
}
