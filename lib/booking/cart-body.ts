import type { AddToCartBody } from '@/provider/api/contract/cart';
import type { BookingDraft, OptionDay, UnitType } from './types';

/**
 * The add-to-cart request for a checked draft: only the passenger types chosen, the
 * departure only for timed options, one choice per package group in the option's order.
 */
export function addToCartBody(productId: number, draft: BookingDraft & { date: string }, option: OptionDay): AddToCartBody {
  const units = (Object.entries(draft.quantities) as [UnitType, number | undefined][])
    .filter(([, quantity]) => (quantity ?? 0) > 0)
    .map(([type, quantity]) => ({ type, quantity: quantity ?? 0 }));
  const packageChoices = option.packageGroups.flatMap((group) => {
    const choice = draft.packageChoices[group.id];
    return choice === undefined ? [] : [choice];
  });
  return {
    productId,
    optionId: option.id,
    date: draft.date,
    ...(option.kind === 'timed' && draft.time !== null ? { time: draft.time } : {}),
    units,
    packageChoices,
  };
}
