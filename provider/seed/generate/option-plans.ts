import type { ContentLanguage, LocalisedText } from '../../api/contract/languages';
import type { DurationUnit, OptionKind, ProductType, UnitType, Vehicle } from '../../domain/catalogue';
import type { Random } from '../random';
import { TEXTS } from '../texts';
import type { GuideLanguage, OptionTexts } from '../texts/types';
import { perLanguage } from './localise';

/** How one option is sold, before it becomes rows. Prices are euro cents; other currencies derive from them. */
export interface OptionPlan {
  kind: OptionKind;
  label: (texts: OptionTexts, language: ContentLanguage) => { name: string; description: string };
  durationValue: number;
  durationUnit: DurationUnit;
  vehicle: Vehicle | null;
  minPassengers: number;
  capacity: number | null;
  weekdays: number;
  season: { start: string; end: string } | null;
  startTimes: string[];
  units: UnitPlan[];
  packageGroups: { names: LocalisedText; choices: LocalisedText[] }[];
  /** Open-dated passes: hours of validity from the first scan. */
  validityHours: number | null;
}

export interface UnitPlan {
  type: UnitType;
  ageFrom: number | null;
  ageTo: number | null;
  priceEurCents: number;
}

export interface OptionContext {
  random: Random;
  /** Price level of the city, around 1. */
  priceFactor: number;
  /** Residents' prices are sold in Spanish and Portuguese cities. */
  residentPrices: boolean;
  /** Northern cities run some cruises in summer only. */
  summerOnly: boolean;
  /** The city's sight the product is about (attractions, combos). */
  attraction: LocalisedText;
  liveGuides: GuideLanguage[];
  /** Bigger cities sell more ticket lengths. */
  major: boolean;
}

const ALL_DAYS = 0b1111111;
const MONDAY_TO_SATURDAY = 0b0111111;

/** Whole euros to cents, at the city's price level, rounded to 50 cents. */
const euros = (amount: number, c: OptionContext) => Math.round((amount * c.priceFactor * 100) / 50) * 50;

/** A unit priced as a share of the adult price. */
function unit(type: UnitType, adultCents: number, share: number, ageFrom: number | null, ageTo: number | null): UnitPlan {
  return { type, ageFrom, ageTo, priceEurCents: Math.round((adultCents * share) / 50) * 50 };
}

function busUnits(adult: number, c: OptionContext, withFamily: boolean): UnitPlan[] {
  const units = [
    unit('adult', adult, 1, 16, 64),
    unit('child', adult, 0.55, 5, 15),
    unit('infant', adult, 0, 0, 4),
    unit('senior', adult, 0.85, 65, null),
  ];
  if (c.random.chance(0.5)) units.push(unit('student', adult, 0.8, 16, 30));
  if (withFamily) units.push(unit('family', adult, 2.6, null, null));
  if (c.residentPrices) {
    units.push(unit('resident', adult, 0.6, 16, 64), unit('resident_child', adult, 0.35, 5, 15), unit('resident_senior', adult, 0.5, 65, null));
  }
  return units;
}

function entryUnits(adult: number, c: OptionContext): UnitPlan[] {
  const units = [
    unit('adult', adult, 1, 26, 64),
    unit('youth', adult, 0.7, 18, 25),
    unit('child', adult, 0.5, 6, 17),
    unit('mini', adult, 0, 0, 5),
    unit('senior', adult, 0.75, 65, null),
    unit('disabled', adult, 0.5, null, null),
  ];
  if (c.random.chance(0.6)) units.push(unit('student', adult, 0.7, 18, 30));
  if (c.residentPrices) units.push(unit('resident', adult, 0.5, 18, null));
  return units;
}

/** Choices named the same way in every language, from one entry of the option texts. */
const localised = (pick: (texts: OptionTexts) => string) => perLanguage((lang) => pick(TEXTS[lang].options));

const languageChoices = (codes: GuideLanguage[]) =>
  codes.map((code) => perLanguage((lang) => TEXTS[lang].common.languages[code]));

function hourlyTimes(first: number, last: number, stepMinutes: number): string[] {
  const times: string[] = [];
  for (let minutes = first * 60; minutes <= last * 60; minutes += stepMinutes) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
}

const base = {
  vehicle: null,
  minPassengers: 1,
  capacity: null,
  weekdays: ALL_DAYS,
  season: null,
  startTimes: [],
  packageGroups: [],
  validityHours: null,
} satisfies Partial<OptionPlan>;

function pass(hours: number, adult: number, c: OptionContext, vehicle: Vehicle, premium = false): OptionPlan {
  return {
    ...base,
    kind: 'open',
    label: (t) =>
      premium
        ? { name: t.premiumTicket(hours), description: t.premiumTicketDescription }
        : { name: t.hoursTicket(hours), description: t.hoursTicketDescription(hours) },
    durationValue: hours,
    durationUnit: 'hour',
    vehicle,
    units: busUnits(adult, c, hours === 24),
    validityHours: hours,
  };
}

