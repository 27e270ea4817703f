/**
 * Languages and currencies of the provider's contract (spec §7, §9).
 * The shop maps its route prefixes onto these; the provider knows nothing of routes.
 */
export const API_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'us'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
export const DEFAULT_API_LANGUAGE: ApiLanguage = 'en';

/** Languages the catalogue stores text in; US English reads the English text. */
export const CONTENT_LANGUAGES = ['de', 'en', 'es', 'fr', 'it'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export function contentLanguage(language: ApiLanguage): ContentLanguage {
  return language === 'us' ? 'en' : language;
}

/** Currency ids of §3: 1 euro, 2 pound, 3 US dollar. Prices are integer minor units. */
export const CURRENCIES = {
  1: { code: 'EUR', symbol: '€' },
  2: { code: 'GBP', symbol: '£' },
  3: { code: 'USD', symbol: '$' },
} as const;
export type CurrencyId = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY_ID: CurrencyId = 1;
