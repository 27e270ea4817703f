import { describe, expect, it } from 'vitest';
import { AVAILABILITY_HORIZON_DAYS } from '@/provider/api/contract/availability';
import { MAX_UNIT_QUANTITY } from '@/provider/api/contract/cart';
import { ERROR_REASONS } from '@/provider/api/contract/errors';
import type { Product } from '@/provider/api/contract/products';
import { CalendarCheck, ProductDayCheck } from '@/lib/booking/availability-checks';
import { bookingProductOf } from '@/lib/booking/booking-product';
import { addToCartBody } from '@/lib/booking/cart-body';
import { clampQuantity, draftReducer, EMPTY_DRAFT, hasConfiguration, reconcileDraft } from '@/lib/booking/draft';
import { BOOKING_HORIZON_DAYS, MAX_TICKETS_PER_TYPE, placesToAnnounce } from '@/lib/booking/limits';
import { passengerPrices } from '@/lib/booking/passenger-prices';
import { BOOKING_PROBLEMS, checkBooking, departureTakes, fitsPassengers, nothingFitsParty, problemForReason, PROBLEM_SECTION, tooFewPlaces, type BookingCheck } from '@/lib/booking/rules';
import { bookingTotal, passengerCount } from '@/lib/booking/total';
import type { BookingDraft, OptionDay, ProductDay, Unit } from '@/lib/booking/types';
import en from '@/messages/en.json';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const unit = (type: Unit['type'], price: number, retail: number | null = null): Unit => ({
  type,
  name: type[0]!.toUpperCase() + type.slice(1),
  ageFrom: null,
  ageTo: null,
  price: eur(price),
  retail: retail === null ? null : eur(retail),
});

const morning: OptionDay = {
  id: 41031,
  name: 'Morning tour',
  kind: 'timed',
  duration: { value: 150, unit: 'minute' },
  status: 'available',
  minPassengers: 1,
  remaining: 18,
  times: [
    { time: '09:00', status: 'available', capacity: 20, remaining: 18 },
    { time: '11:30', status: 'sold_out', capacity: 20, remaining: 0 },
  ],
  units: [unit('adult', 2200, 2500), unit('child', 1100), unit('student', 1500)],
  packageGroups: [{ id: 410311, name: 'Tour language', choices: [{ id: 4103111, name: 'English' }, { id: 4103112, name: 'French' }] }],
  identityDocumentRequired: false,
  cancellation: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440, refundable: true, cancellationCutoff: '1 day', cancellationCutoffAmount: 1, cancellationCutoffUnit: 'day' },
};
const privateTour: OptionDay = {
  ...morning,
  id: 41032,
  name: 'Private tour',
  minPassengers: 4,
  remaining: 6,
  times: [{ time: '15:00', status: 'available', capacity: 8, remaining: 6 }],
  units: [unit('adult', 9000)],
  packageGroups: [],
};
const dayPass: OptionDay = {
  ...morning,
  id: 41033,
  name: 'Day pass',
  kind: 'open',
  remaining: null,
  times: [],
  units: [unit('adult', 3000), unit('student', 2000)],
  packageGroups: [],
};
const DAY = '2027-05-11';
const day = (options: OptionDay[], status: ProductDay['status'] = 'available'): ProductDay => ({ productId: 4103, day: DAY, timeZone: 'Europe/Paris', status, options });
const draft = (overrides: Partial<BookingDraft> = {}): BookingDraft => ({ ...EMPTY_DRAFT, date: DAY, ...overrides });
/** Everything the morning tour needs: the check passes. */
const ready = draft({ quantities: { adult: 2 }, optionId: 41031, time: '09:00', packageChoices: { 410311: 4103111 } });
const check = (overrides: Partial<BookingCheck> = {}) =>
  checkBooking({ available: true, studentCardRequired: false, draft: ready, day: day([morning, privateTour, dayPass]), ...overrides });

