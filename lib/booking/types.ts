import type { z } from '@hono/zod-openapi';
import type { CalendarSchema, DayAvailabilitySchema, OptionDaySchema, ProductDaySchema, TimeSlotSchema } from '@/provider/api/contract/availability';
import type { UnitSchema } from '@/provider/api/contract/products';
import type { AvailabilityStatus, UnitType } from '@/provider/domain/catalogue';
import type { NearbyArea } from '@/provider/domain/distance';

/*
 * The booking panel's view of the contract. Type-only imports: the contract's schema
 * library never reaches the browser.
 */
export type Calendar = z.infer<typeof CalendarSchema>;
export type CalendarDay = z.infer<typeof DayAvailabilitySchema>;
export type ProductDay = z.infer<typeof ProductDaySchema>;
export type OptionDay = z.infer<typeof OptionDaySchema>;
export type TimeSlot = z.infer<typeof TimeSlotSchema>;
export type Unit = z.infer<typeof UnitSchema>;
export type { AvailabilityStatus, UnitType };

/** A passenger type as the panel offers it before a day's prices are known. */
export interface PassengerType {
  type: UnitType;
  name: string;
  ageFrom: number | null;
  ageTo: number | null;
}

/** What the product page hands the booking panel: small and serialisable, the same for every visitor. */
export interface BookingProduct {
  id: number;
  /** The city's name, for "Times are local to Paris (Europe/Paris)". */
  city: string;
  timeZone: string;
  /** The city's date when the page was rendered: what hydration shows until the browser reads its own clock. */
  renderedOn: string;
  studentCardRequired: boolean;
  /** Months an open ticket stays valid from the day it is bought: the end of its free cancellation. */
  voucherMonths: number;
  /** Sold only to buyers this near the city (spec §5); null: anywhere. */
  nearbyOnly: NearbyArea | null;
  /** Every passenger type any option sells, in the catalogue's order. */
  passengerTypes: PassengerType[];
  /** Per option, what the day's availability does not say: how it travels, already in the page's language. */
  vehicles: Record<number, string | null>;
}

/** What the visitor has chosen so far. */
export interface BookingDraft {
  date: string | null;
  quantities: Partial<Record<UnitType, number>>;
  optionId: number | null;
  /** 'HH:MM' in the city's time, for timed options. */
  time: string | null;
  /** Package group id → the chosen choice id. */
  packageChoices: Record<number, number>;
  studentCardConfirmed: boolean;
}
