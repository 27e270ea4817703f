/** A point on the map, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Where a product sold only nearby may be bought from (spec §5 "user location must be near the selected area"). */
export interface NearbyArea {
  radiusKm: number;
  center: Coordinates;
}

/** Great-circle distance in km (haversine on a 6,371 km sphere): within a few metres over a city's reach. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** Whether a position is within the area: the same test in the browser and on the provider. */
export const isWithin = (position: Coordinates, area: NearbyArea) =>
  distanceKm(position.latitude, position.longitude, area.center.latitude, area.center.longitude) <= area.radiusKm;
