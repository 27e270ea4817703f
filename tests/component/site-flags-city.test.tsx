import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { ProductGrid } from '@/components/product/product-card';
import type { ShopProductCard } from '@/lib/api/product-cards';
import { loadShopTracking } from '@/lib/tracking/load-tracking';

// The cards' list loads the tracking code after it renders: the file ends once that is in, not while it loads.
afterAll(() => loadShopTracking());

/** The city flags (pages.city): the "Best seller" tag and the "New" badge on a city's product cards. */

const price = { from: { amount: 2550, currency: 'EUR' as const }, retail: null, savingsPercent: null };

function card(id: number, name: string, reviewCount: number, isNew: boolean): ShopProductCard {
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
    reviewCount,
    memberPriceFrom: null,
    memberDiscountPercent: null,
    isNew,
    hreflangs: [],
    href: `/en/41/paris/${id}/tour-${id}`,
    prices: { 1: price, 2: { ...price, from: { amount: 2200, currency: 'GBP' } }, 3: { ...price, from: { amount: 2800, currency: 'USD' } } },
  };
}

const products = [card(4101, 'Bus Tour', 163, false), card(4102, 'River Cruise', 412, false), card(4103, 'Night Walk', 0, true)];
const article = (name: string) => within(screen.getByRole('link', { name }).closest('article')!);

describe('a city’s product cards', () => {
  it('tag the most reviewed product "Best seller" with tagPromotion on, and only that one', () => {
    renderShop(<ProductGrid products={products} locale="en-GB" cityFlags={{ tagPromotion: true, newProducts: true }} />);
    expect(article('River Cruise').getByText('Best seller')).toBeVisible();
    expect(screen.getAllByText('Best seller')).toHaveLength(1);
  });

  it('carry no tag with tagPromotion off', () => {
    renderShop(<ProductGrid products={products} locale="en-GB" cityFlags={{ tagPromotion: false, newProducts: true }} />);
    expect(screen.queryByText('Best seller')).toBeNull();
  });

  it('mark new products with newProducts on, and not with it off', () => {
    const { unmount } = renderShop(<ProductGrid products={products} locale="en-GB" cityFlags={{ tagPromotion: false, newProducts: true }} />);
    expect(article('Night Walk').getByText('New')).toBeVisible();
    expect(article('Bus Tour').queryByText('New')).toBeNull();
    unmount();

    renderShop(<ProductGrid products={products} locale="en-GB" cityFlags={{ tagPromotion: false, newProducts: false }} />);
    expect(screen.queryByText('New')).toBeNull();
  });

  it('keep the "New" badge and no tag in lists outside a city’s pages', () => {
    renderShop(<ProductGrid products={products} locale="en-GB" />);
    expect(article('Night Walk').getByText('New')).toBeVisible();
    expect(screen.queryByText('Best seller')).toBeNull();
  });
});
