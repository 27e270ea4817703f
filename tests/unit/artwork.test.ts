import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@/provider/domain/catalogue';
import { locationArtwork, LOCATION_VARIANTS, productArtwork, productVariants } from '@/provider/services/artwork';
import { LANDMARKS } from '@/provider/services/artwork/landmarks';
import { CITIES } from '@/provider/seed/data/places';

const PARIS = 41;
const ROME = 30;
const SEVILLE = 4;

/** Every opened tag is closed, in order: the SVG is well formed enough for any browser. */
function expectBalanced(svg: string) {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name!);
  }
  expect(open).toEqual([]);
}

const landmarkIn = (svg: string) => svg.match(/data-landmark="([a-z-]+)"/)?.[1];
const skyIn = (svg: string) => svg.match(/<stop offset="0" stop-color="([^"]+)"/)?.[1];

describe('the generated artwork', () => {
  it('draws each landmark city’s own landmark in its main picture', () => {
    for (const [cityId, landmark] of Object.entries(LANDMARKS)) {
      expect(landmarkIn(locationArtwork(Number(cityId))!), `city ${cityId}`).toBe(landmark.key);
    }
    expect(landmarkIn(locationArtwork(PARIS)!)).toBe('eiffel-tower');
    expect(landmarkIn(locationArtwork(ROME)!)).toBe('colosseum');
    expect(landmarkIn(locationArtwork(SEVILLE)!)).toBe('giralda');
  });

  it('gives the landmark to the top ten cities', () => {
    const topTen = CITIES.filter((city) => city.topRank <= 10);
    for (const city of topTen) expect(LANDMARKS[city.id], city.names.en).toBeDefined();
  });

  it('paints Paris, Rome and Seville in different skies', () => {
    const skies = [PARIS, ROME, SEVILLE].map((id) => skyIn(locationArtwork(id)!));
    expect(new Set(skies).size).toBe(3);
  });

  it('gives cities without a landmark a sky and hills of their own', () => {
    const plain = CITIES.filter((city) => !LANDMARKS[city.id]).slice(0, 12).map((city) => locationArtwork(city.id)!);
    for (const svg of plain) expect(landmarkIn(svg)).toBeUndefined();
    expect(new Set(plain.map(skyIn)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(plain.map((svg) => svg.match(/<path d="M0 \d+ L0 [^"]+" fill="[^"]+"\/>/)?.[0])).size).toBe(plain.length);
  });

  it('draws each kind of product in its own scene', () => {
    const scenes = PRODUCT_TYPES.map((type) => productArtwork(4101, { cityId: PARIS, type, colour: '#c8102e' })!.match(/data-scene="([a-z-]+)"/)?.[1]);
    expect(scenes.every(Boolean)).toBe(true);
    expect(new Set(scenes).size).toBe(PRODUCT_TYPES.length);
  });

  it('draws the same picture every time, and a different one for another product or picture number', () => {
    const product = { cityId: ROME, type: 'boat_tour', colour: '#005eb8' } as const;
    expect(productArtwork(7, product)).toBe(productArtwork(7, product));
    expect(productArtwork(7, product)).not.toBe(productArtwork(8, product));
    expect(productArtwork(7, product, 2)).not.toBe(productArtwork(7, product));
    expect(locationArtwork(PARIS, 2)).toBe(locationArtwork(PARIS, 2));
  });

  it('has no picture beyond a gallery’s own', () => {
    expect(locationArtwork(PARIS, LOCATION_VARIANTS + 1)).toBeUndefined();
    expect(locationArtwork(PARIS, 0)).toBeUndefined();
    expect(productArtwork(7, { cityId: PARIS, type: 'city_tour', colour: '#000' }, productVariants('city_tour') + 1)).toBeUndefined();
    expect(productVariants('hop_on_hop_off')).toBe(3);
  });

  it('stays small and well formed', () => {
    const all = [
      ...CITIES.flatMap((city) => [1, 2, 3].map((variant) => locationArtwork(city.id, variant)!)),
      ...PRODUCT_TYPES.flatMap((type) => [1, 2, 3].map((variant) => productArtwork(11, { cityId: SEVILLE, type, colour: '#c8102e' }, variant)).filter((svg) => svg !== undefined)),
    ];
    for (const svg of all) {
      expect(svg.length).toBeLessThan(30_000);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
      expect(svg).not.toMatch(/NaN|undefined/);
      expectBalanced(svg);
    }
  });
});
