import type { ErrorReason } from '@/provider/api/contract/errors';
import { isBookable } from './limits';
import { passengerCount } from './total';
import type { BookingDraft, OptionDay, ProductDay, TimeSlot } from './types';

/**
 * Why a booking cannot go ahead (spec §5 "Booking", §8), each with a message in the
 * `booking.errors` catalogue. The provider's refusals (its `reason`) share these codes, so
 * a check here and the same refusal from the provider read alike.
 */
export const BOOKING_PROBLEMS = [
  'TEMPORARILY_UNAVAILABLE',
  'NO_DATE',
  'DAY_UNAVAILABLE',
  'SOLD_OUT',
  'NO_PASSENGERS',
  'NO_MATCHING_OPTION',
  'NO_OPTION',
  'OPTION_NOT_SELECTABLE',
  'MIN_PASSENGERS',
  'NO_HOURS',
  'NO_TIME_SLOT',
  'TIME_UNAVAILABLE',
  'NOT_ENOUGH_PLACES',
  'PACKAGE_OPTIONS',
  'STUDENT_CARD',
  'LOCATION_DENIED',
  'LOCATION_TOO_FAR',
  'CART_FULL',
  'TECHNICAL',
] as const;
export type BookingProblem = (typeof BOOKING_PROBLEMS)[number];

/** The part of the panel where each problem is put right: its message shows there and focus goes there. */
export type BookingSection = 'date' | 'passengers' | 'option' | 'time' | 'packages' | 'student' | 'submit';

export const PROBLEM_SECTION: Record<BookingProblem, BookingSection> = {
  TEMPORARILY_UNAVAILABLE: 'submit',
  NO_DATE: 'date',
  DAY_UNAVAILABLE: 'date',
  SOLD_OUT: 'date',
  NO_PASSENGERS: 'passengers',
  NO_MATCHING_OPTION: 'passengers',
  NO_OPTION: 'option',
  OPTION_NOT_SELECTABLE: 'option',
  MIN_PASSENGERS: 'passengers',
  NO_HOURS: 'option',
  NO_TIME_SLOT: 'time',
  TIME_UNAVAILABLE: 'time',
  NOT_ENOUGH_PLACES: 'passengers',
  PACKAGE_OPTIONS: 'packages',
  STUDENT_CARD: 'student',
  LOCATION_DENIED: 'submit',
  LOCATION_TOO_FAR: 'submit',
  CART_FULL: 'submit',
  TECHNICAL: 'submit',
};

export interface BookingCheck {
  available: boolean;
  studentCardRequired: boolean;
  draft: BookingDraft;
  /** The chosen day's options, once loaded. */
  day: ProductDay | undefined;
}

/**
 * The first thing standing between the draft and the basket, in the order the panel
 * asks for things, or null when the provider should accept it. The same rules as the
 * provider's add-to-cart, plus the student card the visitor confirms here.
 */
export function checkBooking({ available, studentCardRequired, draft, day }: BookingCheck): BookingProblem | null {
  if (!available) return 'TEMPORARILY_UNAVAILABLE';
  if (draft.date === null || !day || day.day !== draft.date) return 'NO_DATE';
  if (!isBookable(day.status)) return day.status === 'sold_out' ? 'SOLD_OUT' : 'DAY_UNAVAILABLE';
  const passengers = passengerCount(draft.quantities);
  if (passengers === 0) return 'NO_PASSENGERS';

  const option = day.options.find((o) => o.id === draft.optionId);
  const anyFits = day.options.some((o) => fitsPassengers(o, draft.quantities));
  if (!option) return anyFits ? 'NO_OPTION' : 'NO_MATCHING_OPTION';
  if (option.status === 'sold_out') return 'SOLD_OUT';
  if (option.kind === 'timed' && !option.times.some((t) => isBookable(t.status))) return 'NO_HOURS';
  if (!isBookable(option.status) || !sellsAll(option, draft.quantities)) return 'OPTION_NOT_SELECTABLE';
  if (passengers < option.minPassengers) return 'MIN_PASSENGERS';
  // Places before the time: no departure of this option takes the party, so asking for one would mislead.
  if (!hasRoomFor(option, passengers)) return anyFits ? 'NOT_ENOUGH_PLACES' : 'NO_MATCHING_OPTION';

  if (option.kind === 'timed') {
    if (draft.time === null) return 'NO_TIME_SLOT';
    const slot = option.times.find((t) => t.time === draft.time);
    if (!slot || !isBookable(slot.status)) return 'TIME_UNAVAILABLE';
    if (passengers > slot.remaining) return 'NOT_ENOUGH_PLACES';
  } else if (option.remaining !== null && passengers > option.remaining) {
    return 'NOT_ENOUGH_PLACES';
  }

  if (option.packageGroups.some((group) => !group.choices.some((c) => c.id === draft.packageChoices[group.id]))) return 'PACKAGE_OPTIONS';
  if (studentCardRequired && (draft.quantities.student ?? 0) > 0 && !draft.studentCardConfirmed) return 'STUDENT_CARD';
  return null;
}

