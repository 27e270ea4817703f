import type { Money } from '@/provider/api/contract/common';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';
import type { ApiContext } from './context';
import type { ApiResult } from './result';

/** A "from" price, what the ticket office charges, and the saving, in one currency. */
export interface FromPrice {
  from: Money | null;
  retail: Money | null;
  savingsPercent: number | null;
  /** What a signed-in member pays from, when the product has a member price (absent: none). */
  member?: Money | null;
}

export type InEveryCurrency<T> = Record<CurrencyId, T>;

/**
 * One provider call made in each of the three currencies. Pages are cached for every
 * visitor, so they carry all three and the browser shows the visitor's (ADR 0007).
 */
export async function inEveryCurrency<T>(
  load: (context: ApiContext) => Promise<ApiResult<T>>,
  context: ApiContext,
): Promise<ApiResult<InEveryCurrency<T>>> {
  const results = await Promise.all(CURRENCY_IDS_IN_ORDER.map((currency) => load({ ...context, currency })));
  const failed = results.find((result) => !result.ok);
  if (failed && !failed.ok) return failed;
  const data = Object.fromEntries(CURRENCY_IDS_IN_ORDER.map((currency, i) => [currency, (results[i] as { data: T }).data]));
  return { ok: true, data: data as InEveryCurrency<T> };
}

/** The from-price of the item with this id in each currency's answer. */
export function fromPriceOf<
  T extends { id: number; priceFrom: Money | null; retailFrom: Money | null; savingsPercent: number | null; memberPriceFrom?: Money | null },
>(
  lists: InEveryCurrency<T[]>,
  id: number,
): InEveryCurrency<FromPrice> {
  const pick = (currency: CurrencyId): FromPrice => {
    const item = lists[currency].find((candidate) => candidate.id === id);
    const price: FromPrice = { from: item?.priceFrom ?? null, retail: item?.retailFrom ?? null, savingsPercent: item?.savingsPercent ?? null };
    return item?.memberPriceFrom ? { ...price, member: item.memberPriceFrom } : price;
  };
  return { 1: pick(1), 2: pick(2), 3: pick(3) };
}
