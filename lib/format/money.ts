import type { Money } from '@/provider/api/contract/common';

/**
 * A price as the shop shows it: the locale's currency format with the ISO code beside
 * the symbol (spec §4), e.g. '€24.50 EUR', '24,50 € EUR', 'US$29.00 USD' in de-DE… Money is
 * minor units; whole amounts keep their cents so prices line up.
 */
export function formatMoney(money: Money, intlLocale: string): string {
  const formatted = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: money.currency }).format(money.amount / 100);
  return `${formatted} ${money.currency}`;
}
