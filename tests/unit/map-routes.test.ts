import { describe, expect, it } from 'vitest';
import { cityMapRoutes } from '@/lib/site/map-routes';

const stops = [
  { position: 1, name: 'A', coordinates: { latitude: 1, longitude: 1 }, main: true, arrivalMinutes: 0 },
  { position: 2, name: 'B', coordinates: { latitude: 2, longitude: 2 }, main: false, arrivalMinutes: 10 },
];
const route = (productId: number) => ({ productId, name: `Route ${productId}`, color: '#c8102e', stops });

describe('the routes a city map draws', () => {
  it('keeps loop tours (hop-on hop-off, bus and boat, boat) in the city’s product order, up to the limit', () => {
    const products = [
      { id: 3, type: 'boat_tour' },
      { id: 1, type: 'hop_on_hop_off' },
      { id: 2, type: 'attraction' },
      { id: 4, type: 'bus_boat' },
      { id: 5, type: 'hop_on_hop_off' },
    ];
    const drawn = cityMapRoutes([route(1), route(2), route(3), route(4), route(5)], products, 3);
    expect(drawn.map((r) => r.id)).toEqual([3, 1, 4]);
    expect(drawn[0]).toEqual({ id: 3, name: 'Route 3', color: '#c8102e', stops });
  });

  it('leaves out routes of a single stop and of unknown products', () => {
    const single = { ...route(1), stops: stops.slice(0, 1) };
    expect(cityMapRoutes([single, route(9)], [{ id: 1, type: 'hop_on_hop_off' }], 4)).toEqual([]);
  });
});
