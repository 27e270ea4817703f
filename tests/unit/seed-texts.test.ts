import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@/provider/api/contract/languages';
import { TEXTS } from '@/provider/seed/texts';
import type { ProductContext } from '@/provider/seed/texts/types';

const context: ProductContext = {
  city: 'Sevilla',
  country: 'España',
  stops: ['Giralda', 'Plaza de España', 'Torre del Oro'],
  highlights: ['Giralda', 'Plaza de España'],
  meetingPoint: 'Giralda',
  durationMinutes: 90,
  loopMinutes: 120,
  frequencyMinutes: 20,
  firstDeparture: '09:00',
  lastDeparture: '17:30',
  validityHours: 24,
  voucherMonths: 12,
  liveGuides: ['English', 'Español'],
  audioGuideCount: 10,
  studentCardRequired: true,
  minPassengers: 2,
};

/** Calls every function with a context wide enough for any of them (numbers read it as text: only the shape counts), and walks the results. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') {
    const wide = { ...context, place: 'Sevilla', sight: 'Giralda', product: 'tour', landmark: 'Giralda', hours: 24, name: 'Tour', minutes: 90, attraction: 'Giralda', first: '09:00', last: '18:00', stop: 'Giralda', landmarks: context.stops, waterfront: true, hopOnHopOff: true };
    return shape((value as (arg: unknown) => unknown)(wide));
  }
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

/** The same shape with every leaf a type name, so languages compare by structure only. */
const structure = (value: unknown) => JSON.parse(JSON.stringify(shape(value)));

describe('seed texts', () => {
  it.each(CONTENT_LANGUAGES.filter((l) => l !== 'en'))('%s has the shape of en: same keys, same list lengths', (language) => {
    expect(structure(TEXTS[language])).toEqual(structure(TEXTS.en));
  });

  it('formats US English times on a 12-hour clock and spells the American way', () => {
    const schedule = TEXTS.us.product.hop_on_hop_off.schedule({ ...context, lastDeparture: '17:30', stops: ['Harbour Bridge'] });
    expect(schedule).toContain('9:00 AM');
    expect(schedule).toContain('5:30 PM');
    // Names passed in keep their own spelling.
    expect(schedule).toContain('Harbour Bridge');
    expect(TEXTS.us.landmarkKinds.harbour).toBe('Harbor');
    expect(TEXTS.en.landmarkKinds.harbour).toBe('Harbour');
  });
});
