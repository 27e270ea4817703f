// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductViewTracker } from '@/components/product/product-view-tracker';
import { productDetails } from '@/lib/tracking/product-details';
import { COOKIES } from '@/lib/cookies/names';
import { trackPurchaseOnce, purchaseEvent } from '@/lib/payment/purchase-event';
import { forgetConsentBound } from '@/lib/tracking/consent';
import { updateConsentMode } from '@/lib/tracking/consent-mode';
import { MARKETING_RECORD_KEY, MARKETING_RECORD_MS, readMarketingRecord, writeMarketingRecord, type MarketingRecord } from '@/lib/tracking/marketing-record';
import { trackPageView } from '@/lib/tracking/page-view';
import { checkoutItems, trackAddToCart, trackBeginCheckout, trackViewItem, trackViewItemList } from '@/lib/tracking/track';
import { cartOf, commands, events, resetDataLayer, sale } from '../support/tracking-fakes';

const NOW = new Date('2027-05-01T09:00:00.000Z').getTime();
const stored = () => JSON.parse(localStorage.getItem(MARKETING_RECORD_KEY) ?? 'null') as MarketingRecord | null;
const consent = (value: 'accepted' | 'rejected') => Cookies.set(COOKIES.consent.name, value);
const money = (amount: number, currency: 'EUR' | 'GBP' | 'USD') => ({ from: { amount, currency }, retail: null, savingsPercent: null });
const bus = { id: 4101, name: 'Paris Bus Tour', locationName: 'Paris', prices: { 1: money(3300, 'EUR'), 2: money(2800, 'GBP'), 3: money(3600, 'USD') } };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  resetDataLayer();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  document.documentElement.dataset.currency = '2';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the marketing record (spec §3, §9)', () => {
  it('is written only with consent', () => {
    expect(writeMarketingRecord('webData', { currency: 'EUR', language: 'en', type: 'home' })).toBe(false);
    consent('rejected');
    trackPageView('/en/home', 'worldwide', 'en');
    expect(stored()).toBeNull();
    // The dataLayer is still filled: consent mode, not the shop, keeps the tags quiet.
    expect(events('page_view')).toEqual([{ event: 'page_view', page_type: 'home', page_path: '/en/home', language: 'en', currency: 'GBP', site: 'worldwide' }]);
  });

  it('expires 7 days after it was started, and an expired one is dropped on read', () => {
    consent('accepted');
    writeMarketingRecord('webData', { currency: 'EUR', language: 'en', type: 'home' });
    expect(stored()!.expiration).toBe(NOW + MARKETING_RECORD_MS);
    expect(MARKETING_RECORD_MS).toBe(7 * 86_400_000);
    // A later write keeps the start.
    writeMarketingRecord('webData', { currency: 'EUR', language: 'en', type: 'cart' }, NOW + 1000);
    expect(stored()!.expiration).toBe(NOW + MARKETING_RECORD_MS);
    expect(readMarketingRecord(NOW + MARKETING_RECORD_MS - 1)).not.toBeNull();
    expect(readMarketingRecord(NOW + MARKETING_RECORD_MS)).toBeNull();
    expect(localStorage.getItem(MARKETING_RECORD_KEY)).toBeNull();
  });

  it('drops what it cannot read', () => {
    localStorage.setItem(MARKETING_RECORD_KEY, '{broken');
    expect(readMarketingRecord()).toBeNull();
    expect(localStorage.getItem(MARKETING_RECORD_KEY)).toBeNull();
  });

  it('keeps userData and webData from the page view', () => {
    consent('accepted');
    Cookies.set(COOKIES.memberHint.name, 'Ana');
    Cookies.set(COOKIES.country.name, 'ES');
    trackPageView('/es/carrito', 'spain', 'es');
    expect(stored()).toMatchObject({
      userData: { is_login: true, is_agent: false, country: 'ES' },
      webData: { currency: 'GBP', language: 'es', type: 'cart' },
      categoryData: null,
      productData: null,
      cartData: null,
      purchaseData: null,
    });
  });

  it('keeps the city seen as categoryData', () => {
    consent('accepted');
    trackViewItemList('city', [bus], { category_id: 41, name: 'Paris', url: '/en/41/paris' });
    expect(stored()!.categoryData).toEqual({ category_id: 41, name: 'Paris', url: '/en/41/paris' });
    expect(events('view_item_list')).toHaveLength(1);
  });

  it('keeps every field of productData, with the unit prices in EUR, GBP and USD', () => {
    consent('accepted');
    trackViewItem(bus, {
      url: 'https://example.test/en/41/paris/4101/paris-bus-tour',
      description: 'Two loops.',
      imageUrl: '/api/v2/media/product/4101.svg',
      productType: 'tour',
      available: true,
      country: 'FR',
      duration: { value: 24, unit: 'hour' },
    });
    expect(stored()!.productData).toEqual({
      price: 28,
      quantity: 1,
      unit_prices: { EUR: 33, GBP: 28, USD: 36 },
      url: 'https://example.test/en/41/paris/4101/paris-bus-tour',
      product_id: 4101,
      name: 'Paris Bus Tour',
      description: 'Two loops.',
      image_url: '/api/v2/media/product/4101.svg',
      category: 'Paris',
      availability: 'in stock',
      related_external_product_id: '4101',
      product_type: 'tour',
      city: 'Paris',
      country: 'FR',
      duration: '24 hour',
    });
  });

  it("fills productData.country from the product page's product: its city's ISO code", async () => {
    consent('accepted');
    const product = {
      ...bus,
      country: { id: 250, isoCode: 'FR', name: 'France' },
      overview: 'Two loops.\n\nTwenty stops.',
      image: { url: '/api/v2/media/product/4101.svg', alt: 'A bus', width: 1200, height: 800 },
      type: 'hop_on_hop_off' as const,
      status: 'active' as const,
      duration: { value: 24, unit: 'hour' as const },
    };
    render(createElement(ProductViewTracker, { product: bus, details: productDetails(product, 'https://example.test/en/41/paris/4101/paris-bus-tour') }));
    // The tracking code loads after the page.
    await vi.waitFor(() => expect(stored()?.productData).toMatchObject({ product_id: 4101, city: 'Paris', country: 'FR', description: 'Two loops.' }));
  });

  it('keeps cartData on add to cart, and pushes the item just added', () => {
    consent('accepted');
    const cart = cartOf([sale(1, 4101, 6600), sale(2, 4103, 5000, 1)]);
    trackAddToCart(cart, 4103);
    expect(events('add_to_cart')).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ value: 50, items: [expect.objectContaining({ item_id: '4103' })] }) })]);
    expect(stored()!.cartData).toEqual({
      cart_id: 'cart-7',
      total_quantity: 3,
      total_price: 116,
      quantity: 2,
      products: [
        { product_id: 4101, name: 'Tour 4101', variant: 'Morning', city: 'Paris', price: 66, quantity: 2 },
        { product_id: 4103, name: 'Tour 4103', variant: 'Morning', city: 'Paris', price: 50, quantity: 1 },
      ],
    });
  });

  it('keeps purchaseData once per order, from the items of checkout', () => {
    consent('accepted');
    Cookies.set(COOKIES.country.name, 'FR');
    const cart = cartOf([sale(1, 4101, 6600)]);
    trackBeginCheckout(cart);
    const answer = { reference: 'SSX7K2QH', amount: { amount: 6600, currency: 'EUR' as const } };
    const buyer = { customer: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.test' } };
    const paid = checkoutItems()!.items;
    expect(trackPurchaseOnce('order-1', purchaseEvent(answer, null, paid), buyer)).toBe(true);
    expect(trackPurchaseOnce('order-1', purchaseEvent(answer, null, paid), buyer)).toBe(false);
    expect(events('purchase')).toHaveLength(1);
    expect(stored()!.purchaseData).toEqual({
      purchase_id: 'SSX7K2QH',
      cart_id: 'cart-7',
      total_quantity: 2,
      total_price: 66,
      quantity: 1,
      purchase_date: new Date(NOW).toISOString(),
      emails: ['ana@example.test'],
      country: 'FR',
      products: [{ product_id: 4101, name: 'Tour 4101', variant: 'Morning', city: 'Paris', price: 66, quantity: 2 }],
    });
    // The remembered items are used once.
    expect(checkoutItems()).toBeNull();
  });
});

describe('consent mode', () => {
  it('grants the four signals once on acceptance and denies them again when withdrawn, removing the record', () => {
    consent('accepted');
    writeMarketingRecord('webData', { currency: 'EUR', language: 'en', type: 'home' });
    updateConsentMode('granted');
    updateConsentMode('granted');
    forgetConsentBound();
    const all = (state: string) => ({ ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state });
    expect(commands()).toEqual([
      ['consent', 'default', all('denied')],
      ['consent', 'update', all('granted')],
      ['consent', 'update', all('denied')],
    ]);
    expect(localStorage.getItem(MARKETING_RECORD_KEY)).toBeNull();
  });
});
