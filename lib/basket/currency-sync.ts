import { updateCartCurrency } from '@/lib/api/cart';
import type { ApiResult } from '@/lib/api/result';
import type { Language } from '@/lib/i18n/languages';
import type { Cart } from '@/provider/api/contract/cart';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { callBasket } from './basket-call';

const running = new Map<CurrencyId, Promise<ApiResult<Cart>>>();

/**
 * Spec §4 currency change with items in the basket: the provider re-prices the whole basket.
 * The header's currency menu and the basket page both ask when the currency changes; while one
 * request for a currency is under way the other shares it, so the basket is re-priced once.
 */
export function syncCartCurrency(currency: CurrencyId, language: Language): Promise<ApiResult<Cart>> {
  const pending = running.get(currency);
  if (pending) return pending;
  const request = callBasket((http, context) => updateCartCurrency(http, currency, context), { language, currency }).finally(() => running.delete(currency));
  running.set(currency, request);
  return request;
}
