import type { Money } from '../api/contract/common';
import { CURRENCIES, type CurrencyId } from '../api/contract/languages';

/** A price stored in the three currencies, in minor units. */
export interface Prices {
  priceEur: number;
  priceGbp: number;
  priceUsd: number;
}

export interface RetailPrices {
  retailEur: number | null;
  retailGbp: number | null;
  retailUsd: number | null;
}

const COLUMN = { 1: 'Eur', 2: 'Gbp', 3: 'Usd' } as const;

/** The price in the request's currency, changed by a percentage and rounded to 50 minor units. */
export function price(prices: Prices, currency: CurrencyId, changePercent = 0): Money {
  const base = prices[`price${COLUMN[currency]}`];
  return { amount: adjust(base, changePercent), currency: CURRENCIES[currency].code };
}

export function retail(prices: RetailPrices, currency: CurrencyId, changePercent = 0): Money | null {
  const base = prices[`retail${COLUMN[currency]}`];
  return base === null ? null : { amount: adjust(base, changePercent), currency: CURRENCIES[currency].code };
}

function adjust(amount: number, percent: number): number {
  return percent === 0 ? amount : Math.round((amount * (100 + percent)) / 100 / 50) * 50;
}

/** Whole percent saved against the ticket office price, when there is a saving. */
export function savingsPercent(priceFrom: Money | null, retailFrom: Money | null): number | null {
  if (!priceFrom || !retailFrom || retailFrom.amount <= priceFrom.amount) return null;
  return Math.round(((retailFrom.amount - priceFrom.amount) / retailFrom.amount) * 100);
}

/**
 * The unit a product's "from" price quotes: the first paying passenger type of an
 * option (adults on most products, the whole group on private cars).
 */
export function leadUnit<T extends Prices & { position: number }>(units: T[]): T | undefined {
  return [...units].sort((a, b) => a.position - b.position).find((unit) => unit.priceEur > 0);
}
