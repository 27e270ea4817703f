import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import { alternatesFor, locationPaths, productPaths } from '@/lib/seo/alternates';
import { sitemapXml } from '@/lib/seo/sitemap';
import { breadcrumbList, productData, touristTripData } from '@/lib/seo/structured-data';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { SITES } from '@/sites';

const PARIS_HREFLANGS = [
  { lang: 'DE', url: 'paris' },
  { lang: 'EN', url: 'paris' },
  { lang: 'ES', url: 'paris' },
  { lang: 'FR', url: 'paris' },
  { lang: 'IT', url: 'parigi' },
  { lang: 'US', url: 'paris' },
];

const prices: InEveryCurrency<FromPrice> = {
  1: { from: { amount: 2550, currency: 'EUR' }, retail: null, savingsPercent: null },
  2: { from: { amount: 2200, currency: 'GBP' }, retail: null, savingsPercent: null },
  3: { from: { amount: 2800, currency: 'USD' }, retail: null, savingsPercent: null },
};

describe('hreflang alternates', () => {
  it('builds each language’s path from its own slug, US English under en-us', () => {
    expect(locationPaths(41, PARIS_HREFLANGS, '/all')).toEqual({
      de: '/de/41/paris/all',
      en: '/en/41/paris/all',
      es: '/es/41/paris/all',
      fr: '/fr/41/paris/all',
      it: '/it/41/parigi/all',
      'en-us': '/en-us/41/paris/all',
    });
    expect(productPaths(41, 4101, [{ lang: 'IT', locationName: 'parigi', urlName: 'tour-in-autobus' }])).toEqual({
      it: '/it/41/parigi/4101/tour-in-autobus',
    });
  });

  it('lists the six languages and x-default, with the page’s own language as canonical', () => {
    const alternates = alternatesFor(SITES.worldwide, 'it', locationPaths(41, PARIS_HREFLANGS));
    expect(alternates.canonical).toBe('/it/41/parigi');
    expect(alternates.languages).toEqual({
      en: '/en/41/paris',
      es: '/es/41/paris',
      fr: '/fr/41/paris',
      it: '/it/41/parigi',
      de: '/de/41/paris',
      'en-US': '/en-us/41/paris',
      'x-default': '/en/41/paris',
    });
  });

  it('offers only the site’s languages, and its default language as x-default', () => {
    const alternates = alternatesFor(SITES.paris, 'fr', locationPaths(41, PARIS_HREFLANGS));
    expect(Object.keys(alternates.languages ?? {}).sort()).toEqual(['en', 'es', 'fr', 'x-default']);
    expect(alternates.languages?.['x-default']).toBe('/fr/41/paris');
  });
});

describe('structured data', () => {
  it('makes a Product with an offer per currency and its rating', () => {
    const data = productData({
      name: 'Paris Hop-On Hop-Off Bus Tour',
      description: 'Discover Paris.',
      image: 'https://shop.example/a.svg',
      url: 'https://shop.example/en/41/paris/4101/tour',
      sku: '4101',
      brand: 'Open Top Tours',
      prices,
      available: true,
      rating: 4.53,
      reviewCount: 163,
    });
    expect(data['@type']).toBe('Product');
    expect(data.offers.map((offer) => [offer.priceCurrency, offer.price])).toEqual([
      ['EUR', '25.50'],
      ['GBP', '22.00'],
      ['USD', '28.00'],
    ]);
    expect(data.offers.every((offer) => offer.availability === 'https://schema.org/InStock')).toBe(true);
    expect(data.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 163 });
  });

  it('leaves out the rating of a product nobody reviewed, and marks one off sale out of stock', () => {
    const data = productData({ name: 'x', description: 'x', image: 'x', url: 'x', sku: '1', brand: 'b', prices, available: false, rating: 0, reviewCount: 0 });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.offers[0]?.availability).toBe('https://schema.org/OutOfStock');
  });

  it('makes a TouristTrip whose itinerary lists the stops in route order', () => {
    const stop = (position: number, name: string) => ({ position, name, coordinates: { latitude: 48 + position / 100, longitude: 2.3 } });
    const data = touristTripData({ name: 'Tour', description: 'd', url: 'u', image: 'i', provider: 'p', prices, available: true, stops: [stop(2, 'Louvre'), stop(1, 'Eiffel Tower')] });
    expect(data.itinerary.numberOfItems).toBe(2);
    expect(data.itinerary.itemListElement.map((item) => [item.position, item.item.name])).toEqual([
      [1, 'Eiffel Tower'],
      [2, 'Louvre'],
    ]);
    expect(data.itinerary.itemListElement[0]?.item.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 48.01, longitude: 2.3 });
  });

  it('makes breadcrumbs with absolute addresses', () => {
    const data = breadcrumbList([{ name: 'Home', href: '/en/home' }, { name: 'Paris', href: '/en/41/paris' }], 'https://www.opentoptours.example');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.opentoptours.example/en/home' },
      { '@type': 'ListItem', position: 2, name: 'Paris', item: 'https://www.opentoptours.example/en/41/paris' },
    ]);
  });

  it('cannot be broken out of by a name with markup', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: '</script><script>alert(1)</script>' } }));
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('the sitemap', () => {
  const xml = sitemapXml('https://paris.example', ['fr', 'es', 'en'], 'fr', [
    { paths: { fr: '/fr/41/paris', es: '/es/41/paris', en: '/en/41/paris', it: '/it/41/parigi' }, changeFrequency: 'daily', priority: 0.8 },
    { paths: { fr: '/fr/41/paris/1/a&b' }, changeFrequency: 'weekly', priority: 0.5 },
  ]);

  it('lists a page once per language the site offers, each with every alternate and x-default', () => {
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(urls).toHaveLength(4);
    expect(urls[0]).toContain('<loc>https://paris.example/fr/41/paris</loc>');
    for (const url of urls.slice(0, 3)) {
      expect(url).toContain('hreflang="es" href="https://paris.example/es/41/paris"');
      expect(url).toContain('hreflang="x-default" href="https://paris.example/fr/41/paris"');
      // Italian is not a language of this site.
      expect(url).not.toContain('parigi');
    }
  });

  it('escapes addresses', () => {
    expect(xml).toContain('<loc>https://paris.example/fr/41/paris/1/a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
