import type { ReactNode } from 'react';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';

/**
 * Something shown in each of the three currencies: the page carries all three and the
 * visitor's currency (html[data-currency], set before the first paint) picks one in CSS,
 * so cached pages suit every visitor and a currency change needs no new render.
 */
export function InCurrency({ children }: { children: (currency: 1 | 2 | 3) => ReactNode }) {
  return (
    <>
      {CURRENCY_IDS_IN_ORDER.map((currency) => (
        <span key={currency} data-show-currency={currency}>
          {children(currency)}
        </span>
      ))}
    </>
  );
}