/** Whether an option sells every passenger type chosen. */
export function sellsAll(option: Pick<OptionDay, 'units'>, quantities: BookingDraft['quantities']): boolean {
  return Object.entries(quantities).every(([type, quantity]) => !quantity || option.units.some((u) => u.type === type));
}

/** Whether a departure is on sale with a place for each passenger. */
export const departureTakes = (slot: TimeSlot, passengers: number) => isBookable(slot.status) && slot.remaining >= passengers;

/** Whether an option has the places for the party: a departure that takes them all, or an open pass with room. */
export function hasRoomFor(option: OptionDay, passengers: number): boolean {
  if (option.kind === 'timed') return option.times.some((t) => departureTakes(t, passengers));
  return option.remaining === null || option.remaining >= passengers;
}

/** Whether an option still has places, but too few for the party: it cannot be chosen for it. */
export const tooFewPlaces = (option: OptionDay, passengers: number) => passengers > 1 && hasRoomFor(option, 1) && !hasRoomFor(option, passengers);

/** Whether an option could take these passengers on its day: on sale, the types, the minimum, and the places. */
export function fitsPassengers(option: OptionDay, quantities: BookingDraft['quantities']): boolean {
  const passengers = passengerCount(quantities);
  if (!isBookable(option.status) || !sellsAll(option, quantities) || passengers < option.minPassengers) return false;
  return hasRoomFor(option, passengers);
}

/**
 * Whether the day has something on sale but nothing for the party chosen: the panel says so
 * at once (spec §8 "no options for date and passengers"), before asking for a ticket or a time.
 */
export function nothingFitsParty(day: ProductDay, quantities: BookingDraft['quantities']): boolean {
  if (passengerCount(quantities) === 0 || !day.options.some((o) => isBookable(o.status))) return false;
  return !day.options.some((o) => fitsPassengers(o, quantities));
}

/** The problem a refusal from the provider stands for; anything unexplained is a technical problem. */
export function problemForReason(reason: ErrorReason | undefined): BookingProblem {
  switch (reason) {
    case 'NO_PASSENGERS':
    case 'NO_TIME_SLOT':
    case 'PACKAGE_OPTIONS':
    case 'MIN_PASSENGERS':
    case 'OPTION_NOT_SELECTABLE':
    case 'DAY_UNAVAILABLE':
    case 'TIME_UNAVAILABLE':
    case 'TEMPORARILY_UNAVAILABLE':
    case 'SOLD_OUT':
    case 'NOT_ENOUGH_PLACES':
    case 'LOCATION_TOO_FAR':
    case 'CART_FULL':
      return reason;
    default:
      return 'TECHNICAL';
  }
}

/** Refusals that mean the availability the panel shows is out of date. */
export const STALE_AVAILABILITY: ReadonlySet<BookingProblem> = new Set(['DAY_UNAVAILABLE', 'TIME_UNAVAILABLE', 'SOLD_OUT', 'NOT_ENOUGH_PLACES', 'TEMPORARILY_UNAVAILABLE']);
