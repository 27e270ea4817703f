import { describe, expect, it } from 'vitest';
import { languageFromPath, negotiateLanguage, parseLanguage } from '@/lib/i18n/negotiate';

describe('language negotiation (spec §2)', () => {
  it('takes the language from the first path segment first', () => {
    expect(negotiateLanguage('/fr/home', 'de')).toBe('fr');
    expect(negotiateLanguage('/en-us/home', undefined)).toBe('en-us');
  });

  it('falls back to the stored cookie, then to en', () => {
    expect(negotiateLanguage('/', 'it')).toBe('it');
    expect(negotiateLanguage('/', undefined)).toBe('en');
    expect(negotiateLanguage('/', 'xx')).toBe('en');
    expect(negotiateLanguage('/xx/home', 'es')).toBe('es');
  });

  it('reads stored values leniently: case, whitespace and the provider’s `us`', () => {
    expect(parseLanguage(' DE ')).toBe('de');
    expect(parseLanguage('us')).toBe('en-us');
    expect(parseLanguage('US')).toBe('en-us');
    expect(parseLanguage('EN-US')).toBe('en-us');
    expect(parseLanguage('')).toBeUndefined();
    expect(parseLanguage('constructor')).toBeUndefined();
  });

  it('reads a region-tagged language as the shop’s language of that region, else its base language', () => {
    expect(parseLanguage('en_US')).toBe('en-us');
    expect(parseLanguage('en-GB')).toBe('en');
    expect(parseLanguage('fr-CA')).toBe('fr');
    expect(parseLanguage('de-AT')).toBe('de');
    expect(parseLanguage('pt-BR')).toBeUndefined();
    expect(parseLanguage('en-gbr')).toBeUndefined();
  });

  it('only recognises exact language prefixes in paths', () => {
    expect(languageFromPath('/de')).toBe('de');
    expect(languageFromPath('/deutsch/home')).toBeUndefined();
    expect(languageFromPath('/DE/home')).toBeUndefined();
    expect(languageFromPath('/')).toBeUndefined();
  });
});
