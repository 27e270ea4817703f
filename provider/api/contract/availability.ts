import { z } from '@hono/zod-openapi';
import { UNIT_TYPES } from '../../domain/catalogue';
import { AvailabilityStatusSchema, DateSchema, DurationSchema, MoneySchema } from './common';
import { OptionCancellationSchema, PackageGroupSchema, UnitSchema } from './products';

/** How far ahead the calendar reaches, in days. */
export const AVAILABILITY_HORIZON_DAYS = 365;
/** Longest range one `availability` call covers. */
export const MAX_RANGE_DAYS = 92;

const optionalDate = (name: string, description: string) =>
  DateSchema.optional().openapi({ param: { name, in: 'query' }, description });

export const RangeQuerySchema = z.object({
  from: optionalDate('from', 'First day; default today in the city.'),
  to: optionalDate('to', `Last day; default ${MAX_RANGE_DAYS - 1} days after from.`),
});

export const FullAvailabilityQuerySchema = z.object({
  from: optionalDate('from', `First of ${AVAILABILITY_HORIZON_DAYS} days; default today in the city.`),
  exactDate: optionalDate('exactDate', 'Only this day.'),
});

export const FromQuerySchema = z.object({ from: optionalDate('from', 'First day; default today in the city.') });

export const DayQuerySchema = z.object({
  day: DateSchema.openapi({ param: { name: 'day', in: 'query' }, description: 'The local date of the visit.' }),
});

export const DayAvailabilitySchema = z
  .object({
    date: z.string(),
    status: AvailabilityStatusSchema,
    priceFrom: MoneySchema.nullable(),
    /** Places left that day on timed options; null when sold freely. */
    remaining: z.number().int().nullable(),
  })
  .openapi('DayAvailability');

export const CalendarSchema = z
  .object({
    productId: z.number().int(),
    timeZone: z.string(),
    today: z.string(),
    from: z.string(),
    to: z.string(),
    days: z.array(DayAvailabilitySchema),
  })
  .openapi('Calendar');

export const OptionCalendarSchema = CalendarSchema.omit({ productId: true })
  .extend({ optionId: z.number().int() })
  .openapi('OptionCalendar');

export const TimeSlotSchema = z
  .object({ time: z.string(), status: AvailabilityStatusSchema, capacity: z.number().int(), remaining: z.number().int() })
  .openapi('TimeSlot');

export const TimeSlotsSchema = z
  .object({ optionId: z.number().int(), day: z.string(), timeZone: z.string(), status: AvailabilityStatusSchema, times: z.array(TimeSlotSchema) })
  .openapi('TimeSlots');

export const OptionDaySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['timed', 'open']),
    duration: DurationSchema,
    status: AvailabilityStatusSchema,
    minPassengers: z.number().int(),
    remaining: z.number().int().nullable(),
    times: z.array(TimeSlotSchema),
    units: z.array(UnitSchema).openapi({ description: 'Prices of that day.' }),
    packageGroups: z.array(PackageGroupSchema),
    identityDocumentRequired: z.boolean().openapi({ description: 'The venue checks IDs at the entrance: the lead traveller gives a passport or ID number.' }),
    cancellation: OptionCancellationSchema,
  })
  .openapi('OptionDay');

export const ProductDaySchema = z
  .object({ productId: z.number().int(), day: z.string(), timeZone: z.string(), status: AvailabilityStatusSchema, options: z.array(OptionDaySchema) })
  .openapi('ProductDay');

export const PersonTypesSchema = z
  .object({
    productId: z.number().int(),
    day: z.string(),
    personTypes: z.array(
      z.object({ type: z.enum(UNIT_TYPES), name: z.string(), ageFrom: z.number().int().nullable(), ageTo: z.number().int().nullable(), priceFrom: MoneySchema }),
    ),
  })
  .openapi('PersonTypes');

export const PriceInfoSchema = z
  .object({
    productId: z.number().int(),
    day: z.string(),
    priceFrom: MoneySchema.nullable(),
    retailFrom: MoneySchema.nullable(),
    savingsPercent: z.number().int().nullable(),
    options: z.array(
      z.object({ optionId: z.number().int(), name: z.string(), changePercent: z.number().int(), units: z.array(UnitSchema) }),
    ),
  })
  .openapi('PriceInfo');

export const OptionRulesSchema = z
  .object({
    optionId: z.number().int(),
    productId: z.number().int(),
    kind: z.enum(['timed', 'open']),
    timeZone: z.string(),
    capacity: z.number().int().nullable(),
    minPassengers: z.number().int(),
    startTimes: z.array(z.string()),
    weekdays: z.array(z.number().int().min(1).max(7)).openapi({ description: 'ISO weekdays it runs: 1 Monday … 7 Sunday.' }),
    season: z.object({ start: z.string(), end: z.string() }).nullable().openapi({ description: "Yearly 'MM-DD' range." }),
    blockOutDates: z.array(z.string()),
    validity: DurationSchema,
    nextAvailableDate: z.string().nullable(),
    cancellation: OptionCancellationSchema,
  })
  .openapi('OptionRules');
