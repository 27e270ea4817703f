import type { DurationUnit, LandmarkKind, ProductStatus, ProductType, Vehicle, VoucherType } from '../../domain/catalogue';
import { randomFor, type Random } from '../random';
import { GUIDE_LANGUAGES, type GuideLanguage } from '../texts/types';
import { distanceKm } from '../../domain/distance';
import type { CityPlan, LandmarkPlan } from './geography';
import { OPTION_PLANS, type OptionPlan } from './option-plans';

/** Everything about one product before it becomes rows. */
export interface ProductPlan {
  id: number;
  city: CityPlan;
  cityRank: number;
  type: ProductType;
  /** Which of the type's name patterns it uses: distinct within a city. */
  nameVariant: number;
  headline: LandmarkPlan;
  stops: LandmarkPlan[];
  mainStops: Set<number>;
  arrivalMinutes: number[];
  loopMinutes: number;
  durationValue: number;
  durationUnit: DurationUnit;
  vehicle: Vehicle | null;
  loops: number;
  frequencyMinutes: number | null;
  firstDeparture: string;
  lastDeparture: string;
  liveGuides: GuideLanguage[];
  audioGuides: GuideLanguage[];
  voucherMonths: number;
  voucherType: VoucherType;
  status: ProductStatus;
  isNew: boolean;
  routeColor: string;
  cruiseInfo: boolean;
  /** Index of an important announcement it carries, if any. */
  announcement: number | null;
  options: OptionPlan[];
}

/** Product ids are stable: the city's id times 100 plus the product's rank in the city. */
export const productId = (cityId: number, cityRank: number) => cityId * 100 + cityRank;

const VISITABLE: LandmarkKind[] = ['museum', 'palace', 'castle', 'church', 'tower', 'monument', 'stadium'];
const ROUTE_COLORS = ['#c8102e', '#0057b8', '#00843d', '#f2a900', '#6d2077', '#e35205', '#008c95', '#7a5c3e'];

/** Where guides speak the local language, by country. */
const LOCAL_LANGUAGE: Record<string, GuideLanguage> = {
  ES: 'es', MX: 'es', AR: 'es', PE: 'es', CO: 'es', CL: 'es', PT: 'pt', BR: 'pt', FR: 'fr', BE: 'fr', DE: 'de', AT: 'de',
  CH: 'de', IT: 'it', NL: 'nl', JP: 'ja', CN: 'zh', HK: 'zh', TW: 'zh', RU: 'ru', AE: 'ar', EG: 'ar', MA: 'ar', KR: 'ko',
};

function productCount(topRank: number): number {
  if (topRank <= 2) return 12;
  if (topRank <= 10) return 8;
  if (topRank <= 30) return 6;
  if (topRank <= 60) return 5;
  return 4;
}

function typeSequence(city: CityPlan): ProductType[] {
  const water = city.seed.waterfront;
  return [
    'hop_on_hop_off',
    'attraction',
    'city_tour',
    water ? 'boat_tour' : 'combo',
    water ? 'combo' : 'private_tour',
    water ? 'bus_boat' : 'attraction',
    'private_tour',
    'attraction',
    'city_tour',
    water ? 'boat_tour' : 'attraction',
    'attraction',
    'hop_on_hop_off',
  ];
}

export function planProducts(cities: CityPlan[]): ProductPlan[] {
  return cities.flatMap((city) => planCityProducts(city));
}

