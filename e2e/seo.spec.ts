import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { LANGUAGES } from '../lib/i18n/languages';
import type { Money } from '../provider/api/contract/common';
import { MESSAGES } from './messages';

/**
 * What search engines read on the browsing pages: canonical and hreflang links, Open Graph,
 * JSON-LD (BreadcrumbList, TouristDestination, Product, TouristTrip), the sitemap and robots.txt.
 */

const ORIGIN = 'https://www.opentoptours.example';
/** Route prefix → hreflang, and the provider's language code. */
const HREFLANGS = { de: 'de', en: 'en', 'en-us': 'en-US', es: 'es', fr: 'fr', it: 'it' } as const;
const API_LANGUAGE = { de: 'de', en: 'en', 'en-us': 'us', es: 'es', fr: 'fr', it: 'it' } as const;
type Prefix = keyof typeof HREFLANGS;
const PREFIXES = Object.keys(HREFLANGS) as Prefix[];

/** Paris (41) in each language. */
const PARIS: Record<Prefix, { name: string; path: string }> = {
  de: { name: 'Paris', path: '/de/41/paris' },
  en: { name: 'Paris', path: '/en/41/paris' },
  'en-us': { name: 'Paris', path: '/en-us/41/paris' },
  es: { name: 'París', path: '/es/41/paris' },
  fr: { name: 'Paris', path: '/fr/41/paris' },
  it: { name: 'Parigi', path: '/it/41/parigi' },
};

