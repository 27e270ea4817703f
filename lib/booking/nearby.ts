import { isWithin, type Coordinates, type NearbyArea } from '@/provider/domain/distance';

/*
 * Products sold only near their city (spec §5 "user location must be near the selected area"):
 * the browser's position is read when the visitor books, and sent for the provider to check
 * again. Asked at "Book now" rather than on arrival: visitors who only look never get the
 * browser's prompt, and the prompt comes from their own gesture, with the reason on screen.
 */

/** Why a buyer's position does not allow the booking, as a booking problem. */
export type LocationProblem = 'LOCATION_DENIED' | 'LOCATION_TOO_FAR';

/** The buyer's position when it is within the area, or the problem to show. */
export async function locateBuyer(area: NearbyArea): Promise<{ ok: true; position: Coordinates } | { ok: false; problem: LocationProblem }> {
  const position = await devicePosition();
  const problem = locationProblem(area, position);
  return position && !problem ? { ok: true, position } : { ok: false, problem: problem ?? 'LOCATION_DENIED' };
}

/** The device's position, or null when it is refused, unavailable or not supported. */
function devicePosition(): Promise<Coordinates | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      // The city is what matters: a recent, coarse fix will do, and a stuck one gives up.
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 20_000 },
    );
  });
}

/** What stands between a position and the area: none, no position, or too far. */
export function locationProblem(area: NearbyArea, position: Coordinates | null): LocationProblem | null {
  if (!position) return 'LOCATION_DENIED';
  return isWithin(position, area) ? null : 'LOCATION_TOO_FAR';
}
