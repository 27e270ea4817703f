import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { SERVICE_UPDATE } from '../lib/i18n/pages';
import worldwide from '../sites/worldwide';
import { MESSAGES, en, fr } from './messages';

/**
 * Browsing (home → search → city → product), the city's and the product's sections, their
 * sub-pages, redirects and 404s, prices in the visitor's currency, reviews and the header search.
 * Paris is city 41 and its hop-on hop-off bus product 4101; London is city 95.
 */

type Lang = 'en' | 'fr' | 'it' | 'es';
const CURRENCY_CODES = { '1': 'EUR', '2': 'GBP', '3': 'USD' } as const;

/** A message with its simple `{name}` arguments filled in (no plurals). */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The mobile project is a 390 px wide phone; the desktop project a 1440 px wide screen. */
async function useProjectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  return page.viewportSize()!.width;
}

async function rejectCookies(page: Page, lang: Lang) {
  await page.getByRole('region', { name: MESSAGES[lang].consent.title }).getByRole('button', { name: MESSAGES[lang].consent.reject }).click();
}

/** The one price span the visitor's currency shows, of the three the page carries. */
function visiblePrice(scope: Locator): Locator {
  return scope.locator('[data-show-currency]').filter({ visible: true });
}

async function currentCurrency(page: Page): Promise<'EUR' | 'GBP' | 'USD'> {
  const id = await page.locator('html').getAttribute('data-currency');
  expect(['1', '2', '3']).toContain(id);
  return CURRENCY_CODES[id as '1' | '2' | '3'];
}

/** A full-page screenshot with every lazy picture loaded, in CSS pixels. */
async function fullPageShot(page: Page, name: string) {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), { message: 'pictures loaded' })
    .toBe(true);
  await page.screenshot({ path: `test-results/screenshots/${name}`, fullPage: true, scale: 'css', animations: 'disabled' });
}

// ---------------------------------------------------------------------------------------------
// 1. The walk of the "done when": home → search → city → product, per language and width.

const WALKS: { lang: Lang; htmlLang: string; type: string; pick: string; city: string; cityPath: string; by: 'keyboard' | 'click' }[] = [
  { lang: 'en', htmlLang: 'en', type: 'pari', pick: 'Paris', city: 'Paris', cityPath: '/en/41/paris', by: 'click' },
  { lang: 'fr', htmlLang: 'fr', type: 'londr', pick: 'Londres', city: 'Londres', cityPath: '/fr/95/londres', by: 'keyboard' },
  { lang: 'it', htmlLang: 'it', type: 'parig', pick: 'Parigi', city: 'Parigi', cityPath: '/it/41/parigi', by: 'keyboard' },
  { lang: 'es', htmlLang: 'es', type: 'londre', pick: 'Londres', city: 'Londres', cityPath: '/es/95/londres', by: 'click' },
];