describe('booking limits', () => {
  it('are the provider’s: 50 tickets per type, a 365-day calendar', () => {
    expect(MAX_TICKETS_PER_TYPE).toBe(MAX_UNIT_QUANTITY);
    expect(BOOKING_HORIZON_DAYS).toBe(AVAILABILITY_HORIZON_DAYS);
  });

  it('announce "only N left" when almost sold out or at 10 places or fewer, never for what cannot be booked', () => {
    expect(placesToAnnounce('available', 11)).toBeNull();
    expect(placesToAnnounce('available', 10)).toBe(10);
    expect(placesToAnnounce('almost_sold_out', 14)).toBe(14);
    expect(placesToAnnounce('available', null)).toBeNull();
    expect(placesToAnnounce('sold_out', 0)).toBeNull();
    expect(placesToAnnounce('block_out', 3)).toBeNull();
  });
});

describe('the booking total', () => {
  it('multiplies and adds integer minor units, with the ticket-office price and the saving', () => {
    const total = bookingTotal(morning.units, { adult: 2, child: 1 });
    expect(total?.lines.map((l) => [l.type, l.quantity, l.amount.amount])).toEqual([
      ['adult', 2, 4400],
      ['child', 1, 1100],
    ]);
    expect(total?.total).toEqual(eur(5500));
    // Adults at the ticket office 2 × 25.00, the child has no retail price: 50.00 + 11.00.
    expect(total?.retail).toEqual(eur(6100));
    expect(total?.savings).toEqual(eur(600));
  });

  it('stays exact where floats would not (3 × 19.99 + 0.10 is 60.07, not 60.06999…)', () => {
    expect(bookingTotal([unit('adult', 1999), unit('child', 10)], { adult: 3, child: 1 })?.total.amount).toBe(6007);
  });

  it('charges a signed-in member the member price where the option has one, and a visitor the public price', () => {
    const units = [{ ...unit('adult', 2500, 3000), memberPrice: eur(2125) }, unit('child', 1100)];
    expect(bookingTotal(units, { adult: 2, child: 1 }, true)?.total).toEqual(eur(5350));
    expect(bookingTotal(units, { adult: 2, child: 1 }, true)?.savings).toEqual(eur(2 * 3000 + 1100 - 5350));
    expect(bookingTotal(units, { adult: 2, child: 1 })?.total).toEqual(eur(6100));
  });

  it('has no saving when nothing is cheaper than at the ticket office', () => {
    const total = bookingTotal([unit('adult', 2000, 2000)], { adult: 1 });
    expect(total?.retail).toBeNull();
    expect(total?.savings).toBeNull();
  });

  it('is null with no passengers, a type the option does not sell, or mixed currencies', () => {
    expect(bookingTotal(morning.units, {})).toBeNull();
    expect(bookingTotal(morning.units, { adult: 0 })).toBeNull();
    expect(bookingTotal(privateTour.units, { adult: 1, child: 1 })).toBeNull();
    expect(bookingTotal([unit('adult', 100), { ...unit('child', 50), price: { amount: 50, currency: 'GBP' } }], { adult: 1, child: 1 })).toBeNull();
  });

  it('counts every ticket as a passenger', () => {
    expect(passengerCount({ adult: 2, child: 0, family: 1 })).toBe(3);
    expect(passengerCount({})).toBe(0);
  });
});

