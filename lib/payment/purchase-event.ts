import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/cookies/names';
import type { PaymentAnswer } from '@/provider/api/contract/payment';
import type { VoucherDocument } from '@/provider/services/voucher/document';
import { pushEcommerce } from '@/lib/tracking/data-layer';
import { recordProducts, type EcommerceItem } from '@/lib/tracking/ecommerce';
import { writeMarketingRecord } from '@/lib/tracking/marketing-record';
import { CHECKOUT_ITEMS_KEY, checkoutItems } from '@/lib/tracking/track';

/**
 * One ticket of the order as analytics' ecommerce `items` take it: the basket's items when this tab
 * went through checkout (with price and the §9 siteB values), else the vouchers' tickets (no price).
 */
export type PurchaseItem = Pick<EcommerceItem, 'item_name' | 'item_variant' | 'item_category' | 'quantity'> & Partial<EcommerceItem>;

/** The `purchase` event of spec §4, as pushed to `window.dataLayer`. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: { transaction_id: string; value: number; currency: string; items: PurchaseItem[] };
}

/** The event of a paid order: its reference, the amount in major units, one item per ticket (when the vouchers loaded). */
export function purchaseEvent(
  answer: Pick<PaymentAnswer, 'reference' | 'amount'>,
  voucher: Pick<VoucherDocument, 'tickets'> | null,
  paidItems: EcommerceItem[] | null = null,
): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: answer.reference,
      value: answer.amount.amount / 100,
      currency: answer.amount.currency,
      items: paidItems ?? (voucher?.tickets ?? []).map((ticket) => ({
        item_name: ticket.productName,
        item_variant: ticket.optionName,
        item_category: ticket.locationName,
        quantity: ticket.passengers.reduce((sum, passenger) => sum + passenger.quantity, 0),
      })),
    },
  };
}

export const purchaseTrackedKey = (orderId: string) => `purchase-tracked:${orderId}`;

/** Orders tracked in this page load, for browsers that refuse sessionStorage. */
const trackedHere = new Set<string>();

function alreadyTracked(orderId: string): boolean {
  try {
    return window.sessionStorage.getItem(purchaseTrackedKey(orderId)) !== null;
  } catch {
    return trackedHere.has(orderId);
  }
}

function markTracked(orderId: string) {
  try {
    window.sessionStorage.setItem(purchaseTrackedKey(orderId), '1');
  } catch {
    // Private modes may refuse storage: this page load still remembers.
    trackedHere.add(orderId);
  }
}

/**
 * Pushes the purchase event once per order (spec §4 "Purchase event fires once in a row"):
 * a reload, a second render or a remount of the confirmation does not count the sale again.
 * True when it was pushed now.
 */
export function trackPurchaseOnce(orderId: string, event: PurchaseEvent, buyer: Pick<VoucherDocument, 'customer'> | null = null): boolean {
  if (alreadyTracked(orderId)) return false;
  markTracked(orderId);
  pushEcommerce(event as unknown as { event: string; ecommerce: Record<string, unknown> });
  const products = recordProducts(event.ecommerce.items);
  writeMarketingRecord('purchaseData', {
    purchase_id: event.ecommerce.transaction_id,
    cart_id: checkoutItems()?.cartId ?? null,
    total_quantity: products.reduce((sum, product) => sum + product.quantity, 0),
    total_price: event.ecommerce.value,
    quantity: products.length,
    purchase_date: new Date().toISOString(),
    emails: buyer ? [buyer.customer.email] : [],
    country: Cookies.get(COOKIES.country.name) ?? null,
    products,
  });
  try {
    window.sessionStorage.removeItem(CHECKOUT_ITEMS_KEY);
  } catch {
    // Nothing was kept.
  }
  return true;
}
