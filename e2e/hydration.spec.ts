import { expect, test, type Page } from '@playwright/test';
import { pagePath, type PageKey } from '../lib/i18n/pages';
import { PREFIXES } from './messages';

/**
 * Every page kind, in every language, runs in the browser without an error: the server's HTML and
 * the browser's first render agree (React reports a mismatch as an error and draws the page again),
 * and no island throws. The browser formats the catalogues with the shop's own next-intl runtime
 * (lib/i18n/browser-intl.tsx), the server with next-intl: a difference shows here.
 */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** Hydrated, the late islands included (they wear `data-hydrating` until then), and the islands drawn by code that came after the page's (`data-code-coming`). */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[data-hydrating], [data-code-coming]')).toHaveCount(0);
}

for (const prefix of PREFIXES) {
  test(`${prefix}: home, city, product and the static pages hydrate without an error @mobile`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = recordErrors(page);
    await page.goto(`/${prefix}/home`);
    await settled(page);
    await page.goto(`/${prefix}/41/x`);
    await settled(page);
    const product = page.locator('main a[href*="/4101/"]').first();
    await product.click();
    await settled(page);
    await expect(page.locator('main h1')).toBeVisible();
    const pages: PageKey[] = ['basket', 'payment', 'memberArea', 'agentArea', 'faq', 'contact'];
    for (const key of pages) {
      await page.goto(pagePath(prefix, key));
      await settled(page);
    }
    expect(errors).toEqual([]);
  });
}
