import { expect, test } from '@playwright/test';
import { SERVICE_UPDATE } from '../lib/i18n/pages';
import { fill, useProjectWidth, rejectCookies } from './helpers';
import { MESSAGES, en, fr } from './messages';

/**
 * The city page's sections and sub-pages: tours, map, reviews (with load more), service information,
 * all tours, the full-screen map. Paris is city 41.
 */

test('the city page has its tours, the city, the map, reviews and service information', async ({ page }) => {
  const response = await page.goto('/fr/41/paris');
  expect(response?.status()).toBe(200);
  const l = fr.location;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paris');

  const tours = page.getByRole('region', { name: fill(l.topTitle, { city: 'Paris' }) });
  const cards = tours.getByRole('article');
  await expect(cards).toHaveCount(8);
  // Each card's links lead to its product, but for the members' price teaser, which leads to registering.
  for (const link of await tours.getByRole('article').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/fr\/(41\/paris\/41\d\d\/[a-z0-9-]+|register)$/);
  }
  await expect(cards.getByRole('link', { name: /^Les membres paient \d/ }).first()).toHaveAttribute('href', '/fr/register');
  await expect(tours.getByRole('link', { name: /^Voir les \d+ visites et billets$/ })).toHaveAttribute('href', '/fr/41/paris/all');

  await expect(page.getByRole('heading', { name: fill(l.aboutTitle, { city: 'Paris' }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: fill(l.visitTitle, { city: 'Paris' }) })).toBeVisible();

  const map = page.getByRole('region', { name: fill(l.mapTitle, { city: 'Paris' }) });
  await expect(map.getByRole('figure')).toBeVisible();
  const drawing = map.getByRole('figure').getByRole('img', { name: fill(l.mapTitle, { city: 'Paris' }) });
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing).toBeVisible();
  // The drawing is an image the shop draws (/maps/…): it must have loaded, not just be named.
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(map.getByRole('link', { name: l.map.fullScreen })).toHaveAttribute('href', '/fr/41/map-viewer');

  const reviews = page.getByRole('region', { name: fill(l.reviewsTitle, { city: 'Paris' }) });
  await expect(reviews.getByRole('button', { name: fr.reviews.loadMore })).toBeVisible();

  const service = page.getByRole('region', { name: l.serviceTitle });
  await expect(service.getByRole('link', { name: fill(l.serviceLink, { city: 'Paris' }) })).toHaveAttribute('href', '/fr/41/paris/services-mise-a-jour');
  await expect(service.getByRole('link', { name: l.termsLink })).toHaveAttribute('href', '/fr/41/paris/terms-and-conditions');
});

for (const [path, city] of [
  ['/en/41/paris', 'Paris'],
  ['/en/95/london', 'London'],
] as const) {
  test(`${city}’s rating is the same in the page’s hero and in its reviews`, async ({ page }) => {
    await page.goto(path);
    const rated = /^Rated \d\.\d out of 5$/;
    const hero = page.getByRole('main').locator('header').first();
    const reviews = page.getByRole('region', { name: fill(en.location.reviewsTitle, { city }) });
    const heroRating = await hero.getByText(rated).textContent();
    const reviewsRating = await reviews.getByText(rated).first().textContent();
    // Both speak of the same reviews…
    const count = (await reviews.getByText(/^[\d,]+ reviews$/).first().textContent())!;
    await expect(hero.getByText(count, { exact: true })).toBeVisible();
    // …so they give the same average.
    expect(heroRating).toBe(reviewsRating);
  });
}

