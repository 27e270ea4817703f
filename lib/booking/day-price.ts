import type { Money } from '@/provider/api/contract/common';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A day's price-from in a calendar cell, where a full price ('US$25.50' in British English) does not fit
 * on a phone: the narrow symbol, and cents only when there are some ('€25', '€25.50').
 * The cell's label carries the full price.
 */
export function formatDayPrice(money: Money, intlLocale: string): string {
  const digits = money.amount % 100 === 0 ? 0 : 2;
  const key = `${intlLocale}|${money.currency}|${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: money.currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format.format(money.amount / 100);
}