describe('the booking draft', () => {
  it('keeps steppers within 0 and 50 whole tickets', () => {
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(51)).toBe(50);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(draftReducer(EMPTY_DRAFT, { type: 'quantity', unit: 'adult', quantity: 99 }).quantities.adult).toBe(50);
  });

  it('starts a new option afresh: no time, no package choices (spec §4); the same option keeps them', () => {
    expect(hasConfiguration(ready)).toBe(true);
    const changed = draftReducer(ready, { type: 'option', optionId: 41032 });
    expect(changed).toMatchObject({ optionId: 41032, time: null, packageChoices: {}, quantities: { adult: 2 } });
    expect(hasConfiguration(changed)).toBe(false);
    expect(draftReducer(ready, { type: 'option', optionId: 41031 })).toBe(ready);
  });

  it('keeps the passengers and the rest when the date changes', () => {
    expect(draftReducer(ready, { type: 'date', date: '2027-05-12' })).toEqual({ ...ready, date: '2027-05-12' });
  });

  it('drops, on the loaded day, an option it does not offer, a time not on sale and choices of other groups', () => {
    expect(reconcileDraft(ready, day([privateTour, dayPass]))).toMatchObject({ optionId: null, time: null, packageChoices: {} });
    expect(reconcileDraft({ ...ready, time: '11:30' }, day([morning, privateTour])).time).toBeNull();
    expect(reconcileDraft({ ...ready, time: '07:00' }, day([morning, privateTour])).time).toBeNull();
    expect(reconcileDraft({ ...ready, packageChoices: { 410311: 999 } }, day([morning, privateTour])).packageChoices).toEqual({});
    expect(reconcileDraft(ready, day([morning, privateTour]))).toEqual(ready);
  });

  it('lets go of a departure or an option too small for the party, and gives it back when the party shrinks', () => {
    const small = { ...morning, times: [{ time: '09:00', status: 'available' as const, capacity: 20, remaining: 18 }, { time: '14:00', status: 'available' as const, capacity: 20, remaining: 3 }] };
    const late = { ...ready, time: '14:00', quantities: { adult: 4 } };
    expect(reconcileDraft(late, day([small])).time).toBeNull();
    expect(reconcileDraft({ ...late, quantities: { adult: 3 } }, day([small])).time).toBe('14:00');
    expect(reconcileDraft(draft({ optionId: 41032, quantities: { adult: 7 } }), day([morning, privateTour])).optionId).toBeNull();
    expect(reconcileDraft(draft({ quantities: { adult: 7 } }), day([privateTour])).optionId).toBeNull();
    expect(reconcileDraft(draft({ quantities: { adult: 6 } }), day([privateTour])).optionId).toBe(41032);
  });

  it('offers a day’s only option already chosen, and leaves a draft of another day alone', () => {
    expect(reconcileDraft(draft({ quantities: { adult: 1 } }), day([dayPass])).optionId).toBe(41033);
    expect(reconcileDraft(draft(), day([morning, dayPass])).optionId).toBeNull();
    const otherDay = draft({ date: '2027-05-20', optionId: 1 });
    expect(reconcileDraft(otherDay, day([morning]))).toBe(otherDay);
  });
});