function planCityProducts(city: CityPlan): ProductPlan[] {
  const random = randomFor('products', city.seed.id);
  const attractions = random.sample(
    city.landmarks.filter((l) => VISITABLE.includes(l.kind)),
    city.landmarks.length,
  );
  const priceFactor = random.float(0.85, 1.2);
  const local = LOCAL_LANGUAGE[city.seed.country];
  const usedVariants = new Map<ProductType, number>();
  const plans: ProductPlan[] = [];

  for (const wanted of typeSequence(city)) {
    if (plans.length === productCount(city.seed.topRank)) break;
    // An attraction needs a sight of its own; without one the city gets another tour.
    const type: ProductType = wanted === 'attraction' && attractions.length === 0 ? 'city_tour' : wanted;
    // Sights are listed best-known first: the city's main tour starts at the first one.
    const headline =
      type === 'attraction' || type === 'combo'
        ? (attractions.shift() ?? random.pick(city.landmarks))
        : plans.length === 0
          ? (city.landmarks[0] ?? random.pick(city.landmarks))
          : random.pick(city.landmarks);
    const nameVariant = usedVariants.get(type) ?? 0;
    usedVariants.set(type, nameVariant + 1);
    const cityRank = plans.length + 1;
    const liveGuides: GuideLanguage[] = [...new Set<GuideLanguage>(['en', local ?? 'en', random.pick(['es', 'fr', 'de', 'it'] as const)])];
    const options = OPTION_PLANS[type]({
      random,
      priceFactor,
      residentPrices: city.seed.country === 'ES' || city.seed.country === 'PT',
      summerOnly: city.seed.latitude > 48,
      attraction: headline.names,
      liveGuides,
      major: city.seed.topRank <= 30,
    });
    plans.push({
      id: productId(city.seed.id, cityRank),
      city,
      cityRank,
      type,
      nameVariant,
      headline,
      ...route(type, city, headline, random),
      ...timing(type, random, options),
      liveGuides: type === 'city_tour' || type === 'private_tour' ? liveGuides : [],
      audioGuides: audioGuides(type, random),
      voucherMonths: [12, 6, 3, 1][random.weighted([80, 6, 8, 6])] ?? 12,
      voucherType: (['mobile', 'mobile_or_paper', 'paper'] as const)[random.weighted([70, 25, 5])] ?? 'mobile',
      status: city.seed.topRank > 5 && random.chance(0.02) ? 'temporarily_unavailable' : 'active',
      isNew: random.chance(0.08),
      routeColor: ROUTE_COLORS[(cityRank - 1) % ROUTE_COLORS.length] ?? '#c8102e',
      cruiseInfo: city.seed.cruisePort && (type === 'hop_on_hop_off' || type === 'bus_boat' || type === 'combo'),
      announcement: random.chance(0.1) ? random.int(0, 2) : null,
      options,
    });
  }
  return plans;
}

const SPEED_KMH: Record<ProductType, number> = {
  hop_on_hop_off: 12,
  city_tour: 4,
  boat_tour: 10,
  bus_boat: 12,
  private_tour: 20,
  attraction: 4,
  combo: 12,
};

/** The stops a product visits, in loop order, and the minutes to reach each. */
function route(type: ProductType, city: CityPlan, headline: LandmarkPlan, random: Random) {
  const others = city.landmarks.filter((l) => l.id !== headline.id);
  const byDistance = [...others].sort(
    (a, b) => distanceKm(headline.latitude, headline.longitude, a.latitude, a.longitude) - distanceKm(headline.latitude, headline.longitude, b.latitude, b.longitude),
  );
  let chosen: LandmarkPlan[];
  if (type === 'attraction') chosen = [headline, ...byDistance.slice(0, 2)];
  else if (type === 'city_tour' || type === 'boat_tour') chosen = [headline, ...byDistance.slice(0, random.int(2, 4))];
  else if (type === 'private_tour') chosen = [headline, ...random.sample(others, random.int(3, 5))];
  else chosen = [headline, ...others].slice(0, 10);

  const stops = type === 'attraction' ? chosen : loopOrder(chosen, city);
  const dwell = type === 'city_tour' ? 15 : 3;
  const arrivalMinutes: number[] = [0];
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1] as LandmarkPlan;
    const b = stops[i] as LandmarkPlan;
    const travel = (distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) * 1.4 * 60) / SPEED_KMH[type];
    arrivalMinutes.push((arrivalMinutes[i - 1] ?? 0) + Math.max(4, Math.round(travel)) + dwell);
  }
  const first = stops[0] as LandmarkPlan;
  const last = stops.at(-1) as LandmarkPlan;
  const back = (distanceKm(last.latitude, last.longitude, first.latitude, first.longitude) * 1.4 * 60) / SPEED_KMH[type];
  const loopMinutes = Math.max(45, (arrivalMinutes.at(-1) ?? 0) + Math.round(back) + 10);
  // The main stops are the best-known sights on the route (the city lists them first).
  const famous = [...stops].sort((a, b) => city.landmarks.indexOf(a) - city.landmarks.indexOf(b));
  return { stops, arrivalMinutes, loopMinutes, mainStops: new Set(famous.slice(0, 3).map((s) => s.id)) };
}

