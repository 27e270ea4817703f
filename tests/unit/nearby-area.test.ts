import { describe, expect, it } from 'vitest';
import { locationProblem } from '@/lib/booking/nearby';
import { radiusText } from '@/lib/booking/radius-text';
import { distanceKm, isWithin } from '@/provider/domain/distance';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const VERSAILLES = { latitude: 48.8049, longitude: 2.1204 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
const AREA = { radiusKm: 25, center: PARIS };

describe('distances on the map (haversine)', () => {
  it('measures great-circle distances in km', () => {
    expect(distanceKm(PARIS.latitude, PARIS.longitude, LYON.latitude, LYON.longitude)).toBeCloseTo(391.5, 0);
    expect(distanceKm(PARIS.latitude, PARIS.longitude, VERSAILLES.latitude, VERSAILLES.longitude)).toBeCloseTo(17.8, 0);
    // A quarter of the way round the equator, and nothing at all between a point and itself.
    expect(distanceKm(0, 0, 0, 90)).toBeCloseTo(10_007.5, 0);
    expect(distanceKm(PARIS.latitude, PARIS.longitude, PARIS.latitude, PARIS.longitude)).toBe(0);
  });

  it('crosses the antimeridian the short way', () => {
    expect(distanceKm(0, 179.5, 0, -179.5)).toBeCloseTo(111.2, 0);
  });

  it('counts a position on the radius as inside', () => {
    expect(isWithin(VERSAILLES, AREA)).toBe(true);
    expect(isWithin(VERSAILLES, { ...AREA, radiusKm: 17 })).toBe(false);
    expect(isWithin(LYON, AREA)).toBe(false);
  });
});

describe('the buyer’s position for a product sold only nearby', () => {
  it('lets a buyer within the radius book, and says why not otherwise', () => {
    expect(locationProblem(AREA, VERSAILLES)).toBeNull();
    expect(locationProblem(AREA, LYON)).toBe('LOCATION_TOO_FAR');
    expect(locationProblem(AREA, null)).toBe('LOCATION_DENIED');
  });

  it('states the radius in km, and in miles in US English', () => {
    expect(radiusText(25, 'en', 'en-GB')).toBe('25 km');
    expect(radiusText(25, 'en-us', 'en-US')).toBe('16 mi');
    expect(radiusText(25, 'fr', 'fr-FR')).toBe('25\u202fkm');
  });
});
