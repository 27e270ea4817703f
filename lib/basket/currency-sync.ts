import { getCart, updateCartCurrency } from '@/lib/api/cart';
import type { ApiResult } from '@/lib/api/result';
import type { Language } from '@/lib/i18n/languages';
import type { Cart } from '@/provider/api/contract/cart';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { callBasket } from './basket-call';

const running = new Map<CurrencyId, Promise<ApiResult<Cart>>>();

/**
 * Spec §4 currency change with items in the basket: the provider re-prices the whole basket.
 * The header's currency menu and the page showing the basket both ask when the currency
 * changes; while one request for a currency is under way the other shares it, so the basket
 * is re-priced once.
 */
export function syncCartCurrency(currency: CurrencyId, language: Language): Promise<ApiResult<Cart>> {
  const pending = running.get(currency);
  if (pending) return pending;
  const request = callBasket((http, context) => updateCartCurrency(http, currency, context), { language, currency }).finally(() => running.delete(currency));
  running.set(currency, request);
  return request;
}

/**
 * The basket in the visitor's currency, for every page that shows its money: a basket with
 * items priced in another one (the currency changed here or on another page) is re-priced
 * first, so totals, the pay button and the amount sent to the gateway agree with the
 * provider. A failed re-pricing is only logged (spec §4): the basket keeps its prices and
 * says which currency they are in, and can still be paid in it.
 */
export async function loadCartIn(currency: CurrencyId, language: Language): Promise<ApiResult<Cart>> {
  const loaded = await callBasket(getCart, { language, currency });
  if (!loaded.ok || loaded.data.count === 0 || loaded.data.currencyId === currency) return loaded;
  const repriced = await syncCartCurrency(currency, language);
  if (repriced.ok) return repriced;
  console.error(`The basket could not be re-priced in currency ${currency}: ${repriced.error.message}`);
  return loaded;
}
