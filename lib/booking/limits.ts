import { MAX_UNIT_QUANTITY } from '@/provider/domain/cart-limits';
import type { AvailabilityStatus } from './types';

/*
 * The provider's limits. Those its contract modules define are restated here because those
 * modules carry a schema library the browser should not load; tests/unit/booking-rules.test.ts
 * keeps them equal.
 */

/** Most tickets of one passenger type in one booking. */
export const MAX_TICKETS_PER_TYPE = MAX_UNIT_QUANTITY;
/** How far ahead the calendar reaches, in days (the contract's AVAILABILITY_HORIZON_DAYS). */
export const BOOKING_HORIZON_DAYS = 365;
/** "Only N tickets left" shows from this many places down (spec §3 "tickets left"). */
export const FEW_PLACES_LEFT = 10;

/** Days, options and departures that can be booked (the provider's `isBookable`). */
export const isBookable = (status: AvailabilityStatus) => status === 'available' || status === 'almost_sold_out';

/**
 * How many places to announce as "only N left", or null when there is nothing to warn
 * about: the provider says almost sold out, or few places remain.
 */
export function placesToAnnounce(status: AvailabilityStatus, remaining: number | null): number | null {
  if (remaining === null || remaining <= 0 || !isBookable(status)) return null;
  return status === 'almost_sold_out' || remaining <= FEW_PLACES_LEFT ? remaining : null;
}
