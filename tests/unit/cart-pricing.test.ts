import { describe, expect, it } from 'vitest';
import { discountOf, passengersOf, priceItem } from '@/provider/services/cart/pricing';
import { almostSoldOutAt, slotStatus } from '@/provider/services/availability/engine';

const adult = { unitType: 'adult' as const, priceEur: 2550, priceGbp: 2200, priceUsd: 2790 };
const child = { unitType: 'child' as const, priceEur: 1400, priceGbp: 1200, priceUsd: 1530 };

describe('an item’s price', () => {
  it('is each passenger type’s price times its quantity, in minor units of the basket’s currency', () => {
    const { lines, total } = priceItem([adult, child], [{ type: 'adult', quantity: 2 }, { type: 'child', quantity: 1 }], 2, 0);
    expect(lines.map((l) => [l.type, l.unitPrice.amount])).toEqual([['adult', 2200], ['child', 1200]]);
    expect(total).toEqual({ amount: 2 * 2200 + 1200, currency: 'GBP' });
  });

  it('applies the day’s price change per ticket, rounded to 50 minor units, before multiplying', () => {
    // €25.50 + 12 % = €28.56 → €28.50 a ticket; three of them €85.50, not 3 × 28.56 rounded.
    expect(priceItem([adult], [{ type: 'adult', quantity: 3 }], 1, 12).total.amount).toBe(8550);
  });

  it('leaves out types nobody chose and stays an integer for large baskets', () => {
    const { lines, total } = priceItem([adult, child], [{ type: 'adult', quantity: 50 }, { type: 'child', quantity: 0 }], 3, 0);
    expect(lines).toHaveLength(1);
    expect(Number.isInteger(total.amount)).toBe(true);
    expect(total.amount).toBe(139_500);
  });

  it('refuses a type the option does not sell', () => {
    expect(() => priceItem([adult], [{ type: 'child', quantity: 1 }], 1, 0)).toThrow('No unit child');
  });
});

describe('a coupon’s discount', () => {
  it.each([
    [5100, 10, 510],
    [1999, 10, 200], // 199.9 rounds half up
    [1994, 10, 199],
    [333, 15, 50], // 49.95 → 50
    [700, 100, 700],
  ])('of %i at %i %% is %i', (amount, percent, discount) => {
    expect(discountOf(amount, percent)).toBe(discount);
  });
});

describe('availability arithmetic', () => {
  it('counts passengers across types', () => {
    expect(passengersOf([{ type: 'adult', quantity: 2 }, { type: 'child', quantity: 3 }])).toBe(5);
  });

  it('calls a departure almost sold out from 15 % of its capacity (at least 2) and sold out at 0', () => {
    expect(almostSoldOutAt(20)).toBe(3);
    expect(almostSoldOutAt(5)).toBe(2);
    expect(slotStatus(20, 4)).toBe('available');
    expect(slotStatus(20, 3)).toBe('almost_sold_out');
    expect(slotStatus(20, 0)).toBe('sold_out');
  });
});
