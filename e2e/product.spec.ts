import { expect, test } from '@playwright/test';
import { fill, useProjectWidth, rejectCookies, visiblePrice } from './helpers';
import { en } from './messages';

/**
 * The product page's sections, prices in the visitor's currency, and the redirects and 404s of city and
 * product addresses. Paris's hop-on hop-off bus is product 4101.
 */

test('the product page has everything to decide, and the place to book', async ({ page }) => {
  const response = await page.goto('/en/41/paris/4101/paris-hop-on-hop-off-bus-tour');
  expect(response?.status()).toBe(200);
  const p = en.product;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paris Hop-On Hop-Off Bus Tour');
  await expect(page.getByRole('navigation', { name: en.catalogue.breadcrumbs }).getByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/en/41/paris');

  for (const name of [p.sections.overview, p.sections.options, p.sections.route, p.sections.meetingPoint, p.sections.goodToKnow, p.sections.faqs, p.sections.reviews, p.shareTitle]) {
    await expect(page.getByRole('region', { name, exact: true }), name).toBeVisible();
  }
  const options = page.getByRole('region', { name: p.sections.options, exact: true });
  const table = options.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: p.passenger })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: p.price })).toBeVisible();
  await expect(visiblePrice(table.getByRole('row').nth(1))).toContainText(/(€|£|US\$)\d+\.\d\d/);

  const route = page.getByRole('region', { name: p.sections.route, exact: true });
  await expect(route.getByRole('listitem').filter({ hasText: 'Eiffel Tower' }).first()).toBeVisible();
  await expect(route.getByRole('figure').getByRole('img', { name: fill(p.mapTitle, { product: 'Paris Hop-On Hop-Off Bus Tour' }) })).toBeVisible();

  const directions = page.getByRole('region', { name: p.sections.meetingPoint }).getByRole('link', { name: p.directions });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
  await expect(directions).toHaveAttribute('target', '_blank');

  const faqs = page.getByRole('region', { name: p.sections.faqs });
  const firstFaq = faqs.locator('details').first();
  await firstFaq.locator('summary').click();
  await expect(firstFaq).toHaveAttribute('open', '');

  await expect(page.getByRole('region', { name: p.sections.reviews, exact: true }).getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('region', { name: p.shareTitle }).getByRole('link', { name: /facebook/i })).toHaveAttribute('href', /facebook\.com\/sharer/);

  const booking = page.getByRole('complementary', { name: p.booking.title });
  await expect(visiblePrice(booking)).toContainText(/^from .*(€|£|US\$)\d+\.\d\d$/);
  await expect(booking.getByRole('button', { name: en.booking.bookNow })).toBeVisible();
});

test('a currency change shows the prices in the new currency without loading the page again @mobile', async ({ page }, testInfo) => {
  await useProjectWidth(page, testInfo);
  await page.goto('/en/41/paris/4101/paris-hop-on-hop-off-bus-tour');
  await rejectCookies(page, 'en');
  const booking = page.getByRole('complementary', { name: en.product.booking.title });
  await page.evaluate(() => ((window as unknown as { browsingMarker: string }).browsingMarker = 'same page'));

  const header = page.getByRole('banner');
  for (const [name, code, id, symbol] of [
    [/US dollar/, 'USD', '3', 'US$'],
    [/Pound sterling/, 'GBP', '2', '£'],
    [/Euro/, 'EUR', '1', '€'],
  ] as const) {
    await header.getByRole('button', { name: /^Currency/ }).click();
    await header.getByRole('button', { name }).click();
    await expect(page.locator('html')).toHaveAttribute('data-currency', id);
    await expect(header.getByRole('button', { name: `Currency: ${code}` })).toBeVisible();
    await expect(visiblePrice(booking)).toHaveCount(1);
    await expect(visiblePrice(booking)).toContainText(symbol);
    // The ticket table follows.
    await expect(visiblePrice(page.getByRole('table').first().getByRole('row').nth(1))).toContainText(symbol);
    expect((await page.context().cookies()).find((c) => c.name === 'currency')?.value).toBe(id);
  }
  expect(await page.evaluate(() => (window as unknown as { browsingMarker?: string }).browsingMarker)).toBe('same page');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

// ---------------------------------------------------------------------------------------------
// Redirects and 404s.

const noRedirect = { maxRedirects: 0 } as const;

test('city and product addresses without their id or with another slug redirect (308) to the canonical one', async ({ request }) => {
  const cases: [string, string][] = [
    ['/it/41/paris', '/it/41/parigi'],
    ['/fr/41/londres', '/fr/41/paris'],
    ['/it/parigi', '/it/41/parigi'],
    ['/de/london', '/de/95/london'],
    ['/fr/paris/4101/bus', '/fr/41/paris/4101/paris-visite-en-bus-hop-on-hop-off'],
    ['/en/41', '/en/41/paris'],
    ['/en/41/paris/4101', '/en/41/paris/4101/paris-hop-on-hop-off-bus-tour'],
    ['/en/41/paris/4101/wrong-slug', '/en/41/paris/4101/paris-hop-on-hop-off-bus-tour'],
    ['/it/41/paris/4101/paris-hop-on-hop-off-bus-tour', '/it/41/parigi/4101/tour-in-autobus-hop-on-hop-off-di-parigi'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, noRedirect);
    expect(response.status(), from).toBe(308);
    // One Location header: clients that join repeated headers (as this one does) would follow "a, a".
    const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
    expect(locations.map((header) => new URL(header.value, 'http://x').pathname), from).toEqual([to]);
  }
  // The canonical addresses answer directly.
  for (const path of ['/it/41/parigi', '/fr/41/paris/4101/paris-visite-en-bus-hop-on-hop-off']) {
    expect((await request.get(path, noRedirect)).status(), path).toBe(200);
  }
});

test('an unknown city, another city’s product or a product id that is no number is a 404 page', async ({ page }) => {
  for (const path of ['/en/99999/x', '/en/95/london/4101/anything', '/en/41/paris/abc/tour', '/en/41/paris/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(en.notFound.title);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
  }
});
