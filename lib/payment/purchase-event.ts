import type { PaymentAnswer } from '@/provider/api/contract/payment';
import type { VoucherDocument } from '@/provider/services/voucher/document';

/** One ticket of the order as analytics' ecommerce `items` take it (no price: the voucher has none per ticket). */
export interface PurchaseItem {
  item_name: string;
  item_variant: string;
  item_category: string;
  quantity: number;
}

/** The `purchase` event of spec §4, as pushed to `window.dataLayer`. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: { transaction_id: string; value: number; currency: string; items: PurchaseItem[] };
}

/** The event of a paid order: its reference, the amount in major units, one item per ticket (when the vouchers loaded). */
export function purchaseEvent(answer: Pick<PaymentAnswer, 'reference' | 'amount'>, voucher: Pick<VoucherDocument, 'tickets'> | null): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: answer.reference,
      value: answer.amount.amount / 100,
      currency: answer.amount.currency,
      items: (voucher?.tickets ?? []).map((ticket) => ({
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
export function trackPurchaseOnce(orderId: string, event: PurchaseEvent): boolean {
  if (alreadyTracked(orderId)) return false;
  markTracked(orderId);
  const page = window as Window & { dataLayer?: unknown[] };
  page.dataLayer ??= [];
  page.dataLayer.push(event);
  return true;
}
