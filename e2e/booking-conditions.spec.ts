import { expect, test, type Locator, type Page } from '@playwright/test';
import { fill, rejectCookies } from './helpers';
import { en } from './messages';

/**
 * What the booking panel keeps promising on a real screen: the floating buttons never cover its
 * passenger steppers on a phone, and a product sold only near its city (Paris's second
 * hop-on hop-off tour, 4112, within 25 km) takes the buyer's position at "Book now".
 */

const b = en.booking;
const LOUVRE = { latitude: 48.8606, longitude: 2.3376 };
const LYON = { latitude: 45.764, longitude: 4.8357 };

/** The element's box in the viewport, hidden or not (Playwright's boundingBox skips hidden ones). */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
const overlap = (a: Awaited<ReturnType<typeof boxOf>>, b: Awaited<ReturnType<typeof boxOf>>) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('at 390 px the back-to-top and chat buttons never cover the passengers’ "+" buttons @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/41/paris/4103');
  await rejectCookies(page);
  const panel = page.getByRole('form', { name: b.title });
  // Hidden (stepped aside) while it would cover the panel: found all the same, to measure where it sits.
  const chat = page.getByRole('link', { name: en.chat.open, includeHidden: true });
  const plusButtons = panel.getByRole('button', { name: new RegExp(`^${fill(b.passengers.add, { type: '' })}`) });
  await expect(plusButtons.first()).toBeVisible();

  for (const plus of await plusButtons.all()) {
    // Bring the "+" to where the chat bubble sits, at the bottom of the screen.
    await plus.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 40));
    });
    expect(overlap(await boxOf(plus), await boxOf(chat))).toBe(true);
    // Nothing lies over the "+" (neither floating button): a tap at its centre reaches it.
    await expect
      .poll(() =>
        plus.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      )
      .toBe(true);
    await expect(chat).toBeHidden();
  }
});

/** A day, one adult and the 24-hour ticket of the on-the-spot bus tour, then "Book now". */
async function bookOnTheSpot(page: Page) {
  await page.goto('/en/41/paris/4112');
  await rejectCookies(page);
  const panel = page.getByRole('form', { name: b.title });
  await expect(panel.getByText(fill(b.nearby.note, { radius: '25 km', city: 'Paris' }))).toBeVisible();
  await panel.locator('button[data-status="available"]').first().click();
  await panel.getByRole('button', { name: fill(b.passengers.add, { type: 'Adult' }) }).click();
  await panel.getByRole('button', { name: '24-hour ticket' }).click();
  await panel.getByRole('button', { name: b.bookNow }).click();
  return panel;
}

test.describe('a buyer near Paris', () => {
  test.use({ geolocation: LOUVRE, permissions: ['geolocation'] });

  test('books the on-the-spot bus tour', async ({ page }) => {
    await bookOnTheSpot(page);
    await expect(page).toHaveURL(/\/en\/shopping-cart$/);
    await expect(page.getByRole('article', { name: 'Paris Open-Top Bus Tour: Hop-On Hop-Off' })).toBeVisible();
  });
});

test.describe('a buyer in Lyon', () => {
  test.use({ geolocation: LYON, permissions: ['geolocation'] });

  test('is told the location is too far, and nothing is added', async ({ page }) => {
    const panel = await bookOnTheSpot(page);
    // The panel's one alert, by its whole text: a failure shows what was said instead.
    await expect(panel.getByRole('alert')).toHaveText(fill(b.errors.LOCATION_TOO_FAR, { radius: '25 km', city: 'Paris' }));
    await expect(page).toHaveURL(/\/en\/41\/paris\/4112\//);
    expect((await page.context().cookies()).find((c) => c.name === 'guest_cart_element')).toBeUndefined();
  });
});

test.describe('a buyer who refuses the location', () => {
  test.use({ permissions: [] });

  test('is told why the location is needed, and nothing is added', async ({ page }) => {
    const panel = await bookOnTheSpot(page);
    await expect(panel.getByRole('alert')).toHaveText(fill(b.errors.LOCATION_DENIED, { radius: '25 km', city: 'Paris' }), { timeout: 30_000 });
    await expect(page).toHaveURL(/\/en\/41\/paris\/4112\//);
  });
});
