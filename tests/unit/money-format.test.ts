import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyWithCode } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';

type Code = 'EUR' | 'GBP' | 'USD';

/** Every language × currency: the amount once, the currency once, as the locale's readers write it. */
const PRICES: Record<Language, Record<Code, string>> = {
  de: { EUR: '12.345,50\u00a0€', GBP: '12.345,50\u00a0£', USD: '12.345,50\u00a0$' },
  en: { EUR: '€12,345.50', GBP: '£12,345.50', USD: 'US$12,345.50' },
  'en-us': { EUR: '€12,345.50', GBP: '£12,345.50', USD: '$12,345.50' },
  es: { EUR: '12.345,50\u00a0€', GBP: '12.345,50\u00a0GBP', USD: '12.345,50\u00a0US$' },
  fr: { EUR: '12\u202f345,50\u00a0€', GBP: '12\u202f345,50\u00a0£GB', USD: '12\u202f345,50\u00a0$US' },
  it: { EUR: '12.345,50\u00a0€', GBP: '12.345,50\u00a0£', USD: '12.345,50\u00a0USD' },
};

/** The amount charged: its ISO code named once, never twice where the locale already writes it. */
const CHARGES: Record<Language, Record<Code, string>> = {
  de: { EUR: '84,00\u00a0€ (EUR)', GBP: '84,00\u00a0£ (GBP)', USD: '84,00\u00a0$ (USD)' },
  en: { EUR: '€84.00 (EUR)', GBP: '£84.00 (GBP)', USD: 'US$84.00 (USD)' },
  'en-us': { EUR: '€84.00 (EUR)', GBP: '£84.00 (GBP)', USD: '$84.00 (USD)' },
  es: { EUR: '84,00\u00a0€ (EUR)', GBP: '84,00\u00a0GBP', USD: '84,00\u00a0US$ (USD)' },
  fr: { EUR: '84,00\u00a0€ (EUR)', GBP: '84,00\u00a0£GB (GBP)', USD: '84,00\u00a0$US (USD)' },
  it: { EUR: '84,00\u00a0€ (EUR)', GBP: '84,00\u00a0£ (GBP)', USD: '84,00\u00a0USD' },
};

const cases = (Object.keys(PRICES) as Language[]).flatMap((language) => (['EUR', 'GBP', 'USD'] as const).map((code) => [language, code] as const));
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** What is left of a price without its number: the currency as written. */
const currencyMark = (text: string) => text.replace(/[\d.,\s\u00a0\u202f]/g, '');

describe('money in every language and currency', () => {
  it.each(cases)('%s %s: a price shows the amount and its currency once', (language, code) => {
    const price = formatMoney({ amount: 1234550, currency: code }, LANGUAGES[language].intlLocale);
    expect(price).toBe(PRICES[language][code]);
    expect(occurrences(price, '12')).toBe(1);
    // One currency mark: a symbol, a marked symbol or the code — never a symbol and the code.
    expect(['€', '£', '$', 'US$', '£GB', '$US', 'GBP', 'USD']).toContain(currencyMark(price));
    expect(occurrences(price, code)).toBeLessThanOrEqual(1);
  });

  it.each(cases)('%s %s: the amount charged names its ISO code exactly once', (language, code) => {
    const charge = formatMoneyWithCode({ amount: 8400, currency: code }, LANGUAGES[language].intlLocale);
    expect(charge).toBe(CHARGES[language][code]);
    expect(occurrences(charge, code)).toBe(1);
    expect(occurrences(charge, '84')).toBe(1);
  });

  it('keeps the cents of whole amounts and reads minor units', () => {
    expect(formatMoney({ amount: 2000, currency: 'GBP' }, 'en-GB')).toBe('£20.00');
    expect(formatMoney({ amount: 5, currency: 'EUR' }, 'en-GB')).toBe('€0.05');
  });
});
