import type { MapRoute } from '@/components/map/map-types';

/** The kinds of product that run a route worth drawing on a city map (a loop of stops). */
const ROUTE_TYPES = new Set(['hop_on_hop_off', 'bus_boat', 'boat_tour']);

/** How many routes each city map draws: the full-screen map has room for more than the city page's. */
export const MAP_ROUTES = { city: 4, 'city-full': 8 } as const;

/** The address of a route map's drawing (app/maps). */
export const mapDrawingPath = (language: string, kind: keyof typeof MAP_ROUTES | 'product', id: number) => `/maps/${language}/${kind}/${id}.svg`;

/**
 * The routes a city map draws: those of its hop-on hop-off, bus-and-boat and boat products,
 * in the city's product order (main product first), at most `limit` — a dozen overlapping
 * loops would hide each other.
 */
export function cityMapRoutes(
  routes: { productId: number; name: string; color: string; stops: MapRoute['stops'] }[],
  products: { id: number; type: string }[],
  limit: number,
): MapRoute[] {
  const order = new Map(products.filter((p) => ROUTE_TYPES.has(p.type)).map((p, i) => [p.id, i]));
  return routes
    .filter((route) => order.has(route.productId) && route.stops.length > 1)
    .sort((a, b) => (order.get(a.productId) ?? 0) - (order.get(b.productId) ?? 0))
    .slice(0, limit)
    .map((route) => ({ id: route.productId, name: route.name, color: route.color, stops: route.stops }));
}
