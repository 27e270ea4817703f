import { parseReservations, reservationQuery } from './reservation-link';

/**
 * Agent recovery cart (spec §2/§3, a site flag off by default): an agent pastes the basket
 * link a customer shared and gets the same items in their own basket. Returns the basket
 * address that adds them, or null when the text holds no basket link.
 */
export function recoveryTarget(pasted: string, basketPath: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(pasted.trim(), origin);
  } catch {
    return null;
  }
  const { reservations } = parseReservations(url.searchParams);
  return reservations.length === 0 ? null : `${basketPath}?${reservationQuery(reservations)}`;
}
