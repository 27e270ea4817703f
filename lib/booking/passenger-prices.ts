import type { Money } from '@/provider/api/contract/common';
import { isBookable } from './limits';
import { lowestPrice } from './total';
import type { OptionDay, PassengerType, ProductDay, UnitType } from './types';

/** What a passenger type costs as far as the panel knows: on the chosen option, the lowest of the day, or not sold. */
export type PassengerPrice = { kind: 'each'; price: Money } | { kind: 'from'; price: Money } | { kind: 'notSold' };

/**
 * Each passenger type's price beside its stepper: the chosen option's price that day;
 * before an option is chosen, the lowest among the day's options on sale; before a day
 * is chosen, nothing (prices vary by day).
 */
export function passengerPrices(types: readonly PassengerType[], day: ProductDay | undefined, option: OptionDay | undefined): Partial<Record<UnitType, PassengerPrice>> {
  const prices: Partial<Record<UnitType, PassengerPrice>> = {};
  if (!day) return prices;
  const onSale = day.options.filter((o) => isBookable(o.status));
  for (const { type } of types) {
    if (option) {
      const unit = option.units.find((u) => u.type === type);
      prices[type] = unit ? { kind: 'each', price: unit.price } : { kind: 'notSold' };
    } else {
      const lowest = lowestPrice(onSale, type);
      if (lowest) prices[type] = { kind: 'from', price: lowest };
    }
  }
  return prices;
}
