import type { Money } from '../../api/contract/common';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import type { UnitType } from '../../domain/catalogue';
import { price, type Prices } from '../money';

export interface QuantityOf {
  type: UnitType;
  quantity: number;
}

/** Each passenger type's price that day and the item's total: integers in minor units, never floats. */
export function priceItem(units: (Prices & { unitType: UnitType })[], quantities: QuantityOf[], currency: CurrencyId, changePercent: number) {
  const lines = quantities
    .filter((q) => q.quantity > 0)
    .map((q) => {
      const unit = units.find((u) => u.unitType === q.type);
      if (!unit) throw new Error(`No unit ${q.type}`);
      return { type: q.type, quantity: q.quantity, unitPrice: price(unit, currency, changePercent) };
    });
  const amount = lines.reduce((sum, line) => sum + line.unitPrice.amount * line.quantity, 0);
  return { lines, total: { amount, currency: CURRENCIES[currency].code } satisfies Money };
}

/** A percentage off, rounded to the nearest minor unit (half up), never more than the amount. */
export function discountOf(amount: number, percent: number): number {
  return Math.min(amount, Math.floor((amount * percent + 50) / 100));
}

export const passengersOf = (quantities: QuantityOf[]) => quantities.reduce((sum, q) => sum + q.quantity, 0);
