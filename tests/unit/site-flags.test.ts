import { describe, expect, it } from 'vitest';
import { bestSellerId } from '@/lib/catalogue/best-seller';
import { lowerPriceDays } from '@/lib/booking/lower-price-days';
import type { CalendarDay } from '@/lib/booking/types';
import { cityFeatures, productFeatures, searchScope, WORLDWIDE_SCOPE } from '@/lib/site/features';
import { SITES } from '@/sites';

const card = (id: number, reviewCount: number, status = 'active') => ({ id, reviewCount, status });
const day = (date: string, amount: number | null, status: CalendarDay['status'] = 'available'): CalendarDay => ({
  date,
  status,
  remaining: null,
  priceFrom: amount === null ? null : { amount, currency: 'EUR' },
});

describe('the best seller of a city’s list (pages.city.tagPromotion)', () => {
  it('is the product on sale with the most reviews, the earlier card on a tie', () => {
    expect(bestSellerId([card(1, 10), card(2, 40), card(3, 40)])).toBe(2);
  });

  it('skips products not on sale, and tags none without reviews', () => {
    expect(bestSellerId([card(1, 90, 'temporarily_unavailable'), card(2, 5)])).toBe(2);
    expect(bestSellerId([card(1, 0), card(2, 0)])).toBeNull();
  });
});

describe('the calendar’s cheaper days (pages.product.calendarPromotion)', () => {
  it('marks the bookable days below the price most days have', () => {
    const month = [day('2027-05-01', 2550), day('2027-05-02', 1990), day('2027-05-03', 2550), day('2027-05-04', 2990)];
    expect(lowerPriceDays(month)).toEqual(new Set(['2027-05-02']));
  });

  it('marks nothing in a month of one price, and ignores days that cannot be booked', () => {
    expect(lowerPriceDays([day('2027-05-01', 2550), day('2027-05-02', 2550)]).size).toBe(0);
    expect(lowerPriceDays([day('2027-05-01', 2550), day('2027-05-02', 2550), day('2027-05-03', 990, 'sold_out')]).size).toBe(0);
  });

  it('takes the higher price as the usual one on a tie', () => {
    expect(lowerPriceDays([day('2027-05-01', 2550), day('2027-05-02', 1990)])).toEqual(new Set(['2027-05-02']));
  });
});

describe('what the site files switch', () => {
  it('limits the search to the site’s scope on a single site, else searches every city', () => {
    expect(searchScope(SITES.paris)).toBe(41);
    expect(searchScope(SITES.spain)).toBe(1762);
    const network = structuredClone(SITES.spain);
    network.flags.singleSite = false;
    expect(searchScope(network)).toBe(WORLDWIDE_SCOPE);
  });

  it('passes each city and product flag of the site to its pages', () => {
    const site = structuredClone(SITES.worldwide);
    site.pages.city = { tagPromotion: false, newProducts: true };
    site.pages.product = { calendarPromotion: false, redirectToMap: true, mapBox: false };
    site.flags.mapsService = false;
    expect(cityFeatures(site)).toEqual({ cards: { tagPromotion: false, newProducts: true }, mapsService: false });
    expect(productFeatures(site)).toEqual({ calendarPromotion: false, redirectToMap: true, mapBox: false, mapsService: false });
  });
});
