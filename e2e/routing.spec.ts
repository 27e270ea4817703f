import { expect, test } from '@playwright/test';
import de from '../messages/de.json';
import en from '../messages/en.json';

test('the root answers 301 to /en/home without a stored language', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/^(http:\/\/[^/]+)?\/en\/home$/);
});

test('the root follows the stored language cookie', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0, headers: { cookie: 'language=de' } });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/de\/home$/);
});

test('a visitor opening the site lands on the home page', async ({ page, context, baseURL }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.title);

  await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/de\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.home.title);
});
