import { expect, test } from '@playwright/test';
import worldwide from '../sites/worldwide';
import { fill, useProjectWidth, rejectCookies, visiblePrice, currentCurrency, fullPageShot, moneyPattern } from './helpers';
import { MESSAGES, en } from './messages';

/**
 * Browsing as a visitor starts it: home → search → city → product in four languages at both widths,
 * and the home page's own sections. Paris is city 41 and its hop-on hop-off bus product 4101; London is city 95.
 */

type Lang = 'en' | 'fr' | 'it' | 'es';

// ---------------------------------------------------------------------------------------------
// The walk of the "done when": home → search → city → product, per language and width.

const WALKS: { lang: Lang; htmlLang: string; type: string; pick: string; city: string; cityPath: string; by: 'keyboard' | 'click' }[] = [
  { lang: 'en', htmlLang: 'en', type: 'pari', pick: 'Paris', city: 'Paris', cityPath: '/en/41/paris', by: 'click' },
  { lang: 'fr', htmlLang: 'fr', type: 'londr', pick: 'Londres', city: 'Londres', cityPath: '/fr/95/londres', by: 'keyboard' },
  { lang: 'it', htmlLang: 'it', type: 'parig', pick: 'Parigi', city: 'Parigi', cityPath: '/it/41/parigi', by: 'keyboard' },
  { lang: 'es', htmlLang: 'es', type: 'londre', pick: 'Londres', city: 'Londres', cityPath: '/es/95/londres', by: 'click' },
];

for (const walk of WALKS) {
  test(`${walk.lang}: home → search → ${walk.city} → a product, with prices in the visitor's currency @mobile`, async ({ page }, testInfo) => {
    // Four pages, each its first render in this language, and two full-page screenshots.
    test.setTimeout(60_000);
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
    // A cold test server answers its first searches while it renders every language's first pages.
    await expect(suggestion).toBeVisible({ timeout: 15_000 });
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
    // Prices in the visitor's currency, in the page language's money format.
    const price = moneyPattern(walk.lang, await currentCurrency(page));
    const hero = page.getByRole('main').locator('header').first();
    await expect(visiblePrice(hero)).toHaveCount(1);
    await expect(visiblePrice(hero)).toContainText(m.catalogue.from);
    await expect(visiblePrice(hero)).toContainText(price);
    const tours = page.getByRole('region', { name: fill(m.location.topTitle, { city: walk.city }) });
    const firstCard = tours.getByRole('article').first();
    await expect(visiblePrice(firstCard)).toContainText(price);
    await fullPageShot(page, `browsing-${walk.lang}-city-${width}.png`);

    // A product card leads to its product page.
    const cardLink = firstCard.getByRole('heading').getByRole('link');
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
    await expect(visiblePrice(booking)).toContainText(price);
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
