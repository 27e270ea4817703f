import { expect, test } from '@playwright/test';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';

test('an unknown page answers 404 in the page’s language, with a way home @mobile', async ({ page }) => {
  const response = await page.goto('/fr/cette/page/nexiste/pas');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.notFound.title);
  await expect(page.getByText(fr.notFound.lost)).toBeVisible();
  await page.getByRole('link', { name: fr.notFound.home }).click();
  await expect(page).toHaveURL(/\/fr\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.home.title);
});

test('a path outside every language answers 404 in the stored language', async ({ page, context, baseURL }) => {
  const response = await page.goto('/xx/home');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);

  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  await page.goto('/nirgendwo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.notFound.title);
});

test('the oops page shows the status and a localised message', async ({ page }) => {
  await page.goto('/de/oops/400');
  await expect(page.getByText(de.errorPage.status.replace('{status}', '400'))).toBeVisible();
  await expect(page.getByText(de.errorPage.loadFailed)).toBeVisible();
  expect((await page.goto('/de/oops/abc'))?.status()).toBe(404);
});
