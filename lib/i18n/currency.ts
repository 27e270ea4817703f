import type { CurrencyId } from '@/provider/api/contract/languages';

/**
 * Spec §4: without a stored currency, the browser's language decides — en-GB or en
 * gives pounds (2), en-US dollars (3), es, de, it and fr euros (1), anything else dollars.
 */
export function currencyForBrowserLanguage(tag: string | undefined): CurrencyId {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower === 'en' || lower === 'en-gb') return 2;
  if (lower === 'en-us') return 3;
  if (/^(es|de|it|fr)(-|$)/.test(lower)) return 1;
  return 3;
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
