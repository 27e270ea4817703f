import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { events, resetDataLayer } from '../support/tracking-fakes';
import { ProductGrid } from '@/components/product/product-card';
import type { ShopProductCard } from '@/lib/api/product-cards';

const price = (amount: number, currency: 'EUR' | 'GBP' | 'USD') => ({ from: { amount, currency }, retail: null, savingsPercent: null });

function card(id: number, name: string): ShopProductCard {
  return {
    id,
    name,
    url: `tour-${id}`,
    lang: 'EN',
    type: 'hop_on_hop_off',
    status: 'active',
    locationId: 41,
    locationName: 'Paris',
    locationUrl: 'paris',
    image: { url: `/api/v2/media/product/${id}.svg`, alt: name, width: 1200, height: 800 },
    duration: { value: 90, unit: 'minute' },
    vehicle: 'bus',
    rating: 4.5,
    reviewCount: 10,
    memberPriceFrom: null,
    memberDiscountPercent: null,
    isNew: false,
    hreflangs: [],
    href: `/en/41/paris/${id}/tour-${id}`,
    prices: { 1: price(2550, 'EUR'), 2: price(2200, 'GBP'), 3: price(2800, 'USD') },
  };
}

beforeEach(() => {
  resetDataLayer();
  document.documentElement.dataset.currency = '3';
});

describe('product list tracking', () => {
  it('pushes view_item_list once, and select_item for the card followed with its position', async () => {
    const products = [card(4101, 'Bus Tour'), card(4102, 'River Cruise')];
    renderShop(<ProductGrid products={products} locale="en-US" listName="city" />);
    // The tracking code loads after the page.
    await vi.waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    expect(events('view_item_list')).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'city',
          currency: 'USD',
          items: [
            { item_id: '4101', item_name: 'Bus Tour', item_category: 'Paris', price: 28, quantity: 1, index: 0, item_list_name: 'city' },
            { item_id: '4102', item_name: 'River Cruise', item_category: 'Paris', price: 28, quantity: 1, index: 1, item_list_name: 'city' },
          ],
        },
      },
    ]);
    // Following a link only: jsdom does not navigate.
    screen.getByRole('link', { name: 'River Cruise' }).addEventListener('click', (event) => event.preventDefault());
    screen.getByRole('link', { name: 'River Cruise' }).click();
    await vi.waitFor(() => expect(events('select_item')).toHaveLength(1));
    expect(events('select_item')).toEqual([
      { event: 'select_item', ecommerce: { item_list_name: 'city', currency: 'USD', items: [expect.objectContaining({ item_id: '4102', index: 1 })] } },
    ]);
  });
});
