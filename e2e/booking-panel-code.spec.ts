import { expect, test, type Page } from '@playwright/test';
import { fill, layoutShifts, recordLayoutShifts, rejectCookies } from './helpers';
import { en } from './messages';

/**
 * The booking panel's code is not among the product page's first scripts: it is fetched beside
 * them while the server's panel is on screen (components/islands/lazy-keeping-html.tsx, ADR 0028).
 * What a visitor presses meanwhile is answered once it has come.
 */

const b = en.booking;
const PRODUCT = '/en/41/paris/4101/paris-hop-on-hop-off-bus-tour';

/** Holds the script with the booking panel's code (it names its words) until `release()`. */
async function holdPanelCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('calendar.change')) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held };
}

/** The page has hydrated around the panel: React owns the element that keeps its server HTML. */
const hydratedAroundPanel = (page: Page) =>
  expect.poll(() => page.locator('[data-code-coming]').first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);

test('the panel is on screen before its code, and a press meanwhile is answered once the code has come @mobile', async ({ page }) => {
  const code = await holdPanelCode(page);
  await recordLayoutShifts(page);
  await page.goto(PRODUCT);
  await rejectCookies(page);
  const panel = page.getByRole('form', { name: b.title });
  const adults = panel.getByRole('group', { name: /^Adult/ });
  const add = adults.getByRole('button', { name: fill(b.passengers.add, { type: 'Adult' }) });
  await expect(add).toBeVisible();
  await hydratedAroundPanel(page);
  expect(code.held).toHaveLength(1);

  // Pressed twice in impatience, and "Book now": nothing is posted, nothing counted yet.
  await add.click();
  await add.click();
  await panel.getByRole('button', { name: b.bookNow }).click();
  await expect(adults.locator('output')).toHaveText('0');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PRODUCT);

  code.release();
  await expect(page.locator('[data-code-coming]')).toHaveCount(0);
  // Counted once, and "Book now" says what is missing.
  await expect(adults.locator('output')).toHaveText('1');
  await expect(panel.getByText(b.errors.NO_DATE)).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

test('the focus stays on the control it was on when the panel’s code comes', async ({ page }) => {
  const code = await holdPanelCode(page);
  await page.goto(PRODUCT);
  await rejectCookies(page);
  const panel = page.getByRole('form', { name: b.title });
  const add = panel.getByRole('button', { name: fill(b.passengers.add, { type: 'Adult' }) });
  await hydratedAroundPanel(page);
  await add.focus();
  code.release();
  await expect(page.locator('[data-code-coming]')).toHaveCount(0);
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('group', { name: /^Adult/ }).locator('output')).toHaveText('1');
});
