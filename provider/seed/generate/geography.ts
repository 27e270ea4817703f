import { CONTENT_LANGUAGES, type ContentLanguage, type LocalisedText } from '../../api/contract/languages';
import { SCOPES } from '../../domain/catalogue';
import { distanceKm } from '../../domain/distance';
import { toSearchForm } from '../../domain/search-form';
import { toSlug } from '../../domain/slug';
import { CITIES, CONTINENTS, COUNTRIES, type CitySeed } from '../data/places';
import { TEXTS } from '../texts';
import { localiseNames } from './localise';
import type { CatalogueRows } from './rows';

type GeographyRows = Pick<
  CatalogueRows,
  | 'continents'
  | 'continentTranslations'
  | 'countries'
  | 'countryTranslations'
  | 'locations'
  | 'locationTranslations'
  | 'landmarks'
  | 'scopes'
>;

/** A city with everything the product generator needs, in every language. */
export interface CityPlan {
  seed: CitySeed;
  names: LocalisedText;
  countryNames: LocalisedText;
  landmarks: LandmarkPlan[];
}

export interface LandmarkPlan {
  id: number;
  kind: CitySeed['landmarks'][number]['kind'];
  latitude: number;
  longitude: number;
  names: LocalisedText;
}

/** Landmark ids are stable: the city's id times 100 plus the landmark's position. */
export const landmarkId = (cityId: number, position: number) => cityId * 100 + position;

/** Service hours every city's buses keep (the location's service information). */
export const CITY_SERVICE = { first: '09:00', last: '18:00', frequencyMinutes: 20 };

export function planCities(): CityPlan[] {
  const countryByIso = new Map(COUNTRIES.map((country) => [country.isoCode, country]));
  return [...CITIES]
    .sort((a, b) => a.topRank - b.topRank)
    .map((city) => {
      const country = countryByIso.get(city.country);
      if (!country) throw new Error(`City ${city.id} refers to unknown country ${city.country}`);
      return {
        seed: city,
        names: localiseNames(city.names),
        countryNames: localiseNames(country.names),
        landmarks: city.landmarks.map((landmark, index) => ({
          id: landmarkId(city.id, index + 1),
          kind: landmark.kind,
          latitude: landmark.latitude,
          longitude: landmark.longitude,
          names: localiseNames(landmark.names),
        })),
      };
    });
}

export function generateGeography(cities: CityPlan[]): GeographyRows {
  const continentIds = new Map(CONTINENTS.map((c) => [c.code, c.id]));
  const countryIds = new Map(COUNTRIES.map((c) => [c.isoCode, c.id]));
  const translate = <T>(build: (language: ContentLanguage) => T) => CONTENT_LANGUAGES.map(build);

  return {
    continents: CONTINENTS.map(({ id, code }) => ({ id, code })),
    continentTranslations: CONTINENTS.flatMap((c) =>
      translate((lang) => ({ continentId: c.id, lang, name: localiseNames(c.names)[lang] })),
    ),
    countries: COUNTRIES.map((c) => ({ id: c.id, isoCode: c.isoCode, continentId: required(continentIds, c.continent) })),
    countryTranslations: COUNTRIES.flatMap((c) =>
      translate((lang) => ({ countryId: c.id, lang, name: localiseNames(c.names)[lang] })),
    ),
    locations: cities.map(({ seed, names, landmarks }) => ({
      id: seed.id,
      countryId: required(countryIds, seed.country),
      latitude: seed.latitude,
      longitude: seed.longitude,
      timeZone: seed.timeZone,
      topRank: seed.topRank,
      mapZoom: mapZoom(seed, landmarks),
      searchText: `|${[...new Set(Object.values(names).map(toSearchForm))].join('|')}|`,
    })),
    locationTranslations: cities.flatMap((city) =>
      translate((lang) => {
        const texts = TEXTS[lang].location;
        const landmarkNames = city.landmarks.map((l) => l.names[lang]);
        return {
          locationId: city.seed.id,
          lang,
          name: city.names[lang],
          slug: toSlug(city.names[lang]),
          about: texts.about({
            city: city.names[lang],
            country: city.countryNames[lang],
            landmarks: landmarkNames,
            waterfront: city.seed.waterfront,
          }),
          serviceInformation: texts.serviceInformation({
            city: city.names[lang],
            ...CITY_SERVICE,
            stop: landmarkNames[0] ?? city.names[lang],
          }),
        };
      }),
    ),
    landmarks: cities.flatMap((city) =>
      city.landmarks.map((landmark, index) => ({
        id: landmark.id,
        locationId: city.seed.id,
        position: index + 1,
        kind: landmark.kind,
        latitude: landmark.latitude,
        longitude: landmark.longitude,
        names: landmark.names,
      })),
    ),
    scopes: [
      { id: SCOPES.worldwide, countryId: null, locationId: null },
      { id: SCOPES.paris, countryId: null, locationId: 41 },
      { id: SCOPES.spain, countryId: required(countryIds, 'ES'), locationId: null },
      { id: SCOPES.london, countryId: null, locationId: 95 },
      { id: SCOPES.portugal, countryId: required(countryIds, 'PT'), locationId: null },
    ],
  };
}

/** A zoom level that fits the city's sights: wider spread, lower zoom. */
function mapZoom(city: CitySeed, landmarks: LandmarkPlan[]): number {
  const spreadKm = Math.max(
    0.5,
    ...landmarks.map((l) => distanceKm(city.latitude, city.longitude, l.latitude, l.longitude)),
  );
  return Math.max(10, Math.min(16, Math.round(15 - Math.log2(spreadKm))));
}

export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown key ${String(key)}`);
  return value;
}
