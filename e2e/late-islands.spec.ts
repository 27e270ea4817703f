import { expect, test } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from './helpers';

/**
 * Islands that hydrate when the page idles (ADR 0025), and those drawn by their code once it has
 * come after the page's (ADR 0028), are drawn from the server's HTML long before their code comes:
 * they must look right from the first paint. A stylesheet that came with their
 * code would draw them unstyled until then and move them (the wishlist heart grew from its bare
 * icon to its round button).
 */
for (const path of ['/en/41/paris', '/en/41/paris/4101/paris-hop-on-hop-off-bus-tour']) {
  test(`${path}: the islands that hydrate late bring no stylesheet and move nothing @mobile`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const sheets: string[] = [];
      Object.assign(window, { lateSheets: sheets });
      // Stylesheets the page's scripts add once the HTML has been read.
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes) if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') sheets.push(node.href);
        }).observe(document.head, { childList: true });
      });
    });
    await page.goto(path);
    // Every island has its code: no control waits for it any more.
    await expect(page.getByRole('button', { name: 'Save to wishlist' }).first()).toBeVisible();
    await expect(page.locator('[data-hydrating], [data-code-coming]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { lateSheets: string[] }).lateSheets)).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
  });
}