describe('checkBooking (spec §5 booking, §8 messages)', () => {
  it('passes a complete draft', () => {
    expect(check()).toBeNull();
    expect(check({ draft: draft({ quantities: { adult: 1 }, optionId: 41033 }) })).toBeNull();
  });

  it('refuses a product that is temporarily unavailable', () => {
    expect(check({ available: false })).toBe('TEMPORARILY_UNAVAILABLE');
  });

  it('asks for a date, and for the loaded day to be that date', () => {
    expect(check({ draft: { ...ready, date: null } })).toBe('NO_DATE');
    expect(check({ day: undefined })).toBe('NO_DATE');
    expect(check({ draft: { ...ready, date: '2027-05-12' } })).toBe('NO_DATE');
  });

  it('refuses a day that is not on sale, saying when it is sold out', () => {
    expect(check({ day: day([morning], 'block_out') })).toBe('DAY_UNAVAILABLE');
    expect(check({ day: day([morning], 'unavailable') })).toBe('DAY_UNAVAILABLE');
    expect(check({ day: day([morning], 'sold_out') })).toBe('SOLD_OUT');
    expect(check({ day: day([morning], 'almost_sold_out') })).toBeNull();
  });

  it('asks for passengers', () => {
    expect(check({ draft: { ...ready, quantities: {} } })).toBe('NO_PASSENGERS');
    expect(check({ draft: { ...ready, quantities: { adult: 0 } } })).toBe('NO_PASSENGERS');
  });

  it('asks for an option, or says none suits the date and passengers', () => {
    expect(check({ draft: { ...ready, optionId: null } })).toBe('NO_OPTION');
    // 19 adults: the morning departure has 18 places, the private tour 6, and no day pass that day.
    expect(check({ draft: { ...ready, optionId: null, quantities: { adult: 19 } }, day: day([morning, privateTour]) })).toBe('NO_MATCHING_OPTION');
    // A child: only the morning tour sells child tickets, and it is sold out.
    expect(check({ draft: { ...ready, optionId: null, quantities: { child: 1 } }, day: day([{ ...morning, status: 'sold_out' }, privateTour]) })).toBe('NO_MATCHING_OPTION');
  });

  it('refuses a sold-out option, a timed one with no departures left, and one not on sale', () => {
    expect(check({ day: day([{ ...morning, status: 'sold_out' }]) })).toBe('SOLD_OUT');
    expect(check({ day: day([{ ...morning, status: 'unavailable', times: [] }]) })).toBe('NO_HOURS');
    expect(check({ day: day([{ ...morning, times: [{ ...morning.times[1]! }] }]) })).toBe('NO_HOURS');
    expect(check({ day: day([{ ...dayPass, status: 'block_out' }]), draft: draft({ quantities: { adult: 1 }, optionId: 41033 }) })).toBe('OPTION_NOT_SELECTABLE');
  });

  it('refuses an option that does not sell a chosen passenger type', () => {
    expect(check({ draft: { ...ready, optionId: 41032, time: '15:00', quantities: { adult: 4, student: 1 } } })).toBe('OPTION_NOT_SELECTABLE');
  });

  it('asks for the option’s minimum of passengers', () => {
    expect(check({ draft: { ...ready, optionId: 41032, time: '15:00', packageChoices: {}, quantities: { adult: 3 } } })).toBe('MIN_PASSENGERS');
    expect(check({ draft: { ...ready, optionId: 41032, time: '15:00', packageChoices: {}, quantities: { adult: 4 } } })).toBeNull();
  });

  it('asks for a time slot on timed options, one still on sale', () => {
    expect(check({ draft: { ...ready, time: null } })).toBe('NO_TIME_SLOT');
    expect(check({ draft: { ...ready, time: '11:30' } })).toBe('TIME_UNAVAILABLE');
    expect(check({ draft: { ...ready, time: '13:00' } })).toBe('TIME_UNAVAILABLE');
  });

  it('refuses more passengers than places left, on a departure or an open option with a limit', () => {
    expect(check({ draft: { ...ready, quantities: { adult: 19 } } })).toBe('NOT_ENOUGH_PLACES');
    expect(check({ draft: { ...ready, quantities: { adult: 18 } } })).toBeNull();
    const limited = { ...dayPass, remaining: 2 };
    expect(check({ day: day([limited, privateTour]), draft: draft({ quantities: { adult: 4 }, optionId: 41033 }) })).toBe('NOT_ENOUGH_PLACES');
    expect(check({ day: day([limited]), draft: draft({ quantities: { adult: 3 }, optionId: 41033 }) })).toBe('NO_MATCHING_OPTION');
  });

  it('reports places before asking for a time: 7 adults on the six-seat private tour', () => {
    const sixSeats = { ...privateTour, minPassengers: 2, times: [{ time: '09:00', status: 'available' as const, capacity: 6, remaining: 6 }] };
    expect(check({ day: day([sixSeats]), draft: draft({ quantities: { adult: 7 }, optionId: 41032 }) })).toBe('NO_MATCHING_OPTION');
    expect(check({ day: day([sixSeats, dayPass]), draft: draft({ quantities: { adult: 7 }, optionId: 41032 }) })).toBe('NOT_ENOUGH_PLACES');
    expect(check({ day: day([sixSeats]), draft: draft({ quantities: { adult: 6 }, optionId: 41032 }) })).toBe('NO_TIME_SLOT');
  });

  it('says when the day has tickets on sale but none for the party', () => {
    expect(nothingFitsParty(day([morning, privateTour]), { adult: 19 })).toBe(true);
    expect(nothingFitsParty(day([morning, privateTour]), { adult: 2 })).toBe(false);
    expect(nothingFitsParty(day([morning, privateTour]), {})).toBe(false);
    // Nothing on sale at all is another message (no tickets on this date), not this one.
    expect(nothingFitsParty(day([{ ...morning, status: 'sold_out' }]), { adult: 1 })).toBe(false);
  });

  it('closes a departure or an option with too few places to the party, not one merely sold out', () => {
    const slot = { time: '14:00', status: 'almost_sold_out' as const, capacity: 6, remaining: 3 };
    expect(departureTakes(slot, 3)).toBe(true);
    expect(departureTakes(slot, 4)).toBe(false);
    expect(departureTakes({ ...slot, status: 'sold_out' }, 1)).toBe(false);
    expect(tooFewPlaces(privateTour, 7)).toBe(true);
    expect(tooFewPlaces(privateTour, 6)).toBe(false);
    expect(tooFewPlaces({ ...dayPass, remaining: 2 }, 3)).toBe(true);
    expect(tooFewPlaces(dayPass, 50)).toBe(false);
    expect(tooFewPlaces({ ...morning, times: [morning.times[1]!] }, 2)).toBe(false);
  });

  it('makes every package group mandatory, each with one of its own choices', () => {
    expect(check({ draft: { ...ready, packageChoices: {} } })).toBe('PACKAGE_OPTIONS');
    expect(check({ draft: { ...ready, packageChoices: { 410311: 4103999 } } })).toBe('PACKAGE_OPTIONS');
    const twoGroups = { ...morning, packageGroups: [...morning.packageGroups, { id: 410312, name: 'Audio guide', choices: [{ id: 4103121, name: 'Yes' }] }] };
    expect(check({ day: day([twoGroups]) })).toBe('PACKAGE_OPTIONS');
  });

  it('asks students to confirm their card where the product requires one', () => {
    const students = { ...ready, quantities: { adult: 1, student: 1 } };
    expect(check({ studentCardRequired: true, draft: students })).toBe('STUDENT_CARD');
    expect(check({ studentCardRequired: true, draft: { ...students, studentCardConfirmed: true } })).toBeNull();
    expect(check({ studentCardRequired: false, draft: students })).toBeNull();
    expect(check({ studentCardRequired: true })).toBeNull();
  });

  it('judges whether an option fits the passengers: on sale, types, minimum, places', () => {
    expect(fitsPassengers(morning, { adult: 2 })).toBe(true);
    expect(fitsPassengers(morning, { adult: 19 })).toBe(false);
    expect(fitsPassengers(privateTour, { adult: 3 })).toBe(false);
    expect(fitsPassengers(privateTour, { adult: 4, child: 1 })).toBe(false);
    expect(fitsPassengers({ ...dayPass, status: 'sold_out' }, { adult: 1 })).toBe(false);
    expect(fitsPassengers(dayPass, { adult: 50 })).toBe(true);
  });
});

