import type { ContentLanguage } from '../../api/contract/languages';

type Names = Record<ContentLanguage, string>;

export interface ContinentSeed {
  id: number;
  code: string;
  names: Names;
}

export interface CountrySeed {
  /** ISO 3166-1 numeric code. */
  id: number;
  isoCode: string;
  continent: string;
  names: Names;
}

export interface CitySeed {
  id: number;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  topRank: number | null;
  names: Names;
}

export const CONTINENTS: ContinentSeed[] = [
  { id: 1, code: 'AF', names: { de: 'Afrika', en: 'Africa', es: 'África', fr: 'Afrique', it: 'Africa' } },
  { id: 2, code: 'AS', names: { de: 'Asien', en: 'Asia', es: 'Asia', fr: 'Asie', it: 'Asia' } },
  { id: 3, code: 'EU', names: { de: 'Europa', en: 'Europe', es: 'Europa', fr: 'Europe', it: 'Europa' } },
  {
    id: 4,
    code: 'NA',
    names: { de: 'Nordamerika', en: 'North America', es: 'América del Norte', fr: 'Amérique du Nord', it: 'America del Nord' },
  },
  { id: 5, code: 'OC', names: { de: 'Ozeanien', en: 'Oceania', es: 'Oceanía', fr: 'Océanie', it: 'Oceania' } },
];

export const COUNTRIES: CountrySeed[] = [
  { id: 250, isoCode: 'FR', continent: 'EU', names: { de: 'Frankreich', en: 'France', es: 'Francia', fr: 'France', it: 'Francia' } },
  {
    id: 826,
    isoCode: 'GB',
    continent: 'EU',
    names: { de: 'Vereinigtes Königreich', en: 'United Kingdom', es: 'Reino Unido', fr: 'Royaume-Uni', it: 'Regno Unito' },
  },
  { id: 724, isoCode: 'ES', continent: 'EU', names: { de: 'Spanien', en: 'Spain', es: 'España', fr: 'Espagne', it: 'Spagna' } },
  { id: 620, isoCode: 'PT', continent: 'EU', names: { de: 'Portugal', en: 'Portugal', es: 'Portugal', fr: 'Portugal', it: 'Portogallo' } },
  { id: 380, isoCode: 'IT', continent: 'EU', names: { de: 'Italien', en: 'Italy', es: 'Italia', fr: 'Italie', it: 'Italia' } },
  { id: 276, isoCode: 'DE', continent: 'EU', names: { de: 'Deutschland', en: 'Germany', es: 'Alemania', fr: 'Allemagne', it: 'Germania' } },
  { id: 40, isoCode: 'AT', continent: 'EU', names: { de: 'Österreich', en: 'Austria', es: 'Austria', fr: 'Autriche', it: 'Austria' } },
  {
    id: 203,
    isoCode: 'CZ',
    continent: 'EU',
    names: { de: 'Tschechien', en: 'Czech Republic', es: 'República Checa', fr: 'Tchéquie', it: 'Repubblica Ceca' },
  },
  { id: 528, isoCode: 'NL', continent: 'EU', names: { de: 'Niederlande', en: 'Netherlands', es: 'Países Bajos', fr: 'Pays-Bas', it: 'Paesi Bassi' } },
  {
    id: 840,
    isoCode: 'US',
    continent: 'NA',
    names: { de: 'Vereinigte Staaten', en: 'United States', es: 'Estados Unidos', fr: 'États-Unis', it: 'Stati Uniti' },
  },
  {
    id: 784,
    isoCode: 'AE',
    continent: 'AS',
    names: {
      de: 'Vereinigte Arabische Emirate',
      en: 'United Arab Emirates',
      es: 'Emiratos Árabes Unidos',
      fr: 'Émirats arabes unis',
      it: 'Emirati Arabi Uniti',
    },
  },
  { id: 36, isoCode: 'AU', continent: 'OC', names: { de: 'Australien', en: 'Australia', es: 'Australia', fr: 'Australie', it: 'Australia' } },
  { id: 710, isoCode: 'ZA', continent: 'AF', names: { de: 'Südafrika', en: 'South Africa', es: 'Sudáfrica', fr: 'Afrique du Sud', it: 'Sudafrica' } },
];

