import { expect, test } from '@playwright/test';
import { firstFrame, layoutShifts, recordFirstFrame, recordLayoutShifts } from './helpers';
import { en } from './messages';

/**
 * The health notice above the header (spec §1): it links to the travel updates and can be
 * dismissed for the visit. Every link loads a whole page, so a dismissed notice must not be drawn
 * on the next one and then taken away when the page's code runs: everything below it would jump.
 */
test('a dismissed health notice stays away on the next pages, without moving them @mobile', async ({ page }) => {
  await page.goto('/en/41/paris');
  const dismiss = page.getByRole('button', { name: en.healthNotice.dismiss });
  const notice = page.locator('aside', { has: dismiss });
  await expect(notice.getByRole('link', { name: en.healthNotice.more })).toHaveAttribute('href', '/en/health-check');
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
  await dismiss.click();
  await expect(notice).toBeHidden();

  await recordLayoutShifts(page);
  await recordFirstFrame(page, `aside:has(button[aria-label="${en.healthNotice.dismiss}"])`);
  await page.goto('/en/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(notice).toBeHidden();
  expect((await firstFrame(page)).drawn).toBe(false);
  expect(await layoutShifts(page)).toEqual([]);

  // A new visit shows it again.
  const next = await page.context().newPage();
  await next.goto('/en/home');
  await expect(next.getByRole('button', { name: en.healthNotice.dismiss })).toBeVisible();
});
