import { describe, expect, it } from 'vitest';
import { countryOfLanguageTag, currencyOfBrowserLanguage, currencyOfCountry, firstAcceptedLanguage, initialCurrency, parseCurrency } from '@/lib/i18n/currency';

describe('currency negotiation (spec §4)', () => {
  it.each([
    ['en-GB', 2],
    ['en', 2],
    ['en-US', 3],
    ['es', 1],
    ['es-MX', 1],
    ['de-AT', 1],
    ['it', 1],
    ['fr-CA', 1],
    ['pt-BR', undefined],
    ['ja', undefined],
    [undefined, undefined],
  ])('browser language %s gives currency %s', (tag, currency) => {
    expect(currencyOfBrowserLanguage(tag)).toBe(currency);
  });

  it('takes the currency from the country when the language says nothing, else dollars', () => {
    expect(currencyOfCountry('GB')).toBe(2);
    expect(currencyOfCountry('pt')).toBe(1);
    expect(currencyOfCountry('HR')).toBe(1);
    expect(currencyOfCountry('CH')).toBe(3);
    expect(initialCurrency('ja', 'GB')).toBe(2);
    expect(initialCurrency(undefined, 'ES')).toBe(1);
    expect(initialCurrency('de', 'GB')).toBe(1);
    expect(initialCurrency('pt-BR', undefined)).toBe(3);
  });

  it('reads the first language of an Accept-Language header and its country', () => {
    expect(firstAcceptedLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr-CH');
    expect(firstAcceptedLanguage('*')).toBeUndefined();
    expect(firstAcceptedLanguage(null)).toBeUndefined();
    expect(countryOfLanguageTag('fr-CH')).toBe('CH');
    expect(countryOfLanguageTag('fr')).toBeUndefined();
  });

  it('accepts a stored currency only if the site sells in it', () => {
    expect(parseCurrency('2', [1, 2, 3])).toBe(2);
    expect(parseCurrency('4', [1, 2, 3])).toBeUndefined();
    expect(parseCurrency('1e0', [1])).toBe(1);
    expect(parseCurrency('abc', [1, 2, 3])).toBeUndefined();
  });
});
