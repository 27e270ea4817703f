import { expect, test } from '@playwright/test';
import { MESSAGES } from './messages';

/** Each language: its <html lang>, and how it names Paris (id 41) and London (id 95). */
const LANGUAGES = [
  { prefix: 'de', htmlLang: 'de', paris: ['Paris', 'paris'], london: ['London', 'london'] },
  { prefix: 'en', htmlLang: 'en', paris: ['Paris', 'paris'], london: ['London', 'london'] },
  { prefix: 'en-us', htmlLang: 'en-US', paris: ['Paris', 'paris'], london: ['London', 'london'] },
  { prefix: 'es', htmlLang: 'es', paris: ['París', 'paris'], london: ['Londres', 'londres'] },
  { prefix: 'fr', htmlLang: 'fr', paris: ['Paris', 'paris'], london: ['Londres', 'londres'] },
  { prefix: 'it', htmlLang: 'it', paris: ['Parigi', 'parigi'], london: ['Londra', 'londra'] },
] as const;

for (const { prefix, htmlLang, paris, london } of LANGUAGES) {
  test(`the home page in ${prefix} lists top destinations in ${prefix} @mobile`, async ({ page }) => {
    const messages = MESSAGES[prefix];
    const response = await page.goto(`/${prefix}/home`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page).toHaveTitle(`${messages.meta.homeTitle} | ${messages.sites.worldwide.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.home.title);

    const destinations = page.getByRole('region', { name: messages.home.destinations });
    await expect(destinations.getByRole('link', { name: paris[0], exact: true })).toHaveAttribute('href', `/${prefix}/41/${paris[1]}`);
    await expect(destinations.getByRole('link', { name: london[0], exact: true })).toHaveAttribute('href', `/${prefix}/95/${london[1]}`);
    // Paris and London lead the list, in rank order.
    await expect(destinations.getByRole('link').first()).toHaveAccessibleName(paris[0]);
    await expect(destinations.getByRole('link').nth(1)).toHaveAccessibleName(london[0]);
  });
}

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/fr/home');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: MESSAGES.fr.header.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
