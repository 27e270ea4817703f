import type { CurrencyId } from '@/provider/api/contract/languages';

/**
 * Spec §4: without a stored currency, the browser's language decides — en-GB or en
 * gives pounds (2), en-US dollars (3), es, de, it and fr euros (1). Any other language
 * (or none) says nothing: undefined.
 */
export function currencyOfBrowserLanguage(tag: string | undefined): CurrencyId | undefined {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower === 'en' || lower === 'en-gb') return 2;
  if (lower === 'en-us') return 3;
  if (/^(es|de|it|fr)(-|$)/.test(lower)) return 1;
  return undefined;
}

/** Countries that pay in euros: the euro area and the states that use the euro by agreement. */
const EURO_COUNTRIES = new Set(
  'AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' '),
);

/** The currency of a country (ISO alpha-2): pounds in the United Kingdom, euros in the euro area, else dollars. */
export function currencyOfCountry(country: string): CurrencyId {
  const code = country.toUpperCase();
  if (code === 'GB') return 2;
  return EURO_COUNTRIES.has(code) ? 1 : 3;
}

/** Spec §4 initial currency: the browser's language, else the visitor's country (from the IP), else dollars. */
export function initialCurrency(browserLanguage: string | undefined, country: string | undefined): CurrencyId {
  return currencyOfBrowserLanguage(browserLanguage) ?? (country ? currencyOfCountry(country) : 3);
}

/** The first language of an Accept-Language header, e.g. 'fr-CH' of 'fr-CH, fr;q=0.9'. */
export function firstAcceptedLanguage(header: string | null | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && first !== '*' ? first : undefined;
}

/** The country of a language tag's region, e.g. 'GB' of 'en-GB'. */
export function countryOfLanguageTag(tag: string | undefined): string | undefined {
  const region = tag?.split('-')[1];
  return region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : undefined;
}

/** A stored currency id, if it is one of the site's. */
export function parseCurrency(value: string | undefined, allowed: readonly number[]): CurrencyId | undefined {
  const id = Number(value);
  return allowed.includes(id) ? (id as CurrencyId) : undefined;
}
