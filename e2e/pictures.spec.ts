import { expect, test } from '@playwright/test';
import { fill, rejectCookies } from './helpers';
import { en } from './messages';

/**
 * The generated artwork makes cities recognisable on a phone: Paris, Rome and Seville each show
 * their own landmark in the destination list. The product page's gallery steps by button and key.
 */

test.use({ viewport: { width: 390, height: 844 } });

const CITIES = [
  { name: 'Paris', landmark: 'eiffel-tower' },
  { name: 'Rome', landmark: 'colosseum' },
  { name: 'Seville', landmark: 'giralda' },
];

test('the destination list shows Paris, Rome and Seville each with its own landmark', async ({ page }, testInfo) => {
  await page.goto('/en/destinations');
  await rejectCookies(page);

  const bodies = new Set<string>();
  const sources = new Set<string>();
  for (const city of CITIES) {
    const link = page.getByRole('main').getByRole('link', { name: city.name, exact: true });
    const picture = link.locator('img');
    await link.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    const src = await picture.getAttribute('src');
    expect(src, city.name).toBeTruthy();
    sources.add(src!);
    const response = await page.request.get(src!);
    expect(response.status(), src!).toBe(200);
    const body = await response.text();
    expect(body, city.name).toContain(`data-landmark="${city.landmark}"`);
    bodies.add(body);
  }
  expect(sources.size).toBe(CITIES.length);
  expect(bodies.size).toBe(CITIES.length);

  // The evidence a person looks at: the list at a phone's width, with the pictures loaded.
  await page.getByRole('main').getByRole('link', { name: 'Paris', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Paris', exact: true }).locator('img')).toHaveJSProperty('complete', true);
  const screenshot = await page.screenshot({ path: testInfo.outputPath('destinations-390.png'), fullPage: false });
  await testInfo.attach('destination list at 390 px', { body: screenshot, contentType: 'image/png' });
});

test('the product gallery steps by button and by arrow key, announcing the picture', async ({ page }) => {
  await page.goto('/en/41/paris/4101/paris-hop-on-hop-off-bus-tour');
  await rejectCookies(page);
  const gallery = page.getByRole('region', { name: fill(en.gallery.label, { name: 'Paris Hop-On Hop-Off Bus Tour' }) });
  const status = gallery.locator('p[aria-live="polite"]');
  const total = await gallery.getByRole('img').count();
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(status).toHaveText(fill(en.gallery.status, { current: 1, total }));

  await gallery.getByRole('button', { name: en.gallery.next }).click();
  await expect(status).toHaveText(fill(en.gallery.status, { current: 2, total }));
  // The second picture is the one in view: the pictures scrolled along.
  await expect(gallery.getByRole('img').nth(1)).toBeInViewport({ ratio: 0.9 });

  await gallery.locator('[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(fill(en.gallery.status, { current: 3, total }));
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText(fill(en.gallery.status, { current: 2, total }));
  await gallery.getByRole('button', { name: en.gallery.previous }).click();
  await expect(status).toHaveText(fill(en.gallery.status, { current: 1, total }));
  await expect(gallery.getByRole('button', { name: en.gallery.previous })).toBeDisabled();
});
