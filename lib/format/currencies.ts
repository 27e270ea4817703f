import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';

export const CURRENCY_IDS_IN_ORDER: CurrencyId[] = [1, 2, 3];

/** "€ EUR": the currency menu names each currency by its symbol and its code, as neither alone is always known. */
export const currencyLabel = (id: CurrencyId) => `${CURRENCIES[id].symbol} ${CURRENCIES[id].code}`;