for (const walk of WALKS) {
  test(`${walk.lang}: home → search → ${walk.city} → a product, with prices in the visitor's currency @mobile`, async ({ page }, testInfo) => {
    const m = MESSAGES[walk.lang];
    const width = await useProjectWidth(page, testInfo);
    await page.goto(`/${walk.lang}/home`);
    await rejectCookies(page, walk.lang);
    await expect(page.locator('html')).toHaveAttribute('lang', walk.htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.home.title);

    // The home page's own search: suggestions as you type, each a way to a city.
    const main = page.getByRole('main');
    const search = main.getByRole('combobox', { name: m.search.label });
    await search.click();
    await search.pressSequentially(walk.type, { delay: 30 });
    const suggestion = main.getByRole('option', { name: new RegExp(walk.pick) }).first();
    await expect(suggestion).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    if (walk.by === 'keyboard') {
      await search.press('ArrowDown');
      await expect(suggestion).toHaveAttribute('aria-selected', 'true');
      await search.press('Enter');
    } else {
      await suggestion.click();
    }

    // The city page.
    await expect(page).toHaveURL(new RegExp(`${walk.cityPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk.city);
    await expect(page.locator('html')).toHaveAttribute('lang', walk.htmlLang);
    const currency = await currentCurrency(page);
    const hero = page.getByRole('main').locator('header').first();
    await expect(visiblePrice(hero)).toHaveCount(1);
    await expect(visiblePrice(hero)).toContainText(m.catalogue.from);
    await expect(visiblePrice(hero)).toContainText(currency);
    const tours = page.getByRole('region', { name: fill(m.location.topTitle, { city: walk.city }) });
    const firstCard = tours.getByRole('article').first();
    await expect(visiblePrice(firstCard)).toContainText(currency);
    await fullPageShot(page, `browsing-${walk.lang}-city-${width}.png`);

    // A product card leads to its product page.
    const cardLink = firstCard.getByRole('link');
    const productName = (await cardLink.textContent())!.trim();
    const href = (await cardLink.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${walk.cityPath}/\\d+/[a-z0-9-]+$`));
    await cardLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page.locator('html')).toHaveAttribute('lang', walk.htmlLang);
    const booking = page.getByRole('complementary', { name: m.product.booking.title });
    await expect(visiblePrice(booking)).toHaveCount(1);
    await expect(visiblePrice(booking)).toContainText(m.catalogue.from);
    await expect(visiblePrice(booking)).toContainText(currency);
    await fullPageShot(page, `browsing-${walk.lang}-product-${width}.png`);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

// ---------------------------------------------------------------------------------------------
// The home page's sections.

test('the home page counts down to the promotion’s end and lists top destinations with prices', async ({ page }) => {
  const endsAt = Date.parse(worldwide.home.countdown!.endsAt);
  const promotion = page.getByRole('region', { name: en.promotions.winterBreaks.title });
  const countdown = promotion.getByRole('paragraph').filter({ hasText: 'seconds' });
  // The server decides whether the promotion still runs (today's date); the browser counts down.
  const running = Date.now() < endsAt;
  const shownAt = endsAt - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
  if (running) await page.clock.install({ time: shownAt - 30_000 });
  await page.goto('/en/home');
  if (running) {
    // Counting once the page has come to life; then time stops and moves only when told.
    await expect(countdown).toHaveText(/^\d{2}\s*days/);
    await page.clock.pauseAt(shownAt);
    await expect(promotion.getByText(en.promotions.endsOn)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText(/^02\s*days\s*03\s*hours\s*04\s*minutes\s*04\s*seconds$/);
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText(/^02\s*days\s*03\s*hours\s*04\s*minutes\s*03\s*seconds$/);
    await expect(promotion.getByRole('link', { name: en.promotions.winterBreaks.cta })).toHaveAttribute('href', '/en/destinations');
    // Once over, it goes away.
    await page.clock.fastForward(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    await expect(promotion).toHaveCount(0);
  } else {
    await expect(promotion).toHaveCount(0);
  }

  const destinations = page.getByRole('region', { name: en.home.destinations });
  const cards = destinations.getByRole('listitem');
  // lib/site/home-data.ts HOME_DESTINATIONS (a server-only module), Paris and London first.
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByRole('link')).toHaveAccessibleName('Paris');
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/en\/\d+\/[a-z0-9-]+$/);
    await expect(visiblePrice(card)).toContainText(en.catalogue.from);
  }
  await expect(destinations.getByRole('link', { name: en.home.allDestinations })).toHaveAttribute('href', '/en/destinations');

  const ideas = page.getByRole('region', { name: en.home.inspiration });
  await expect(ideas.getByRole('heading', { name: fill(en.promotions.topDeck.title, { city: 'Paris' }) })).toBeVisible();
  await expect(ideas.getByRole('heading', { name: fill(en.promotions.byBoat.title, { city: 'London' }) })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// The city page's sections and sub-pages.

test('the city page has its tours, the city, the map, reviews and service information', async ({ page }) => {
  const response = await page.goto('/fr/41/paris');
  expect(response?.status()).toBe(200);
  const l = fr.location;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paris');

  const tours = page.getByRole('region', { name: fill(l.topTitle, { city: 'Paris' }) });
  const cards = tours.getByRole('article');
  await expect(cards).toHaveCount(8);
  for (const link of await tours.getByRole('article').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/fr\/41\/paris\/41\d\d\/[a-z0-9-]+$/);
  }
  await expect(tours.getByRole('link', { name: /^Voir les \d+ visites et billets$/ })).toHaveAttribute('href', '/fr/41/paris/all');

  await expect(page.getByRole('heading', { name: fill(l.aboutTitle, { city: 'Paris' }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: fill(l.visitTitle, { city: 'Paris' }) })).toBeVisible();

  const map = page.getByRole('region', { name: fill(l.mapTitle, { city: 'Paris' }) });
  await expect(map.getByRole('figure')).toBeVisible();
  await expect(map.getByRole('figure').getByRole('img', { name: fill(l.mapTitle, { city: 'Paris' }) })).toBeVisible();
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

test('the full-screen map has neither header nor footer @mobile', async ({ page }, testInfo) => {
  const width = await useProjectWidth(page, testInfo);
  const response = await page.goto('/it/41/map-viewer');
  expect(response?.status()).toBe(200);
  const title = fill(MESSAGES.it.location.mapTitle, { city: 'Parigi' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('figure').getByRole('img', { name: title })).toBeVisible();
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

// ---------------------------------------------------------------------------------------------
// The product page.

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
  await expect(visiblePrice(table.getByRole('row').nth(1))).toContainText(/EUR|GBP|USD/);

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
  await expect(visiblePrice(booking)).toContainText(/^from .*\d (EUR|GBP|USD)$/);
  await expect(booking.getByRole('button', { name: en.booking.bookNow })).toBeVisible();
});

test('a currency change shows the prices in the new currency without loading the page again @mobile', async ({ page }, testInfo) => {
  await useProjectWidth(page, testInfo);
  await page.goto('/en/41/paris/4101/paris-hop-on-hop-off-bus-tour');
  await rejectCookies(page, 'en');
  const booking = page.getByRole('complementary', { name: en.product.booking.title });
  await page.evaluate(() => ((window as unknown as { browsingMarker: string }).browsingMarker = 'same page'));

  const header = page.getByRole('banner');
  for (const [name, code, id] of [
    [/US dollar/, 'USD', '3'],
    [/Pound sterling/, 'GBP', '2'],
    [/Euro/, 'EUR', '1'],
  ] as const) {
    await header.getByRole('button', { name: /^Currency/ }).click();
    await header.getByRole('button', { name }).click();
    await expect(page.locator('html')).toHaveAttribute('data-currency', id);
    await expect(header.getByRole('button', { name: `Currency: ${code}` })).toBeVisible();
    await expect(visiblePrice(booking)).toHaveCount(1);
    await expect(visiblePrice(booking)).toContainText(` ${code}`);
    // The ticket table follows.
    await expect(visiblePrice(page.getByRole('table').first().getByRole('row').nth(1))).toContainText(code);
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

// ---------------------------------------------------------------------------------------------
// The header search, and what it makes of bad input.

/** Opens the header's search: behind its icon on a phone, in the bar on a wide screen. */
async function headerSearch(page: Page, lang: Lang = 'en'): Promise<Locator> {
  const header = page.getByRole('banner');
  const icon = header.getByRole('button', { name: MESSAGES[lang].header.openSearch });
  if (await icon.isVisible()) await icon.click();
  const box = header.getByRole('combobox', { name: MESSAGES[lang].search.label });
  await expect(box).toBeVisible();
  return box;
}

test('the header search suggests at most five cities and says when none matches @mobile', async ({ page }, testInfo) => {
  await useProjectWidth(page, testInfo);
  await page.goto('/en/95/london');
  const header = page.getByRole('banner');
  const box = await headerSearch(page);
  await box.fill('a');
  await expect(header.getByRole('option')).toHaveCount(5);
  await box.fill('san');
  await expect(header.getByRole('option')).toHaveCount(5);
  await expect(header.getByRole('option').first()).toContainText('San ');

  await box.fill('zzqx');
  await expect(header.getByRole('status').filter({ hasText: en.search.noCity })).toBeVisible();
  await expect(header.getByRole('option')).toHaveCount(0);

  await box.fill('pari');
  await header.getByRole('option', { name: /Paris/ }).click();
  await expect(page).toHaveURL(/\/en\/41\/paris$/);
});

const BAD_QUERIES = [
  ['an over-long text', 'x'.repeat(150)],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['SQL', "' OR 1=1 --"],
] as const;

for (const [what, text] of BAD_QUERIES) {
  test(`${what} in the header search gives a clean “not found”, as text, never a dialog or an error page @mobile`, async ({ page }, testInfo) => {
    await useProjectWidth(page, testInfo);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/fr/41/paris');
    const header = page.getByRole('banner');
    const box = await headerSearch(page, 'fr');
    await box.fill(text);
    await expect(header.getByRole('status').filter({ hasText: fr.search.noCity })).toBeVisible();
    await expect(header.getByRole('option')).toHaveCount(0);
    // Still on the city page, the text still in the box (as much of it as the box takes).
    await expect(page).toHaveURL(/\/fr\/41\/paris$/);
    expect(text.startsWith(await box.inputValue())).toBe(true);
    // Markup stays text: no picture was made of it, no script ran.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(failures).toEqual([]);
  });
}

test('the search API answers bad input cleanly, never with a 500', async ({ request }) => {
  for (const [what, text] of BAD_QUERIES) {
    const response = await request.get('/api/v2/location/search', { params: { text, limit: 5 }, headers: { 'x-language': 'en' } });
    expect(response.status(), what).toBeLessThan(500);
    if (response.ok()) expect(await response.json(), what).toEqual({ locations: [], products: [] });
    else expect(await response.json(), what).toMatchObject({ error: 'BAD_REQUEST' });
  }
});
