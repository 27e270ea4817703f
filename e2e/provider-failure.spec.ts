import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import es from '../messages/es.json';
import { BROKEN_PROVIDER_PORT } from '../playwright.config';

// A shop whose provider cannot be reached (PROVIDER_API_URL points at a closed port).
test.use({ baseURL: `http://127.0.0.1:${BROKEN_PROVIDER_PORT}` });

test('a failed destination list sends the visitor to /oops/400, never showing internals', async ({ page }) => {
  await page.goto('/es/home');
  await expect(page).toHaveURL(/\/es\/oops\/400$/);
  await expect(page.getByText(es.errorPage.loadFailed)).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|AxiosError|\bat \S+ \(/);
});

test('the error page links back home', async ({ page }) => {
  await page.goto('/en/oops/400');
  await expect(page.getByRole('link', { name: en.errorPage.home })).toHaveAttribute('href', '/en/home');
});
