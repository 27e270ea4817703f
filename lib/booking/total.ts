import type { Money } from '@/provider/api/contract/common';
import type { BookingDraft, Unit, UnitType } from './types';

export interface TotalLine {
  type: UnitType;
  name: string;
  quantity: number;
  unitPrice: Money;
  amount: Money;
}

export interface BookingTotal {
  lines: TotalLine[];
  total: Money;
  /** What the same tickets cost at the ticket office, when more. */
  retail: Money | null;
  /** retail − total, when positive. */
  savings: Money | null;
}

/** Every passenger chosen: each ticket is one place, as the provider counts them. */
export function passengerCount(quantities: BookingDraft['quantities']): number {
  return Object.values(quantities).reduce<number>((sum, quantity) => sum + (quantity ?? 0), 0);
}

/**
 * The price of the chosen tickets on the chosen option and day: integer minor units
 * multiplied and added, never floats. Null when nothing is chosen, when the option does
 * not sell a chosen passenger type, or when its prices are not all in one currency.
 */
export function bookingTotal(units: readonly Unit[], quantities: BookingDraft['quantities'], member = false): BookingTotal | null {
  const chosen = (Object.entries(quantities) as [UnitType, number | undefined][]).filter(([, quantity]) => (quantity ?? 0) > 0);
  if (chosen.length === 0) return null;
  const lines: TotalLine[] = [];
  let retailAmount = 0;
  for (const [type, quantity = 0] of chosen) {
    const unit = units.find((u) => u.type === type);
    if (!unit) return null;
    // A signed-in member sees what the provider will charge them: the member price where there is one.
    const price = (member && unit.memberPrice) || unit.price;
    lines.push({ type, name: unit.name, quantity, unitPrice: price, amount: { amount: price.amount * quantity, currency: price.currency } });
    const retail = unit.retail && unit.retail.currency === unit.price.currency && unit.retail.amount > unit.price.amount ? unit.retail : unit.price;
    retailAmount += retail.amount * quantity;
  }
  const currency = lines[0]!.unitPrice.currency;
  if (lines.some((line) => line.unitPrice.currency !== currency)) return null;
  const amount = lines.reduce((sum, line) => sum + line.amount.amount, 0);
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(retailAmount)) return null;
  const saved = retailAmount - amount;
  return {
    lines,
    total: { amount, currency },
    retail: saved > 0 ? { amount: retailAmount, currency } : null,
    savings: saved > 0 ? { amount: saved, currency } : null,
  };
}

/** The lowest price of a passenger type among options, to show before an option is chosen. */
export function lowestPrice(options: readonly { units: readonly Unit[] }[], type: UnitType): Money | null {
  let lowest: Money | null = null;
  for (const option of options) {
    const unit = option.units.find((u) => u.type === type);
    if (unit && (!lowest || unit.price.amount < lowest.amount)) lowest = unit.price;
  }
  return lowest;
}
