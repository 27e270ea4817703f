'use client';

import { formatMoney } from '@/lib/format/money';
import { useDateFormat } from '@/lib/format/use-date-format';
import type { Money } from '@/provider/api/contract/common';

/** Minor units of a currency as the page's language writes them: '€480.00', '480,00 €'. */
export function useMoney() {
  const { intlLocale } = useDateFormat();
  return (amount: number, currency: Money['currency']) => formatMoney({ amount, currency }, intlLocale);
}