/** The options of each product type: ticket lengths, departures, entries. */
export const OPTION_PLANS: Record<ProductType, (c: OptionContext) => OptionPlan[]> = {
  hop_on_hop_off: (c) => {
    const day = euros(c.random.int(22, 32), c);
    const options = [pass(24, day, c, 'bus'), pass(48, day + euros(8, c), c, 'bus')];
    if (c.major) options.push(pass(72, day + euros(14, c), c, 'bus'), pass(48, day + euros(20, c), c, 'bus', true));
    return options;
  },
  city_tour: (c) => {
    const adult = euros(c.random.int(15, 25), c);
    const minutes = c.random.pick([120, 150, 180]);
    const units = [unit('adult', adult, 1, 18, null), unit('teenager', adult, 0.7, 13, 17), unit('child', adult, 0.5, 6, 12), unit('mini', adult, 0, 0, 5)];
    const tour = (label: (t: OptionTexts) => string, time: string): OptionPlan => ({
      ...base,
      kind: 'timed',
      label: (t) => ({ name: label(t), description: t.departureDescription({ minutes }) }),
      durationValue: minutes,
      durationUnit: 'minute',
      capacity: c.random.pick([15, 20, 25]),
      weekdays: MONDAY_TO_SATURDAY,
      startTimes: [time],
      units,
      packageGroups: [{ names: localised((t) => t.groups.tourLanguage), choices: languageChoices(c.liveGuides) }],
    });
    return [tour((t) => t.morningTour, '10:00'), tour((t) => t.afternoonTour, '15:00')];
  },
  boat_tour: (c) => {
    const adult = euros(c.random.int(14, 22), c);
    const minutes = c.random.pick([60, 75, 90]);
    const units = [
      unit('adult', adult, 1, 13, 64),
      unit('child', adult, 0.5, 4, 12),
      unit('infant', adult, 0, 0, 3),
      unit('senior', adult, 0.8, 65, null),
      unit('disabled', adult, 0.5, null, null),
    ];
    const cruise = (label: (t: OptionTexts) => string, times: string[], price: number, season: OptionPlan['season']): OptionPlan => ({
      ...base,
      kind: 'timed',
      label: (t) => ({ name: label(t), description: t.cruiseDescription({ minutes }) }),
      durationValue: minutes,
      durationUnit: 'minute',
      vehicle: 'boat',
      capacity: c.random.pick([60, 80, 120, 150]),
      season,
      startTimes: times,
      units: units.map((u) => ({ ...u, priceEurCents: Math.round((u.priceEurCents * price) / adult / 50) * 50 })),
    });
    const options = [cruise((t) => t.dayCruise, hourlyTimes(10, 17, 60), adult, null)];
    if (c.random.chance(0.6)) {
      options.push(cruise((t) => t.sunsetCruise, ['19:00', '20:00'], adult + euros(6, c), c.summerOnly ? { start: '04-01', end: '10-31' } : null));
    }
    return options;
  },
  bus_boat: (c) => {
    const adult = euros(c.random.int(38, 48), c);
    return [
      {
        ...pass(24, adult, c, 'bus_boat'),
        packageGroups: [
          {
            names: localised((t) => t.groups.cruiseDeparture),
            choices: [localised((t) => t.groups.morning), localised((t) => t.groups.afternoon)],
          },
        ],
      },
    ];
  },
  private_tour: (c) => {
    const perPerson = euros(c.random.int(80, 120), c);
    const halfDay = (group: boolean): OptionPlan => ({
      ...base,
      kind: 'timed',
      label: (t, lang) => ({
        name: group ? `${t.privateHalfDay} · ${TEXTS[lang].unitTypes.group}` : t.privateHalfDay,
        description: t.privateDescription({ hours: 4 }),
      }),
      durationValue: 4,
      durationUnit: 'hour',
      vehicle: 'car',
      minPassengers: group ? 1 : 2,
      capacity: 6,
      startTimes: ['09:00', '14:00'],
      units: group
        ? [unit('group', perPerson, 3, null, null)]
        : [unit('adult', perPerson, 1, 12, null), unit('child', perPerson, 0.5, 0, 11)],
      packageGroups: [
        {
          names: localised((t) => t.groups.pickup),
          choices: [localised((t) => t.groups.hotelPickup), localised((t) => t.groups.meetAtStart)],
        },
      ],
    });
    const fullDay: OptionPlan = {
      ...halfDay(false),
      label: (t) => ({ name: t.privateFullDay, description: t.privateDescription({ hours: 8 }) }),
      durationValue: 8,
      startTimes: ['09:00'],
      units: [unit('adult', perPerson, 1.7, 12, null), unit('child', perPerson, 0.85, 0, 11)],
    };
    return [halfDay(false), fullDay, halfDay(true)];
  },
  attraction: (c) => {
    const adult = euros(c.random.int(12, 30), c);
    const options: OptionPlan[] = [
      {
        ...base,
        kind: 'open',
        label: (t) => ({ name: t.standardEntry, description: t.standardEntryDescription }),
        durationValue: 1,
        durationUnit: 'day',
        units: entryUnits(adult, c),
      },
    ];
    if (c.random.chance(0.7)) {
      options.push({
        ...base,
        kind: 'timed',
        label: (t) => ({ name: t.skipTheLine, description: t.skipTheLineDescription }),
        durationValue: 2,
        durationUnit: 'hour',
        capacity: c.random.pick([20, 30, 50]),
        startTimes: hourlyTimes(9, 17, 60),
        units: entryUnits(adult + euros(8, c), c),
      });
    }
    return options;
  },
  combo: (c) => {
    const adult = euros(c.random.int(40, 60), c);
    return [
      {
        ...base,
        kind: 'open',
        label: (t, lang) => ({ name: t.comboTicket, description: t.comboDescription({ attraction: c.attraction[lang], hours: 24 }) }),
        durationValue: 1,
        durationUnit: 'day',
        vehicle: 'bus',
        units: busUnits(adult, c, false).filter((u) => !u.type.startsWith('resident')),
        packageGroups: [
          {
            names: localised((t) => t.groups.entryTime),
            choices: [localised((t) => t.groups.morning), localised((t) => t.groups.afternoon)],
          },
        ],
        validityHours: 24,
      },
    ];
  },
};
