/**
 * Languages and currencies of the provider's contract (spec §7, §9).
 * The shop maps its route prefixes onto these; the provider knows nothing of routes.
 */
export const API_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'us'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
export const DEFAULT_API_LANGUAGE: ApiLanguage = 'en';

/** Every text of the catalogue is stored in each API language; `us` is US English. */
export const CONTENT_LANGUAGES = API_LANGUAGES;
export type ContentLanguage = ApiLanguage;

/** A text in every content language. */
export type LocalisedText = Record<ContentLanguage, string>;

/** Currency ids of §3: 1 euro, 2 pound, 3 US dollar. Prices are integer minor units. */
export const CURRENCIES = {
  1: { code: 'EUR', symbol: '€' },
  2: { code: 'GBP', symbol: '£' },
  3: { code: 'USD', symbol: '$' },
} as const;
export type CurrencyId = keyof typeof CURRENCIES;
export type CurrencyCode = (typeof CURRENCIES)[CurrencyId]['code'];
export const DEFAULT_CURRENCY_ID: CurrencyId = 1;
