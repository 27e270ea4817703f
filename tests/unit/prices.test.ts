import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@/provider/api/contract/products';
import { fromPriceOf, inEveryCurrency } from '@/lib/api/prices';
import { toShopCards } from '@/lib/api/product-cards';
import { lowestPrices } from '@/lib/site/location-view-data';
import { timeLeft } from '@/components/home/time-left';

const CODES = { 1: 'EUR', 2: 'GBP', 3: 'USD' } as const;

function card(id: number, currency: 1 | 2 | 3, amount: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `Tour ${id}`,
    url: `tour-${id}`,
    lang: 'IT',
    type: 'city_tour',
    status: 'active',
    locationId: 41,
    locationName: 'Parigi',
    locationUrl: 'parigi',
    image: { url: `/api/v2/media/product/${id}.svg`, alt: '', width: 1200, height: 800 },
    duration: { value: 2, unit: 'hour' },
    vehicle: null,
    rating: 4.5,
    reviewCount: 10,
    priceFrom: { amount, currency: CODES[currency] },
    retailFrom: { amount: amount + 500, currency: CODES[currency] },
    savingsPercent: 12,
    memberPriceFrom: null,
    memberDiscountPercent: null,
    isNew: false,
    hreflangs: [],
    ...overrides,
  };
}

describe('prices in every currency', () => {
  it('asks once per currency and keeps each answer under its currency', async () => {
    const asked: number[] = [];
    const result = await inEveryCurrency(async (context) => {
      asked.push(context.currency ?? 0);
      return { ok: true as const, data: [card(4101, context.currency as 1 | 2 | 3, 1000 * (context.currency ?? 0))] };
    }, { language: 'it' });
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect(result.ok && fromPriceOf(result.data, 4101)).toEqual({
      1: { from: { amount: 1000, currency: 'EUR' }, retail: { amount: 1500, currency: 'EUR' }, savingsPercent: 12 },
      2: { from: { amount: 2000, currency: 'GBP' }, retail: { amount: 2500, currency: 'GBP' }, savingsPercent: 12 },
      3: { from: { amount: 3000, currency: 'USD' }, retail: { amount: 3500, currency: 'USD' }, savingsPercent: 12 },
    });
  });

  it('fails as a whole when one currency fails: a page never mixes missing prices', async () => {
    const result = await inEveryCurrency(async (context) =>
      context.currency === 2 ? { ok: false as const, error: { kind: 'network' as const, message: 'down' } } : { ok: true as const, data: 1 },
    { language: 'en' });
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'down' } });
  });

  it('turns cards into links in the page’s language with their prices, in the first answer’s order', () => {
    const lists = { 1: [card(2, 1, 900), card(1, 1, 500)], 2: [card(1, 2, 450), card(2, 2, 800)], 3: [card(2, 3, 1000), card(1, 3, 600)] };
    const cards = toShopCards(lists, 'it');
    expect(cards.map((c) => c.id)).toEqual([2, 1]);
    expect(cards[1]?.href).toBe('/it/41/parigi/1/tour-1');
    expect(cards[1]?.prices[2].from).toEqual({ amount: 450, currency: 'GBP' });
    expect(cards[0]).not.toHaveProperty('priceFrom');
  });

  it('gives a city the lowest price of its products on sale, in each currency', () => {
    const lists = {
      1: [card(1, 1, 900), card(2, 1, 500), card(3, 1, 100, { status: 'temporarily_unavailable' })],
      2: [card(1, 2, 700), card(2, 2, 800), card(3, 2, 50, { status: 'temporarily_unavailable' })],
      3: [card(1, 3, 1100), card(2, 3, 600), card(3, 3, 90, { status: 'temporarily_unavailable' })],
    };
    const lowest = lowestPrices(toShopCards(lists, 'en'));
    expect([lowest[1].from?.amount, lowest[2].from?.amount, lowest[3].from?.amount]).toEqual([500, 700, 600]);
    expect(lowestPrices([])[1]).toEqual({ from: null, retail: null, savingsPercent: null });
  });
});

describe('the countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = Date.parse('2027-01-06T23:59:59+01:00');
    const now = end - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
  });

  it('stops at zero once the deadline has passed', () => {
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
  });
});
