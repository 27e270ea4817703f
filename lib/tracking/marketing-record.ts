import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/cookies/names';
import type { PageType } from './page-type';

/** The local-storage key of spec §3's marketing record. */
export const MARKETING_RECORD_KEY = 'marketing';
/** Spec §9: the marketing record lives 7 days from when it was started. */
export const MARKETING_RECORD_MS = 7 * 24 * 60 * 60 * 1000;

export type CurrencyCode = 'EUR' | 'GBP' | 'USD';

/** A product of the basket or the order, as the record lists it. */
export interface RecordProduct {
  /** Null for an order seen only through its vouchers, which do not name the product id. */
  product_id: number | null;
  name: string;
  /** The ticket option chosen. */
  variant: string;
  city: string;
  /** Major units, in the basket's currency. */
  price: number;
  /** Passengers on the item. */
  quantity: number;
}

export interface MarketingRecord {
  /** Epoch milliseconds after which the record is dropped. */
  expiration: number;
  userData: { is_login: boolean; is_agent: boolean; country: string | null };
  webData: { currency: CurrencyCode; language: string; type: PageType };
  /** The last city (category) page seen. */
  categoryData: { category_id: number; name: string; url: string } | null;
  /** The last product page seen. */
  productData: {
    /** The from-price in the visitor's currency, major units. */
    price: number | null;
    quantity: number;
    /** The from-price in each currency, major units. */
    unit_prices: Record<CurrencyCode, number | null>;
    url: string;
    product_id: number;
    name: string;
    description: string;
    image_url: string;
    category: string;
    availability: 'in stock' | 'out of stock';
    /** The product's id in the feeds shared with ad platforms (the catalogue id, as a string). */
    related_external_product_id: string;
    product_type: string;
    city: string;
    country: string | null;
    /** '24 hour', '90 minute'. */
    duration: string;
  } | null;
  cartData: { cart_id: string | null; total_quantity: number; total_price: number; quantity: number; products: RecordProduct[] } | null;
  purchaseData: {
    purchase_id: string;
    cart_id: string | null;
    total_quantity: number;
    total_price: number;
    quantity: number;
    /** ISO 8601. */
    purchase_date: string;
    emails: string[];
    country: string | null;
    products: RecordProduct[];
  } | null;
}

type Section = Exclude<keyof MarketingRecord, 'expiration'>;

const consented = () => Cookies.get(COOKIES.consent.name) === 'accepted';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored record; an expired or unreadable one is removed and read as none. */
export function readMarketingRecord(now = Date.now()): MarketingRecord | null {
  const store = storage();
  const raw = store?.getItem(MARKETING_RECORD_KEY);
  if (!store || !raw) return null;
  try {
    const record = JSON.parse(raw) as MarketingRecord;
    if (typeof record?.expiration === 'number' && record.expiration > now) return record;
  } catch {
    // A record this shop did not write: drop it like an expired one.
  }
  store.removeItem(MARKETING_RECORD_KEY);
  return null;
}

const blank = (now: number): MarketingRecord => ({
  expiration: now + MARKETING_RECORD_MS,
  userData: { is_login: false, is_agent: false, country: null },
  webData: { currency: 'EUR', language: 'en', type: 'other' },
  categoryData: null,
  productData: null,
  cartData: null,
  purchaseData: null,
});

/**
 * Sets one part of the record, only with the visitor's consent (spec §4, ADR 0005); a record
 * past its expiry starts again. False when nothing was written.
 */
export function writeMarketingRecord<K extends Section>(section: K, value: MarketingRecord[K], now = Date.now()): boolean {
  const store = storage();
  if (!store || !consented()) return false;
  const record = readMarketingRecord(now) ?? blank(now);
  try {
    store.setItem(MARKETING_RECORD_KEY, JSON.stringify({ ...record, [section]: value }));
    return true;
  } catch {
    // A full or refused storage: tracking is never worth an error.
    return false;
  }
}

/** "Only necessary" and withdrawing consent: the record goes. */
export function forgetMarketingRecord() {
  storage()?.removeItem(MARKETING_RECORD_KEY);
}
