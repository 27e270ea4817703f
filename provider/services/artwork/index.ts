import type { ProductType } from '../../domain/catalogue';
import { CITIES } from '../../seed/data/places';
import { randomFor, type Random } from '../../seed/random';
import { ground, hills, roofs, sun, svgDocument, W, water } from './backdrop';
import { landmarkOf, placeLandmark, type Landmark } from './landmarks';
import { paletteFor, type Palette } from './palette';
import { detail, onBoard, sceneFor } from './scenes';

/**
 * Generated pictures that make places recognisable without photos: each top city's
 * own landmark, and for the rest hills, river and colours of their own; each kind of
 * product drawn in front of its city. Deterministic per id and variant, so a picture
 * never changes between requests.
 */

/** A city's gallery: its landmark over the roofs, a street, the river or the view from the hills. */
export const LOCATION_VARIANTS = 3;

/** Bus tours also show the view from the open top deck. */
const ON_BOARD: ReadonlySet<ProductType> = new Set(['hop_on_hop_off', 'bus_boat', 'combo']);

/** A product's own pictures: its scene, a close-up, and for bus tours the top deck. */
export const productVariants = (type: ProductType) => (ON_BOARD.has(type) ? 3 : 2);

const waterfront = (cityId: number) => CITIES.find((city) => city.id === cityId)?.waterfront ?? false;

/** Sky, hills, roofs and, in front, the city's landmark at the given size (or a taller row of roofs). */
function cityscape(random: Random, p: Palette, cityId: number, opts: { baseline: number; scale: number; x: number; water: boolean }) {
  const landmark = landmarkOf(cityId);
  const { baseline } = opts;
  const front = (mark: Landmark) => placeLandmark(mark, p, opts.x, baseline + (mark.waterside && opts.water ? 6 : 0), opts.scale);
  return [
    sun(p),
    hills(p, baseline),
    roofs(random, baseline, p.buildingsFar, 60, landmark ? 180 : 260),
    landmark ? '' : roofs(random, baseline, p.buildingsNear, 40, 180),
    opts.water ? water(p, baseline) : ground(p, baseline),
    landmark ? front(landmark) : '',
    landmark && !landmark.waterside ? roofs(random, baseline + 4, p.buildingsNear, 10, 50) : '',
  ].join('');
}

function street(random: Random, p: Palette, cityId: number): string {
  const landmark = landmarkOf(cityId);
  const horizon = 430;
  const facade = (side: -1 | 1, index: number) => {
    // Facades recede towards the vanishing point in the middle of the picture.
    const near = side < 0 ? index * 110 : W - index * 110;
    const far = side < 0 ? near + 110 : near - 110;
    const shrink = (x: number) => (Math.abs(x - W / 2) / (W / 2)) * 1;
    const top = (x: number) => horizon - 380 * shrink(x) - 20;
    const bottom = (x: number) => horizon + 370 * shrink(x);
    const colour = p.facades[(index + (side < 0 ? 0 : 1)) % p.facades.length];
    const window = (x: number) => `<rect x="${x - 8}" y="${(top(x) + horizon) / 2}" width="16" height="${Math.max(6, Math.round((horizon - top(x)) / 4))}" fill="${p.buildingsNear}" opacity="0.6"/>`;
    return `<polygon points="${near},${top(near)} ${far},${top(far)} ${far},${bottom(far)} ${near},${bottom(near)}" fill="${colour}" stroke="${p.buildingsNear}" stroke-width="2"/>${window((near + far) / 2)}`;
  };
  const sides = [0, 1, 2, 3].flatMap((index) => [facade(-1, index), facade(1, index)]).join('');
  const end = landmark ? placeLandmark(landmark, p, W / 2, horizon, 0.32) : roofs(random, horizon, p.buildingsFar, 20, 70);
  return `${sun(p, 110, 40)}${end}<polygon points="0,800 560,${horizon} 640,${horizon} 1200,800" fill="${p.ground}"/><path d="M600 ${horizon} L600 800" stroke="#fff" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="30 30"/>${sides}`;
}

function view(random: Random, p: Palette, cityId: number): string {
  if (waterfront(cityId)) {
    // Across the river: the skyline and the landmark beyond the water, reflected.
    return cityscape(random, p, cityId, { baseline: 470, scale: 0.55, x: 820, water: true }) + `<rect y="470" width="${W}" height="12" fill="#fff" opacity="0.25"/>`;
  }
  // From the hills above the city: green slopes in front, the roofs small below.
  const lie = { ...p, hillHeight: p.hillHeight + 60 };
  return `${sun(p)}${hills(lie, 500)}${cityscape(random, p, cityId, { baseline: 520, scale: 0.4, x: 640, water: false })}<path d="M0 800 L0 640 Q300 560 620 650 T1200 600 L1200 800 Z" fill="${p.hills}"/>`;
}

/** One of a city's pictures (variant 1 is the main one), or undefined for a variant it has not. */
export function locationArtwork(cityId: number, variant = 1): string | undefined {
  const random = randomFor('artwork', 'location', cityId, variant);
  const p = paletteFor(cityId);
  const water = waterfront(cityId) && !!landmarkOf(cityId)?.waterside;
  switch (variant) {
    case 1:
      return svgDocument(cityscape(random, p, cityId, { baseline: 660, scale: 1.15, x: W / 2, water }), p);
    case 2:
      return svgDocument(street(random, p, cityId), p);
    case 3:
      return svgDocument(view(random, p, cityId), p);
    default:
      return undefined;
  }
}

/** One of a product's own pictures, drawn in its city, or undefined for a variant it has not. */
export function productArtwork(id: number, product: { cityId: number; type: ProductType; colour: string }, variant = 1): string | undefined {
  if (variant < 1 || variant > productVariants(product.type)) return undefined;
  const random = randomFor('artwork', 'product', id, variant);
  const p = paletteFor(product.cityId);
  if (variant === 2) return svgDocument(detail(product.type, random, p, product.colour), p);
  if (variant === 3) return svgDocument(cityscape(random, p, product.cityId, { baseline: 560, scale: 0.8, x: W / 2, water: false }) + onBoard(product.colour), p);
  const scene = sceneFor(product.type, random, p, product.colour);
  const backdrop = cityscape(random, p, product.cityId, { baseline: scene.water ? 540 : 620, scale: 0.62, x: random.pick([260, 940]), water: scene.water });
  return svgDocument(backdrop + scene.svg, p);
}
