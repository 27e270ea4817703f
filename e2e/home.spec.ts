import { expect, test } from '@playwright/test';
import de from '../messages/de.json';
import en from '../messages/en.json';
import enUs from '../messages/en-us.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';

/** Each language: its catalogue, its <html lang>, and how it names Paris (id 41) and London (id 95). */
const LANGUAGES = [
  { prefix: 'de', messages: de, htmlLang: 'de', paris: ['Paris', 'paris'], london: ['London', 'london'] },
  { prefix: 'en', messages: en, htmlLang: 'en', paris: ['Paris', 'paris'], london: ['London', 'london'] },
  { prefix: 'en-us', messages: enUs, htmlLang: 'en-US', paris: ['Paris', 'paris'], london: ['London', 'london'] },
  { prefix: 'es', messages: es, htmlLang: 'es', paris: ['París', 'paris'], london: ['Londres', 'londres'] },
  { prefix: 'fr', messages: fr, htmlLang: 'fr', paris: ['Paris', 'paris'], london: ['Londres', 'londres'] },
  { prefix: 'it', messages: it, htmlLang: 'it', paris: ['Parigi', 'parigi'], london: ['Londra', 'londra'] },
] as const;

for (const { prefix, messages, htmlLang, paris, london } of LANGUAGES) {
  test(`the home page in ${prefix} lists top destinations in ${prefix} @mobile`, async ({ page }) => {
    const response = await page.goto(`/${prefix}/home`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page).toHaveTitle(`${messages.meta.homeTitle} | ${messages.meta.siteName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.home.title);

    const destinations = page.getByRole('region', { name: messages.home.destinations });
    await expect(destinations.getByRole('link', { name: paris[0], exact: true })).toHaveAttribute(
      'href',
      `/${prefix}/41/${paris[1]}`,
    );
    await expect(destinations.getByRole('link', { name: london[0], exact: true })).toHaveAttribute(
      'href',
      `/${prefix}/95/${london[1]}`,
    );
    // Paris and London lead the list, in rank order.
    await expect(destinations.getByRole('link').first()).toHaveAccessibleName(paris[0]);
    await expect(destinations.getByRole('link').nth(1)).toHaveAccessibleName(london[0]);
  });
}

test('the language links lead to the home page in that language', async ({ page }) => {
  await page.goto('/en/home');
  const nav = page.getByRole('navigation', { name: en.header.languages });
  await expect(nav.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'IT' }).click();
  await expect(page).toHaveURL(/\/it\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.home.title);
  await expect(page.getByRole('navigation', { name: it.header.languages }).getByRole('link', { name: 'IT' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/fr/home');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: fr.header.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
