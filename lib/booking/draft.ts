import { MAX_TICKETS_PER_TYPE } from './limits';
import { departureTakes, tooFewPlaces } from './rules';
import { passengerCount } from './total';
import type { BookingDraft, OptionDay, ProductDay, UnitType } from './types';

export const EMPTY_DRAFT: BookingDraft = {
  date: null,
  quantities: {},
  optionId: null,
  time: null,
  packageChoices: {},
  studentCardConfirmed: false,
};

export type DraftAction =
  | { type: 'date'; date: string }
  | { type: 'quantity'; unit: UnitType; quantity: number }
  /** Choosing another option starts its configuration afresh (spec §4): no time, no package choices. */
  | { type: 'option'; optionId: number }
  | { type: 'time'; time: string }
  | { type: 'package'; groupId: number; choiceId: number }
  | { type: 'studentCard'; confirmed: boolean };

/** The booking draft's transitions. A new date keeps the rest: what no longer fits is dropped by `reconcileDraft`. */
export function draftReducer(draft: BookingDraft, action: DraftAction): BookingDraft {
  switch (action.type) {
    case 'date':
      return { ...draft, date: action.date };
    case 'quantity':
      return { ...draft, quantities: { ...draft.quantities, [action.unit]: clampQuantity(action.quantity) } };
    case 'option':
      return action.optionId === draft.optionId ? draft : { ...draft, optionId: action.optionId, time: null, packageChoices: {} };
    case 'time':
      return { ...draft, time: action.time };
    case 'package':
      return { ...draft, packageChoices: { ...draft.packageChoices, [action.groupId]: action.choiceId } };
    case 'studentCard':
      return { ...draft, studentCardConfirmed: action.confirmed };
  }
}

/** A stepper's value: a whole number from 0 to the provider's maximum per type. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(MAX_TICKETS_PER_TYPE, Math.max(0, Math.trunc(quantity)));
}

/**
 * The draft as it stands on the loaded day: an option the day does not offer or without
 * room for the party, a time the option does not run, no longer on sale or without a place
 * for each passenger, and choices of other options' package groups are dropped. A day with
 * a single option offers it already chosen. Derived, not stored: fewer passengers bring
 * the choice back.
 */
export function reconcileDraft(draft: BookingDraft, day: ProductDay | undefined): BookingDraft {
  if (!day || day.day !== draft.date) return draft;
  const passengers = passengerCount(draft.quantities);
  const option = day.options.find((o) => o.id === draft.optionId) ?? (day.options.length === 1 ? day.options[0] : undefined);
  if (!option || tooFewPlaces(option, passengers)) return { ...draft, optionId: null, time: null, packageChoices: {} };
  const slot = option.times.find((t) => t.time === draft.time);
  return {
    ...draft,
    optionId: option.id,
    time: option.kind === 'timed' && slot && departureTakes(slot, passengers) ? slot.time : null,
    packageChoices: validChoices(option, draft.packageChoices),
  };
}

function validChoices(option: OptionDay, chosen: Record<number, number>): Record<number, number> {
  const kept: Record<number, number> = {};
  for (const group of option.packageGroups) {
    const choice = chosen[group.id];
    if (choice !== undefined && group.choices.some((c) => c.id === choice)) kept[group.id] = choice;
  }
  return kept;
}

/** Whether changing option would throw away something the visitor set up (spec §4 asks first). */
export function hasConfiguration(draft: BookingDraft): boolean {
  return draft.time !== null || Object.keys(draft.packageChoices).length > 0;
}
