import type { ProductCard } from '@/provider/api/contract/products';
import { parseLanguage } from '@/lib/i18n/negotiate';
import type { Language } from '@/lib/i18n/languages';
import { productPath } from '@/lib/i18n/paths';
import { fromPriceOf, type FromPrice, type InEveryCurrency } from './prices';

/** A product as lists show it: its card, its page, and its from-price in every currency. */
export interface ShopProductCard extends Omit<ProductCard, 'priceFrom' | 'retailFrom' | 'savingsPercent'> {
  href: string;
  prices: InEveryCurrency<FromPrice>;
}

/** Cards from the same list asked in each currency, in the order of the first. */
export function toShopCards(lists: InEveryCurrency<ProductCard[]>, language: Language): ShopProductCard[] {
  return lists[1].map(({ priceFrom: _p, retailFrom: _r, savingsPercent: _s, ...card }) => ({
    ...card,
    href: productPath(parseLanguage(card.lang) ?? language, card.locationId, card.locationUrl, card.id, card.url),
    prices: fromPriceOf(lists, card.id),
  }));
}