/** Real cities with their exonyms and coordinates; ids 41 (Paris) and 95 (London) are fixed by the spec. */
export const CITIES: CitySeed[] = [
  { id: 41, country: 'FR', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris', topRank: 1, names: { de: 'Paris', en: 'Paris', es: 'París', fr: 'Paris', it: 'Parigi' } },
  { id: 95, country: 'GB', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London', topRank: 2, names: { de: 'London', en: 'London', es: 'Londres', fr: 'Londres', it: 'Londra' } },
  { id: 2, country: 'ES', latitude: 41.3874, longitude: 2.1686, timeZone: 'Europe/Madrid', topRank: 3, names: { de: 'Barcelona', en: 'Barcelona', es: 'Barcelona', fr: 'Barcelone', it: 'Barcellona' } },
  { id: 30, country: 'IT', latitude: 41.9028, longitude: 12.4964, timeZone: 'Europe/Rome', topRank: 4, names: { de: 'Rom', en: 'Rome', es: 'Roma', fr: 'Rome', it: 'Roma' } },
  { id: 70, country: 'US', latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York', topRank: 5, names: { de: 'New York', en: 'New York', es: 'Nueva York', fr: 'New York', it: 'New York' } },
  { id: 3, country: 'ES', latitude: 40.4168, longitude: -3.7038, timeZone: 'Europe/Madrid', topRank: 6, names: { de: 'Madrid', en: 'Madrid', es: 'Madrid', fr: 'Madrid', it: 'Madrid' } },
  { id: 60, country: 'PT', latitude: 38.7223, longitude: -9.1393, timeZone: 'Europe/Lisbon', topRank: 7, names: { de: 'Lissabon', en: 'Lisbon', es: 'Lisboa', fr: 'Lisbonne', it: 'Lisbona' } },
  { id: 53, country: 'NL', latitude: 52.3676, longitude: 4.9041, timeZone: 'Europe/Amsterdam', topRank: 8, names: { de: 'Amsterdam', en: 'Amsterdam', es: 'Ámsterdam', fr: 'Amsterdam', it: 'Amsterdam' } },
  { id: 50, country: 'DE', latitude: 52.52, longitude: 13.405, timeZone: 'Europe/Berlin', topRank: 9, names: { de: 'Berlin', en: 'Berlin', es: 'Berlín', fr: 'Berlin', it: 'Berlino' } },
  { id: 52, country: 'CZ', latitude: 50.0755, longitude: 14.4378, timeZone: 'Europe/Prague', topRank: 10, names: { de: 'Prag', en: 'Prague', es: 'Praga', fr: 'Prague', it: 'Praga' } },
  { id: 51, country: 'AT', latitude: 48.2082, longitude: 16.3738, timeZone: 'Europe/Vienna', topRank: 11, names: { de: 'Wien', en: 'Vienna', es: 'Viena', fr: 'Vienne', it: 'Vienna' } },
  { id: 4, country: 'ES', latitude: 37.3891, longitude: -5.9845, timeZone: 'Europe/Madrid', topRank: 12, names: { de: 'Sevilla', en: 'Seville', es: 'Sevilla', fr: 'Séville', it: 'Siviglia' } },
  { id: 61, country: 'PT', latitude: 41.1579, longitude: -8.6291, timeZone: 'Europe/Lisbon', topRank: 13, names: { de: 'Porto', en: 'Porto', es: 'Oporto', fr: 'Porto', it: 'Porto' } },
  { id: 80, country: 'AE', latitude: 25.2048, longitude: 55.2708, timeZone: 'Asia/Dubai', topRank: 14, names: { de: 'Dubai', en: 'Dubai', es: 'Dubái', fr: 'Dubaï', it: 'Dubai' } },
  { id: 90, country: 'AU', latitude: -33.8688, longitude: 151.2093, timeZone: 'Australia/Sydney', topRank: 15, names: { de: 'Sydney', en: 'Sydney', es: 'Sídney', fr: 'Sydney', it: 'Sydney' } },
  { id: 100, country: 'ZA', latitude: -33.9249, longitude: 18.4241, timeZone: 'Africa/Johannesburg', topRank: 16, names: { de: 'Kapstadt', en: 'Cape Town', es: 'Ciudad del Cabo', fr: 'Le Cap', it: 'Città del Capo' } },
  // Listed for search, not among the top destinations.
  { id: 5, country: 'ES', latitude: 39.4699, longitude: -0.3763, timeZone: 'Europe/Madrid', topRank: null, names: { de: 'Valencia', en: 'Valencia', es: 'Valencia', fr: 'Valence', it: 'Valencia' } },
  { id: 31, country: 'IT', latitude: 43.7696, longitude: 11.2558, timeZone: 'Europe/Rome', topRank: null, names: { de: 'Florenz', en: 'Florence', es: 'Florencia', fr: 'Florence', it: 'Firenze' } },
];