/** The product's address in every language, as the provider's href service gives them. */
async function productPaths(request: APIRequestContext, productId: number): Promise<Record<Prefix, string>> {
  const response = await request.get('/api/v2/href', { params: { url: `/fr/41/paris/${productId}` }, headers: { 'x-language': 'fr' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { canonical: string; alternates: { lang: string; url: string }[] };
  const byCode = Object.fromEntries(body.alternates.map((a) => [a.lang.toLowerCase(), a.url]));
  const paths = Object.fromEntries(PREFIXES.map((prefix) => [prefix, byCode[API_LANGUAGE[prefix]]])) as Record<Prefix, string>;
  expect(body.canonical).toBe(paths.fr);
  for (const prefix of PREFIXES) expect(paths[prefix], prefix).toMatch(new RegExp(`^/${prefix}/41/[a-z-]+/${productId}/[a-z0-9-]+$`));
  return paths;
}

interface Head {
  canonical: string[];
  alternates: [string, string][];
  og: Record<string, string>;
  jsonLd: { raw: string; data: Record<string, unknown> }[];
}

/** The page's head as a crawler reads it (before any script runs). */
async function readHead(page: Page, path: string): Promise<Head> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  const head = await page.evaluate(() => ({
    canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((link) => link.getAttribute('href') ?? ''),
    alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map(
      (link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''] as [string, string],
    ),
    og: Object.fromEntries(Array.from(document.querySelectorAll('meta[property^="og:"]')).map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')])),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ''),
  }));
  return { ...head, jsonLd: head.jsonLd.map((raw) => ({ raw, data: JSON.parse(raw) as Record<string, unknown> })) };
}

interface Offer {
  '@type': string;
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
}
interface Destination {
  name: string;
  description: string;
  geo: unknown;
  includesAttraction: unknown[];
}
interface ProductLd {
  offers: Offer[];
  aggregateRating: { ratingValue: string; reviewCount: number };
}
interface TripLd {
  offers: Offer[];
  itinerary: { '@type': string; numberOfItems: number; itemListElement: { position: number; item: { '@type': string; name: string; geo: unknown } }[] };
}
interface BreadcrumbLd {
  itemListElement: { '@type': string; position: number; name: string; item: string }[];
}

/** The one JSON-LD object of a type (the shape named is what the checks then read). */
function byType<T>(head: Head, type: string): T & Record<string, unknown> {
  const found = head.jsonLd.filter(({ data }) => data['@type'] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  const data = found[0]!.data;
  expect(data['@context']).toBe('https://schema.org');
  return data as T & Record<string, unknown>;
}

function expectAlternates(head: Head, paths: Record<Prefix, string>) {
  const expected = [...PREFIXES.map((prefix) => [HREFLANGS[prefix], `${ORIGIN}${paths[prefix]}`]), ['x-default', `${ORIGIN}${paths.en}`]];
  expect([...head.alternates].sort()).toEqual(expected.sort());
}

function expectBreadcrumbs(head: Head, names: string[], last: string) {
  const items = byType<BreadcrumbLd>(head, 'BreadcrumbList').itemListElement;
  expect(items.map((item) => item.position)).toEqual(names.map((_, index) => index + 1));
  expect(items.map((item) => item.name)).toEqual(names);
  for (const item of items) {
    expect(item['@type']).toBe('ListItem');
    expect(item.item, item.name).toMatch(new RegExp(`^${ORIGIN}/`));
  }
  expect(items.at(-1)!.item).toBe(last);
}

for (const prefix of ['en', 'fr', 'it', 'es'] as const) {
  test(`the ${prefix} city page names its canonical address, its languages and what it is`, async ({ page }) => {
    const m = MESSAGES[prefix];
    const { name, path } = PARIS[prefix];
    const head = await readHead(page, path);
    const canonical = `${ORIGIN}${path}`;
    expect(head.canonical).toEqual([canonical]);
    expectAlternates(head, Object.fromEntries(PREFIXES.map((p) => [p, PARIS[p].path])) as Record<Prefix, string>);

    expect(head.og['og:url']).toBe(canonical);
    expect(head.og['og:title']).toContain(name);
    // Networks do not show SVG: the social card is a PNG drawn for the page's language.
    expect(head.og['og:image']).toBe(`${ORIGIN}/og/worldwide/${prefix}/location/41.png`);

    expectBreadcrumbs(head, [m.catalogue.home, m.catalogue.destinations, name], canonical);
    const destination = byType<Destination>(head, 'TouristDestination');
    expect(destination).toMatchObject({ name, url: canonical, image: `${ORIGIN}/api/v2/media/location/41.svg`, containedInPlace: { '@type': 'Country' } });
    expect(destination.geo).toEqual({ '@type': 'GeoCoordinates', latitude: expect.closeTo(48.86, 1), longitude: expect.closeTo(2.35, 1) });
    expect(destination.description.length).toBeGreaterThan(50);
    expect(destination.includesAttraction.length).toBeGreaterThan(0);
    for (const attraction of destination.includesAttraction) expect(attraction).toEqual({ '@type': 'TouristAttraction', name: expect.any(String) });
    // No text of the catalogue can close the script element.
    for (const { raw } of head.jsonLd) expect(raw).not.toContain('<');
  });
}

for (const prefix of ['en', 'fr', 'it'] as const) {
  test(`the ${prefix} product page names its canonical address, its languages, its offers and its itinerary`, async ({ page, request }) => {
    const m = MESSAGES[prefix];
    const paths = await productPaths(request, 4101);
    const path = paths[prefix];
    const head = await readHead(page, path);
    const canonical = `${ORIGIN}${path}`;
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    expect(head.canonical).toEqual([canonical]);
    expectAlternates(head, paths);
    expect(head.og['og:url']).toBe(canonical);
    expect(head.og['og:title']).toContain(name);
    expect(head.og['og:image']).toBe(`${ORIGIN}/og/worldwide/${prefix}/product/4101.png`);

    expectBreadcrumbs(head, [m.catalogue.home, m.catalogue.destinations, PARIS[prefix].name, name], canonical);

    const product = byType<ProductLd>(head, 'Product');
    expect(product).toMatchObject({ name, url: canonical, sku: '4101', image: `${ORIGIN}/api/v2/media/product/4101.svg` });
    const offers = product.offers;
    expect(offers.map((offer) => offer.priceCurrency)).toEqual(['EUR', 'GBP', 'USD']);
    for (const offer of offers) {
      expect(offer['@type']).toBe('Offer');
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|SoldOut|LimitedAvailability)$/);
      expect(offer.url).toBe(canonical);
    }
    // The offers are the prices the booking panel shows, currency by currency.
    const booking = page.getByRole('complementary', { name: m.product.booking.title });
    for (const [index, offer] of offers.entries()) {
      const shown = await booking.locator(`[data-show-currency="${index + 1}"] strong`).textContent();
      const money = { amount: Math.round(Number(offer.price) * 100), currency: offer.priceCurrency as Money['currency'] };
      expect(shown, offer.priceCurrency).toBe(formatMoney(money, LANGUAGES[prefix].intlLocale));
    }
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: '5', worstRating: '1' });
    expect(Number(product.aggregateRating.ratingValue)).toBeGreaterThanOrEqual(1);
    expect(Number(product.aggregateRating.ratingValue)).toBeLessThanOrEqual(5);
    expect(product.aggregateRating.reviewCount).toBeGreaterThan(0);

    const trip = byType<TripLd>(head, 'TouristTrip');
    expect(trip).toMatchObject({ name, url: canonical });
    expect(trip.offers.map((offer) => offer.priceCurrency)).toEqual(['EUR', 'GBP', 'USD']);
    const itinerary = trip.itinerary;
    expect(itinerary['@type']).toBe('ItemList');
    expect(itinerary.numberOfItems).toBe(itinerary.itemListElement.length);
    expect(itinerary.itemListElement.map((element) => element.position)).toEqual(itinerary.itemListElement.map((_, index) => index + 1));
    for (const { item } of itinerary.itemListElement) {
      expect(item).toMatchObject({ '@type': 'TouristAttraction', name: expect.any(String), geo: { '@type': 'GeoCoordinates' } });
    }
    // The itinerary is the route the page lists, stop by stop.
    const stops = page.getByRole('region', { name: m.product.sections.route, exact: true }).locator('ol').first().locator(':scope > li');
    await expect(stops).toHaveCount(itinerary.numberOfItems);
    for (const [index, { item }] of itinerary.itemListElement.entries()) await expect(stops.nth(index)).toContainText(item.name);
    for (const { raw } of head.jsonLd) expect(raw).not.toContain('<');
  });
}

