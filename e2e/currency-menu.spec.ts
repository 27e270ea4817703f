import { expect, test } from '@playwright/test';
import { currentCurrency, fill, rejectCookies } from './helpers';
import { MESSAGES, PREFIXES } from './messages';

/** The currency menu on the narrowest phone of spec §9 (390 px): every currency on one line, inside the screen. */
test.use({ viewport: { width: 390, height: 844 } });

for (const lang of PREFIXES) {
  test(`the currency menu keeps each currency on one line at 390 px (${lang})`, async ({ page }) => {
    const m = MESSAGES[lang];
    await page.goto(`/${lang}/home`);
    await rejectCookies(page, lang);
    const header = page.getByRole('banner');
    // By its whole name (French puts a no-break space before the colon; names compare with spaces normalised).
    await header.getByRole('button', { name: fill(m.header.currencyMenu, { currency: await currentCurrency(page) }), exact: true }).click();
    for (const name of Object.values(m.header.currencies)) {
      const option = header.getByRole('button', { name: new RegExp(name) });
      await expect(option).toBeVisible();
      // One line box per text: a wrapped name or hint would have two.
      const lines = await option.evaluate((button) =>
        Array.from(button.querySelectorAll('span')).map((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines).toEqual([1, 1]);
      const box = (await option.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
}
