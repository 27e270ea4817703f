import type { Money } from '@/provider/api/contract/common';

// A page formats hundreds of prices (three currencies each; a calendar month): one formatter per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(intlLocale: string, currency: string): Intl.NumberFormat {
  const key = `${intlLocale}|${currency}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.NumberFormat(intlLocale, { style: 'currency', currency })));
  return found;
}

/**
 * A price as the shop shows it: the amount once with its currency once, in the locale's own
 * currency format. That format (CLDR's) uses a symbol where the locale's readers take it for
 * one currency and a marked symbol or the ISO code where they would not: '£17.00', '$28.00'
 * (en-US), 'US$28.00' (en-GB), '17,00 £' (de), '28,00 $US' (fr), '17,00 GBP' (es). Money is
 * minor units; whole amounts keep their cents so prices line up.
 */
export function formatMoney(money: Money, intlLocale: string): string {
  return formatter(intlLocale, money.currency).format(money.amount / 100);
}

/**
 * The amount about to be charged, with the ISO code named once so the visitor knows what their
 * card is charged in: '€84.00 (EUR)', '84,00 € (EUR)'; where the locale writes the code itself
 * ('84,00 GBP' in Spanish) nothing is added.
 */
export function formatMoneyWithCode(money: Money, intlLocale: string): string {
  const parts = formatter(intlLocale, money.currency).formatToParts(money.amount / 100);
  const formatted = parts.map((part) => part.value).join('');
  return parts.some((part) => part.type === 'currency' && part.value === money.currency) ? formatted : `${formatted} (${money.currency})`;
}