test('a city’s sub-page names the localised slug of each language', async ({ page }) => {
  const head = await readHead(page, '/fr/41/paris/services-mise-a-jour');
  expect(head.canonical).toEqual([`${ORIGIN}/fr/41/paris/services-mise-a-jour`]);
  expectAlternates(head, {
    de: '/de/41/paris/dienste-aktualisierung',
    en: '/en/41/paris/service-update',
    'en-us': '/en-us/41/paris/service-update',
    es: '/es/41/paris/avisos-del-servicio',
    fr: '/fr/41/paris/services-mise-a-jour',
    it: '/it/41/parigi/servizi-aggiornament',
  });
});

test('the social cards Open Graph names are served as PNG pictures, and only for what exists', async ({ request }) => {
  for (const path of ['/og/worldwide/it/location/41.png', '/og/worldwide/fr/product/4101.png', '/og/paris/fr/location/41.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('image/png');
    // The PNG signature.
    expect([...(await response.body()).subarray(0, 4)], path).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
  for (const path of ['/og/worldwide/it/location/99999.png', '/og/worldwide/en/location/0.png', '/og/worldwide/en/product/00.png', '/og/worldwide/en/location/041.png', '/og/worldwide/xx/location/41.png', '/og/nowhere/en/location/41.png', '/og/worldwide/en/basket/41.png']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('every alternate a product page names answers with that page, whose canonical is itself', async ({ request }) => {
  const paths = await productPaths(request, 4101);
  for (const prefix of PREFIXES) {
    const response = await request.get(paths[prefix], { maxRedirects: 0 });
    expect(response.status(), paths[prefix]).toBe(200);
    expect(await response.text(), paths[prefix]).toContain(`<link rel="canonical" href="${ORIGIN}${paths[prefix]}"/>`);
  }
});

test('robots.txt names the sitemap and keeps crawlers out of the API', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
});

test('the sitemap lists every city and product in every language, with their alternates', async ({ request }) => {
  // Six languages' sitemaps and city lists, each a first render on a cold server: 23 s on two cores.
  test.setTimeout(90_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

  /** Each <url>: its address and its alternates by hreflang. */
  const entries = new Map<string, Map<string, string>>();
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '(no loc)';
    expect(entries.has(loc), `${loc} listed once`).toBe(false);
    entries.set(loc, new Map(Array.from(body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g), ([, lang = '', href = '']) => [lang, href])));
  }
  for (const loc of entries.keys()) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);

  // Paris and its hop-on hop-off bus in all six languages, each naming the other five and x-default.
  const product = await productPaths(request, 4101);
  for (const paths of [Object.fromEntries(PREFIXES.map((p) => [p, PARIS[p].path])) as Record<Prefix, string>, product]) {
    const expected = new Map([...PREFIXES.map((p) => [HREFLANGS[p], `${ORIGIN}${paths[p]}`] as const), ['x-default', `${ORIGIN}${paths.en}`] as const]);
    for (const prefix of PREFIXES) {
      const loc = `${ORIGIN}${paths[prefix]}`;
      expect(entries.get(loc), loc).toEqual(expected);
    }
  }

  // Every city the shop sells, in every language, under its slug in that language; and as
  // many product addresses in each language as the cities have products.
  const cityPaths = new Set(Array.from(entries.keys(), (loc) => new URL(loc).pathname).filter((path) => /^\/[a-z-]+\/\d+\/[a-z0-9-]+$/.test(path)));
  const productPathsListed = Array.from(entries.keys(), (loc) => new URL(loc).pathname).filter((path) => /^\/[a-z-]+\/\d+\/[a-z0-9-]+\/\d+\/[a-z0-9-]+$/.test(path));
  for (const prefix of PREFIXES) {
    const cities = (await (
      await request.get('/api/v2/location/top', { params: { limit: 300 }, headers: { 'x-language': API_LANGUAGE[prefix] } })
    ).json()) as { id: number; url: string; productCount: number }[];
    expect(cities.length, prefix).toBeGreaterThan(100);
    const missing = cities.map((city) => `/${prefix}/${city.id}/${city.url}`).filter((path) => !cityPaths.has(path));
    expect(missing, `${prefix} cities missing from the sitemap`).toEqual([]);
    expect(
      productPathsListed.filter((path) => path.startsWith(`/${prefix}/`)).length,
      `${prefix} products`,
    ).toBe(cities.reduce((sum, city) => sum + city.productCount, 0));
  }
});
