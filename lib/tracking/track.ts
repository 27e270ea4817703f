import type { Cart, Sale } from '@/provider/api/contract/cart';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { pushEcommerce, pushToDataLayer } from './data-layer';
import {
  addToCartEvent,
  cartEvent,
  cartRecord,
  refundEvent,
  removeFromCartEvent,
  saleItem,
  selectItemEvent,
  viewItemEvent,
  viewItemListEvent,
  type EcommerceItem,
  type TrackedProduct,
} from './ecommerce';
import { writeMarketingRecord, type MarketingRecord } from './marketing-record';
import { pageCurrency } from './page-view';

/**
 * The one-line calls the shop's components make: each pushes its event to the dataLayer and
 * keeps the marketing record (written only with consent, marketing-record.ts) up to date.
 */

/** Tracking never breaks what it reports on: an answer shaped unlike the contract is not tracked. */
function quietly<A extends unknown[]>(track: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      track(...args);
    } catch (error) {
      console.warn('Tracking skipped:', error);
    }
  };
}

/** A list of products shown; a city's own list also records the city as the visitor's category. */
export function trackViewItemList(listName: string, products: TrackedProduct[], category?: NonNullable<MarketingRecord['categoryData']>) {
  pushEcommerce(viewItemListEvent(listName, products, pageCurrency()));
  if (category) writeMarketingRecord('categoryData', category);
}

export function trackSelectItem(listName: string, product: TrackedProduct, index: number) {
  pushEcommerce(selectItemEvent(listName, product, index, pageCurrency()));
}

/** What the product page knows besides the name and prices, for the record's productData. */
export interface ProductDetails {
  url: string;
  description: string;
  imageUrl: string;
  productType: string;
  available: boolean;
  country: string | null;
  duration: { value: number; unit: string };
}

export function trackViewItem(product: TrackedProduct, details: ProductDetails) {
  const currency = pageCurrency();
  const event = viewItemEvent(product, currency);
  pushEcommerce(event);
  const inMajor = (id: CurrencyId) => {
    const from = product.prices[id].from;
    return from ? from.amount / 100 : null;
  };
  writeMarketingRecord('productData', {
    price: inMajor(currency),
    quantity: 1,
    unit_prices: { EUR: inMajor(1), GBP: inMajor(2), USD: inMajor(3) },
    url: details.url,
    product_id: product.id,
    name: product.name,
    description: details.description,
    image_url: details.imageUrl,
    category: product.locationName,
    availability: details.available ? 'in stock' : 'out of stock',
    related_external_product_id: String(product.id),
    product_type: details.productType,
    city: product.locationName,
    country: details.country,
    duration: `${details.duration.value} ${details.duration.unit}`,
  });
}

/** The booking panel's success: the basket answered, its newest item of the product is the one just added. */
export const trackAddToCart = quietly((cart: Cart, productId: number) => {
  const added = cart.items.filter((sale) => sale.productId === productId).at(-1);
  if (added) pushEcommerce(addToCartEvent(added));
  writeMarketingRecord('cartData', cartRecord(cart));
});

export const trackRemoveFromCart = quietly((sale: Sale) => {
  pushEcommerce(removeFromCartEvent(sale));
});

export const trackViewCart = quietly((cart: Cart) => {
  pushEcommerce(cartEvent('view_cart', cart));
  writeMarketingRecord('cartData', cartRecord(cart));
});

/** The items being paid for, kept for the purchase event after the payment's redirects (the basket is gone by then). */
export const CHECKOUT_ITEMS_KEY = 'checkout-items';

function rememberCheckout(cart: Cart) {
  try {
    sessionStorage.setItem(CHECKOUT_ITEMS_KEY, JSON.stringify({ cartId: cart.id, items: cart.items.map((sale, index) => saleItem(sale, index)) }));
  } catch {
    // Without storage the purchase falls back to the vouchers' tickets.
  }
}

/** The items remembered at checkout, if this tab went through it. */
export function checkoutItems(): { cartId: string | null; items: EcommerceItem[] } | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_ITEMS_KEY);
    return raw ? (JSON.parse(raw) as { cartId: string | null; items: EcommerceItem[] }) : null;
  } catch {
    return null;
  }
}

export const trackBeginCheckout = quietly((cart: Cart) => {
  pushEcommerce(cartEvent('begin_checkout', cart));
  rememberCheckout(cart);
});

export const trackAddPaymentInfo = quietly((cart: Cart, paymentType: string) => {
  pushEcommerce(cartEvent('add_payment_info', cart, { payment_type: paymentType }));
  rememberCheckout(cart);
});

/** A cancellation that gave nothing back (non-refundable tickets) takes no revenue away: no event. */
export function trackRefund(reference: string, refunded: { amount: number; currency: string }) {
  if (refunded.amount <= 0) return;
  pushEcommerce(refundEvent(reference, refunded));
}

export const trackSignUp = (method: string) => pushToDataLayer({ event: 'sign_up', method });
export const trackLogin = (method: string) => pushToDataLayer({ event: 'login', method });
/** Back from Google or Facebook, signed in: a sign-up first when that sign-in created the account. */
export function trackSocialSignIn(method: string, newMember: boolean) {
  if (newMember) trackSignUp(method);
  trackLogin(method);
}
export const trackGenerateLead = (form: string) => pushToDataLayer({ event: 'generate_lead', form });
/** Spec §7: the newsletter reports a subscribe event on success. */
export const trackSubscribe = () => pushToDataLayer({ event: 'subscribe' });