/** Orders sights by their bearing from the centre, starting at the first: a loop without crossings. */
function loopOrder(stops: LandmarkPlan[], city: CityPlan): LandmarkPlan[] {
  const bearing = (l: LandmarkPlan) => Math.atan2(l.latitude - city.seed.latitude, l.longitude - city.seed.longitude);
  const start = bearing(stops[0] as LandmarkPlan);
  const turn = (l: LandmarkPlan) => (bearing(l) - start + 4 * Math.PI) % (2 * Math.PI);
  return [...stops].sort((a, b) => turn(a) - turn(b));
}

function timing(type: ProductType, random: Random, options: OptionPlan[]) {
  const first = options[0];
  const timed = first?.startTimes ?? [];
  switch (type) {
    case 'hop_on_hop_off':
    case 'bus_boat':
    case 'combo':
      return {
        durationValue: 24,
        durationUnit: 'hour' as const,
        vehicle: type === 'bus_boat' ? ('bus_boat' as const) : ('bus' as const),
        loops: type === 'hop_on_hop_off' ? random.int(1, 3) : 1,
        frequencyMinutes: random.pick([10, 15, 20, 30]),
        firstDeparture: random.pick(['09:00', '09:30']),
        lastDeparture: random.pick(['17:00', '17:30', '18:00']),
      };
    case 'boat_tour':
      return {
        durationValue: first?.durationValue ?? 60,
        durationUnit: 'minute' as const,
        vehicle: 'boat' as const,
        loops: 1,
        frequencyMinutes: 60,
        firstDeparture: timed[0] ?? '10:00',
        lastDeparture: timed.at(-1) ?? '17:00',
      };
    case 'city_tour':
      return {
        durationValue: first?.durationValue ?? 120,
        durationUnit: 'minute' as const,
        vehicle: null,
        loops: 1,
        frequencyMinutes: null,
        firstDeparture: options[0]?.startTimes[0] ?? '10:00',
        lastDeparture: options.at(-1)?.startTimes[0] ?? '15:00',
      };
    case 'private_tour':
      return {
        durationValue: 4,
        durationUnit: 'hour' as const,
        vehicle: 'car' as const,
        loops: 1,
        frequencyMinutes: null,
        firstDeparture: '09:00',
        lastDeparture: '14:00',
      };
    case 'attraction':
      return {
        durationValue: 2,
        durationUnit: 'hour' as const,
        vehicle: null,
        loops: 1,
        frequencyMinutes: null,
        firstDeparture: '09:00',
        lastDeparture: random.pick(['18:00', '19:00']),
      };
  }
}

function audioGuides(type: ProductType, random: Random): GuideLanguage[] {
  const count: Record<ProductType, [number, number]> = {
    hop_on_hop_off: [8, 12],
    bus_boat: [8, 12],
    combo: [8, 10],
    boat_tour: [4, 8],
    attraction: [4, 6],
    city_tour: [0, 0],
    private_tour: [0, 0],
  };
  const [min, max] = count[type];
  const n = random.int(min, max);
  // English and Spanish first, then a random choice of the rest.
  return n === 0 ? [] : ['en', 'es', ...random.sample(GUIDE_LANGUAGES.filter((l) => l !== 'en' && l !== 'es'), n - 2)];
}