describe('problems and messages', () => {
  it('reads every booking refusal of the provider as its own problem, and anything else as a technical one', () => {
    const booking = ['NO_PASSENGERS', 'NO_TIME_SLOT', 'PACKAGE_OPTIONS', 'MIN_PASSENGERS', 'OPTION_NOT_SELECTABLE', 'DAY_UNAVAILABLE', 'TIME_UNAVAILABLE', 'TEMPORARILY_UNAVAILABLE', 'SOLD_OUT', 'NOT_ENOUGH_PLACES', 'LOCATION_TOO_FAR', 'CART_FULL'] as const;
    for (const reason of booking) expect(problemForReason(reason)).toBe(reason);
    for (const reason of ERROR_REASONS.filter((r) => !(booking as readonly string[]).includes(r))) expect(problemForReason(reason)).toBe('TECHNICAL');
    expect(problemForReason(undefined)).toBe('TECHNICAL');
  });

  it('has an English message for every problem, the spec’s words where it gives them', () => {
    const errors: Record<string, string> = en.booking.errors;
    for (const problem of BOOKING_PROBLEMS) expect(errors[problem], problem).toBeTruthy();
    expect(errors.NO_TIME_SLOT).toBe('Please select a time slot');
    expect(errors.PACKAGE_OPTIONS).toBe('It is mandatory to select all package options');
    expect(errors.MIN_PASSENGERS).toBe('It is not possible to add to cart, this option needs minimum passengers');
    expect(errors.NO_MATCHING_OPTION).toBe('There are no options available to match the selected date and number of passengers');
    expect(errors.OPTION_NOT_SELECTABLE).toBe('It is not possible to select this option');
    expect(errors.TECHNICAL).toBe('We are sorry but there was a technical problem. Please try again.');
  });

  it('puts each problem where it is put right', () => {
    expect(PROBLEM_SECTION.NO_TIME_SLOT).toBe('time');
    expect(PROBLEM_SECTION.PACKAGE_OPTIONS).toBe('packages');
    expect(PROBLEM_SECTION.NO_DATE).toBe('date');
    expect(PROBLEM_SECTION.CART_FULL).toBe('submit');
  });
});

