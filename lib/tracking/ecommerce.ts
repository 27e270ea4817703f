import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import type { Cart, Sale } from '@/provider/api/contract/cart';
import type { CurrencyId } from '@/provider/api/contract/languages';
import type { MarketingRecord, RecordProduct } from './marketing-record';
import { trackedValues, type TrackedValues } from './site-b';

/**
 * GA4's standard ecommerce events (their names and item fields), built from what the shop
 * already has: product cards, the product page, the basket's sales items. Prices in major units.
 */
export interface EcommerceItem extends Partial<TrackedValues> {
  item_id: string;
  item_name: string;
  /** The city. */
  item_category: string;
  /** The ticket option. */
  item_variant?: string;
  price?: number;
  quantity: number;
  index?: number;
  item_list_name?: string;
}

export interface EcommerceEvent {
  event: string;
  ecommerce: { currency?: string; value?: number; items?: EcommerceItem[]; [field: string]: unknown };
}

/** What a list entry or a product page gives the events: enough to name and price it. */
export interface TrackedProduct {
  id: number;
  /** The events' item_id when the entry is no product (a destination: `location-41`); else the id. */
  itemId?: string;
  name: string;
  locationName: string;
  prices: InEveryCurrency<FromPrice>;
}

const CODES = { 1: 'EUR', 2: 'GBP', 3: 'USD' } as const;
const major = (minor: number) => Math.round(minor) / 100;
const fromPrice = (product: TrackedProduct, currency: CurrencyId) => {
  const from = product.prices[currency].from;
  return from ? major(from.amount) : undefined;
};

function productItem(product: TrackedProduct, currency: CurrencyId, list?: { name: string; index: number }): EcommerceItem {
  const item: EcommerceItem = { item_id: product.itemId ?? String(product.id), item_name: product.name, item_category: product.locationName, quantity: 1 };
  const price = fromPrice(product, currency);
  if (price !== undefined) item.price = price;
  if (list) {
    item.index = list.index;
    item.item_list_name = list.name;
  }
  return item;
}

export function viewItemListEvent(listName: string, products: TrackedProduct[], currency: CurrencyId): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: { item_list_name: listName, currency: CODES[currency], items: products.map((product, index) => productItem(product, currency, { name: listName, index })) },
  };
}

export function selectItemEvent(listName: string, product: TrackedProduct, index: number, currency: CurrencyId): EcommerceEvent {
  return { event: 'select_item', ecommerce: { item_list_name: listName, currency: CODES[currency], items: [productItem(product, currency, { name: listName, index })] } };
}

export function viewItemEvent(product: TrackedProduct, currency: CurrencyId): EcommerceEvent {
  const item = productItem(product, currency);
  return { event: 'view_item', ecommerce: { currency: CODES[currency], value: item.price ?? 0, items: [item] } };
}

const passengers = (sale: Pick<Sale, 'units'>) => sale.units.reduce((sum, unit) => sum + unit.quantity, 0);

/** A sales item: one line per booking, its price per passenger, and the §9 values from its siteB. */
export function saleItem(sale: Sale, index?: number): EcommerceItem {
  const quantity = Math.max(passengers(sale), 1);
  const item: EcommerceItem = {
    item_id: String(sale.productId),
    item_name: sale.productName,
    item_category: sale.locationName,
    item_variant: sale.optionName,
    price: major(sale.amount.amount / quantity),
    quantity,
    ...trackedValues(sale.siteB),
  };
  if (index !== undefined) item.index = index;
  return item;
}

export function addToCartEvent(sale: Sale): EcommerceEvent {
  return { event: 'add_to_cart', ecommerce: { currency: sale.amount.currency, value: major(sale.amount.amount), items: [saleItem(sale)] } };
}

export function removeFromCartEvent(sale: Sale): EcommerceEvent {
  return { event: 'remove_from_cart', ecommerce: { currency: sale.amount.currency, value: major(sale.amount.amount), items: [saleItem(sale)] } };
}

/** The events about the whole basket: view_cart, begin_checkout, add_payment_info (with `payment_type`). */
export function cartEvent(event: 'view_cart' | 'begin_checkout' | 'add_payment_info', cart: Cart, extra: Record<string, string> = {}): EcommerceEvent {
  const coupon = cart.coupon ? { coupon: cart.coupon.code } : {};
  return {
    event,
    ecommerce: { currency: cart.total.currency, value: major(cart.total.amount), ...coupon, ...extra, items: cart.items.map((sale, index) => saleItem(sale, index)) },
  };
}

/** After a successful cancellation: the order's reference and what is given back. */
export function refundEvent(reference: string, refunded: { amount: number; currency: string }): EcommerceEvent {
  return { event: 'refund', ecommerce: { transaction_id: reference, currency: refunded.currency, value: major(refunded.amount) } };
}

/** The record's products (spec §3 cartData/purchaseData). */
export function recordProducts(items: (Omit<EcommerceItem, 'item_id'> & { item_id?: string })[]): RecordProduct[] {
  return items.map((item) => ({
    product_id: item.item_id ? Number(item.item_id) : null,
    name: item.item_name,
    variant: item.item_variant ?? '',
    city: item.item_category,
    price: major((item.price ?? 0) * item.quantity * 100),
    quantity: item.quantity,
  }));
}

export function cartRecord(cart: Cart): NonNullable<MarketingRecord['cartData']> {
  const products = recordProducts(cart.items.map((sale) => saleItem(sale)));
  return {
    cart_id: cart.id,
    total_quantity: products.reduce((sum, product) => sum + product.quantity, 0),
    total_price: major(cart.total.amount),
    quantity: cart.items.length,
    products,
  };
}
