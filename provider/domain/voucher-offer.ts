import type { VoucherType } from './catalogue';

/**
 * What a ticket's voucher is shown as: on a phone (a printout works too), or on paper only.
 * It decides every promise and link, from the product page to the email: only `mobile`
 * tickets are offered the mobile voucher page.
 */
export type VoucherOffer = 'mobile' | 'paper';

/** A product's voucher type as the customer is told it: anything a phone may show is `mobile`. */
export const voucherOffer = (type: VoucherType): VoucherOffer => (type === 'paper' ? 'paper' : 'mobile');

/** Whether an order's tickets include one a phone may show: only then is the mobile voucher offered. */
export const offersMobileVoucher = (tickets: readonly { voucherType: VoucherOffer }[]): boolean =>
  tickets.some((ticket) => ticket.voucherType === 'mobile');
