import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { PAGES } from '@/lib/i18n/pages';
import { pageTypeOf } from '@/lib/tracking/page-type';

describe('tracking page types (spec §4)', () => {
  it('names the home page, with or without its slug', () => {
    expect(pageTypeOf('/en/home')).toBe('home');
    expect(pageTypeOf('/fr')).toBe('home');
    expect(pageTypeOf('/en-us/')).toBe('home');
  });

  it('names a city a category: its second segment is numeric', () => {
    expect(pageTypeOf('/en/41/paris')).toBe('category');
    expect(pageTypeOf('/it/95/londra/all')).toBe('category');
    expect(pageTypeOf('/en/paris')).toBe('other');
  });

  it('names a product by its fifth segment', () => {
    expect(pageTypeOf('/en/41/paris/4101/paris-hop-on-hop-off-bus-tour')).toBe('product');
    expect(pageTypeOf('/de/41/paris/4101')).toBe('category');
  });

  it.each(LANGUAGE_CODES)('names the basket, payment and confirmation in %s by their localised slugs', (language) => {
    expect(pageTypeOf(`/${language}/${PAGES.basket.slugs[language]}`)).toBe('cart');
    expect(pageTypeOf(`/${language}/${PAGES.payment.slugs[language]}`)).toBe('checkout');
    expect(pageTypeOf(`/${language}/${PAGES.paymentConfirmed.slugs[language]}`)).toBe('purchase');
  });

  it('reads en-us’s own payment slugs and the French ones', () => {
    expect(pageTypeOf('/en-us/to-payment')).toBe('checkout');
    expect(pageTypeOf('/en-us/to-payment-confirmed')).toBe('purchase');
    expect(pageTypeOf('/fr/panier-achats')).toBe('cart');
    expect(pageTypeOf('/fr/paiement-accepte')).toBe('purchase');
  });

  it('calls every other page other', () => {
    expect(pageTypeOf('/en/contact')).toBe('other');
    expect(pageTypeOf('/es/preguntas-frecuentes')).toBe('other');
    expect(pageTypeOf('/en/shopping-cart/extra')).toBe('other');
  });
});
