import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { MESSAGES, type Prefix } from './messages';

/** What specs do as a visitor on every page: the width they look at, the cookie notice, prices, texts. */

const CURRENCY_CODES = { '1': 'EUR', '2': 'GBP', '3': 'USD' } as const;

/** A message with its simple `{name}` arguments filled in and rich-text tags dropped (no plurals). */
export const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/<\/?\w+>/g, '').replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The mobile project is a 390 px wide phone; the desktop project a 1440 px wide screen. */
export async function useProjectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  return page.viewportSize()!.width;
}

/** Answers the cookie notice the way a privacy-minded visitor does. */
export async function rejectCookies(page: Page, lang: Prefix = 'en') {
  await page.getByRole('region', { name: MESSAGES[lang].consent.title }).getByRole('button', { name: MESSAGES[lang].consent.reject }).click();
}

/** The one price span the visitor's currency shows, of the three the page carries. */
export function visiblePrice(scope: Locator): Locator {
  return scope.locator('[data-show-currency]').filter({ visible: true });
}

export async function currentCurrency(page: Page): Promise<'EUR' | 'GBP' | 'USD'> {
  const id = await page.locator('html').getAttribute('data-currency');
  expect(['1', '2', '3']).toContain(id);
  return CURRENCY_CODES[id as '1' | '2' | '3'];
}

/** A full-page screenshot with every lazy picture loaded, in CSS pixels. */
export async function fullPageShot(page: Page, name: string) {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), { message: 'pictures loaded' })
    .toBe(true);
  await page.screenshot({ path: `test-results/screenshots/${name}`, fullPage: true, scale: 'css', animations: 'disabled' });
}
