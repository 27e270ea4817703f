import { expect, test } from '@playwright/test';
import { de, en, fr } from './messages';
import { rejectCookies } from './helpers';

test('an unknown page answers 404 in the page’s language, with a search and a way on @mobile', async ({ page }) => {
  const response = await page.goto('/fr/cette/page/nexiste/pas');
  expect(response?.status()).toBe(404);
  await rejectCookies(page, 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.notFound.title);
  await expect(page.getByText(fr.notFound.lost)).toBeVisible();
  await expect(page.getByRole('link', { name: fr.notFound.allDestinations })).toHaveAttribute('href', '/fr/destinations');

  // The 404 search also finds products.
  const search = page.getByRole('main').getByRole('combobox', { name: fr.search.label });
  await search.fill('hop');
  // The search's code loads on first use, behind the prefetches of the page's links, which a
  // freshly started test server renders for the first time: seconds, on two cores.
  await expect(page.getByRole('main').getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await search.fill('zzzzzz');
  await expect(page.getByRole('main').getByText(fr.search.destinationNotFound)).toBeVisible();

  await page.getByRole('link', { name: fr.notFound.home }).click();
  await expect(page).toHaveURL(/\/fr\/home$/);
});

test('a path outside every language lands in the stored language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  const response = await page.goto('/nirgendwo');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/de\/nirgendwo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.notFound.title);
});

test('a missing file outside every language offers the destination search too, in the stored language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  const response = await page.goto('/favicon-nope.txt');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.notFound.title);
  await expect(page.getByRole('link', { name: de.notFound.allDestinations })).toHaveAttribute('href', '/de/reiseziele');
  const search = page.getByRole('combobox', { name: de.search.label });
  await search.fill('hop');
  await expect(page.getByRole('option').first()).toBeVisible();
  await search.fill('zzzzzz');
  await expect(page.getByText(de.search.destinationNotFound)).toBeVisible();
});

test('a dotted address under a language gets that language’s 404 page', async ({ page }) => {
  const response = await page.goto('/fr/paris.html');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.notFound.title);
  // Deeper paths with a file's name, as old links and probes ask for them, too.
  expect((await page.goto('/wp-content/uploads/logo.png'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
});

test('an unknown short link shows the 404 page in the stored language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  const response = await page.goto('/s/ZZZZZZZZ');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.notFound.title);
  await expect(page.getByRole('link', { name: de.notFound.home })).toHaveAttribute('href', '/de/home');
});

test('the oops page shows the status and a localised message', async ({ page }) => {
  await page.goto('/de/oops/400');
  await expect(page.getByText(de.errorPage.status.replace('{status}', '400'))).toBeVisible();
  await expect(page.getByText(de.errorPage.loadFailed)).toBeVisible();
  expect((await page.goto('/de/oops/abc'))?.status()).toBe(404);
  await page.goto('/en/oops/400');
  await expect(page.getByRole('link', { name: en.errorPage.home })).toHaveAttribute('href', '/en/home');
});
