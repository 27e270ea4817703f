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
 * A price as the shop shows it: the locale's currency format with the ISO code beside
 * the symbol (spec §4), e.g. '€24.50 EUR', '24,50 € EUR', 'US$29.00 USD' in de-DE… Money is
 * minor units; whole amounts keep their cents so prices line up.
 */
export function formatMoney(money: Money, intlLocale: string): string {
  const formatted = formatter(intlLocale, money.currency).format(money.amount / 100);
  return `${formatted} ${money.currency}`;
}

/** The amount alone in the locale's currency format ('€84.00'), for texts that name the code themselves. */
export function formatAmount(money: Money, intlLocale: string): string {
  return formatter(intlLocale, money.currency).format(money.amount / 100);
}
