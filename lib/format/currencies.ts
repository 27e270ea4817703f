import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';

export const CURRENCY_IDS_IN_ORDER: CurrencyId[] = [1, 2, 3];

/** "€ EUR": prices always show the ISO code next to the symbol. */
export const currencyLabel = (id: CurrencyId) => `${CURRENCIES[id].symbol} ${CURRENCIES[id].code}`;
