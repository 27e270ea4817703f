/**
 * The shop's languages: one typed table, the single source for route prefixes,
 * `<html lang>`, the language sent to the provider and the language option of §3.
 */
export const LANGUAGES = {
  de: { htmlLang: 'de', intlLocale: 'de-DE', apiLanguage: 'de', name: 'Deutsch', nameExt: 'Deutsch (DE)', titleMobile: 'DE' },
  en: { htmlLang: 'en', intlLocale: 'en-GB', apiLanguage: 'en', name: 'English', nameExt: 'English (UK)', titleMobile: 'EN' },
  'en-us': { htmlLang: 'en-US', intlLocale: 'en-US', apiLanguage: 'us', name: 'English', nameExt: 'English (US)', titleMobile: 'US' },
  es: { htmlLang: 'es', intlLocale: 'es-ES', apiLanguage: 'es', name: 'Español', nameExt: 'Español (ES)', titleMobile: 'ES' },
  fr: { htmlLang: 'fr', intlLocale: 'fr-FR', apiLanguage: 'fr', name: 'Français', nameExt: 'Français (FR)', titleMobile: 'FR' },
  it: { htmlLang: 'it', intlLocale: 'it-IT', apiLanguage: 'it', name: 'Italiano', nameExt: 'Italiano (IT)', titleMobile: 'IT' },
} as const satisfies Record<string, LanguageOption>;

export interface LanguageOption {
  /** BCP 47 tag for `<html lang>`, derived from the route prefix. */
  htmlLang: string;
  /** Locale for Intl formatting of dates, numbers and currencies. */
  intlLocale: string;
  /** Value of the provider's language header (§7: US English is sent as `us`). */
  apiLanguage: string;
  name: string;
  nameExt: string;
  titleMobile: string;
}

export type Language = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}