/** The text of the page's h1 as served (before any script runs). */
function servedHeading(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

for (const lang of ['en', 'fr', 'it', 'es', 'de'] as const) {
  test(`the city’s sub-pages render in ${lang}`, async ({ request }) => {
    const l = MESSAGES[lang].location;
    const [slug, city] = lang === 'it' ? ['parigi', 'Parigi'] : lang === 'es' ? ['paris', 'París'] : ['paris', 'Paris'];
    const base = `/${lang}/41/${slug}`;
    const pages = [
      [`${base}/all`, fill(l.allTitle, { city })],
      [`${base}/seats`, fill(l.seatsTitle, { city })],
      [`${base}/${SERVICE_UPDATE.slugs[lang]}`, fill(l.serviceUpdateTitle, { city })],
      [`${base}/terms-and-conditions`, fill(l.termsTitle, { city })],
    ] as const;
    for (const [path, heading] of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(servedHeading(await response.text()), path).toBe(heading);
    }
  });
}

test('“all tours” lists more than the city page, with the header and footer @mobile', async ({ page }, testInfo) => {
  await useProjectWidth(page, testInfo);
  await page.goto('/en/41/paris/all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(en.location.allTitle, { city: 'Paris' }));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(8);
  await expect(page.getByRole('navigation', { name: en.catalogue.breadcrumbs }).getByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/en/41/paris');
});

test('route maps are SVG drawings of the page’s routes, in its language, and unknown ones are 404', async ({ request }) => {
  const city = await request.get('/maps/fr/city/41.svg');
  expect(city.status()).toBe(200);
  expect(city.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const drawing = await city.text();
  expect(drawing).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(drawing).not.toMatch(/<script|NaN/);
  expect(drawing).toMatch(/class="s distance"[^>]*>\d[\d,]*\s(m|km)</);
  const routes = (svg: string) => svg.match(/class="line"/g)?.length ?? 0;
  expect(routes(drawing)).toBeGreaterThan(0);
  expect(routes(await (await request.get('/maps/fr/city-full/41.svg')).text())).toBeGreaterThanOrEqual(routes(drawing));
  const product = await (await request.get('/maps/en/product/4101.svg')).text();
  expect(routes(product)).toBe(1);
  expect(product).toContain('Eiffel Tower');
  expect(product).toContain('data-meeting-point');

  for (const path of ['/maps/en/product/999999.svg', '/maps/en/product/0.svg', '/maps/en/city/0.svg', '/maps/en/city/041.svg', '/maps/en/boat/41.svg', '/maps/en/toString/41.svg', '/maps/en/__proto__/41.svg', '/maps/xx/city/41.svg', '/maps/en/city/41.png', '/maps/en/city/paris.svg']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the full-screen map has neither header nor footer @mobile', async ({ page }, testInfo) => {
  const width = await useProjectWidth(page, testInfo);
  const response = await page.goto('/it/41/map-viewer');
  expect(response?.status()).toBe(200);
  const title = fill(MESSAGES.it.location.mapTitle, { city: 'Parigi' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const drawing = page.getByRole('figure').getByRole('img', { name: title });
  await expect(drawing).toBeVisible();
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(drawing).toHaveAttribute('src', '/maps/it/city-full/41.svg');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: fill(MESSAGES.it.location.backToCity, { city: 'Parigi' }) })).toHaveAttribute('href', '/it/41/parigi');
  await rejectCookies(page, 'it');
  await page.screenshot({ path: `test-results/screenshots/browsing-it-map-viewer-${width}.png`, scale: 'css' });
});

test('“load more” appends the next reviews and keeps the keyboard on the button', async ({ page }) => {
  await page.goto('/en/41/paris');
  const reviews = page.getByRole('region', { name: fill(en.location.reviewsTitle, { city: 'Paris' }) });
  const items = reviews.getByRole('article');
  await expect(items).toHaveCount(5);
  const firstTitles = await items.getByRole('heading').allTextContents();

  const more = reviews.getByRole('button', { name: en.reviews.loadMore });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(10);
  await expect(reviews.getByRole('status')).toHaveText(/^Showing 10 of [\d,]+ reviews$/);
  // The first five stay where they were; the new ones come after them.
  expect((await items.getByRole('heading').allTextContents()).slice(0, 5)).toEqual(firstTitles);
  // The keyboard stays where the visitor was: on the button, ready for the next page.
  await expect(more).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(15);
  await expect(reviews.getByRole('status')).toHaveText(/^Showing 15 of [\d,]+ reviews$/);
});

test('a tap on “load more” before its code has come is answered once it has (ADR 0025)', async ({ page }) => {
  // The scripts asked for after the page's load (the idle islands' code) come 1.5 s late, as on a slow phone.
  let loaded = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (loaded) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/en/41/paris', { waitUntil: 'load' });
  loaded = true;
  const reviews = page.getByRole('region', { name: fill(en.location.reviewsTitle, { city: 'Paris' }) });
  const more = reviews.getByRole('button', { name: en.reviews.loadMore });
  await expect(more).toHaveAttribute('data-hydrating', '');
  await more.click();
  await expect(reviews.getByRole('article')).toHaveCount(10);
  await expect(reviews.getByRole('status')).toHaveText(/^Showing 10 of [\d,]+ reviews$/);
});