describe('the add-to-cart body', () => {
  it('sends the chosen types, the departure of a timed option and one choice per group', () => {
    const body = addToCartBody(4103, { ...ready, date: DAY, quantities: { adult: 2, child: 0, student: 1 } }, morning);
    expect(body).toEqual({
      productId: 4103,
      optionId: 41031,
      date: DAY,
      time: '09:00',
      units: [
        { type: 'adult', quantity: 2 },
        { type: 'student', quantity: 1 },
      ],
      packageChoices: [4103111],
    });
  });

  it('sends no time for an open-dated option', () => {
    const body = addToCartBody(4103, { ...draft({ quantities: { adult: 1 }, time: '09:00' }), date: DAY }, dayPass);
    expect(body).not.toHaveProperty('time');
    expect(body.packageChoices).toEqual([]);
  });
});

describe('passenger prices and the panel’s product', () => {
  const types = [
    { type: 'adult' as const, name: 'Adult', ageFrom: 18, ageTo: null },
    { type: 'child' as const, name: 'Child', ageFrom: 6, ageTo: 12 },
  ];

  it('shows the chosen option’s price, the lowest of the day before, nothing before a day', () => {
    expect(passengerPrices(types, undefined, undefined)).toEqual({});
    expect(passengerPrices(types, day([morning, dayPass]), undefined)).toEqual({ adult: { kind: 'from', price: eur(2200) }, child: { kind: 'from', price: eur(1100) } });
    expect(passengerPrices(types, day([{ ...morning, status: 'sold_out' }, dayPass]), undefined)).toEqual({ adult: { kind: 'from', price: eur(3000) } });
    expect(passengerPrices(types, day([morning, dayPass]), dayPass)).toEqual({ adult: { kind: 'each', price: eur(3000) }, child: { kind: 'notSold' } });
  });

  it('takes the passenger types of every option once, and names the vehicles', () => {
    const option = (id: number, units: Unit[], vehicle: 'bus' | null) => ({ id, vehicle, units }) as unknown as Product['options'][number];
    const product = {
      id: 4101,
      locationName: 'Paris',
      timeZone: 'Europe/Paris',
      studentCardRequired: true,
      voucher: { validityMonths: 6, type: 'mobile' },
      options: [option(1, [unit('adult', 1), unit('child', 1)], 'bus'), option(2, [unit('adult', 1), unit('student', 1)], null)],
    } as unknown as Product;
    const booking = bookingProductOf(product, (vehicle) => `vehicle:${vehicle}`);
    expect(booking.passengerTypes.map((p) => p.type)).toEqual(['adult', 'child', 'student']);
    expect(booking.vehicles).toEqual({ 1: 'vehicle:bus', 2: null });
    expect(booking).toMatchObject({ id: 4101, city: 'Paris', timeZone: 'Europe/Paris', studentCardRequired: true, voucherMonths: 6 });
  });
});

describe('the browser’s checks of availability answers', () => {
  it('accept the provider’s answers whole, and refuse a shape the panel cannot read', () => {
    const calendar = { productId: 4103, timeZone: 'Europe/Paris', today: DAY, from: DAY, to: DAY, days: [{ date: DAY, status: 'available', priceFrom: eur(2550), remaining: null }] };
    expect(CalendarCheck.safeParse(calendar)).toEqual({ success: true, data: calendar });
    expect(CalendarCheck.safeParse({ ...calendar, days: [{ ...calendar.days[0], status: 'open' }] }).success).toBe(false);
    const productDay = day([morning, dayPass]);
    expect(ProductDayCheck.safeParse(productDay)).toEqual({ success: true, data: productDay });
    expect(ProductDayCheck.safeParse({ ...productDay, options: [{ ...morning, times: null }] }).success).toBe(false);
    expect(ProductDayCheck.safeParse({ ...productDay, options: [{ ...morning, cancellation: { ...morning.cancellation, refundType: 'some' } }] }).success).toBe(false);
  });
});
