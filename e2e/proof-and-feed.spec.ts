import { expect, test } from '@playwright/test';
import { fill } from './helpers';
import { en, fr } from './messages';

// One deployment serves every site: the Host name picks it (*.localhost reaches this machine).
const site = (name: string) => `http://${name}.localhost:3100`;

test('the worldwide site shows its rating above the header and the spec’s claims on the home page', async ({ page }) => {
  await page.goto('/en/home');
  const bar = page.getByRole('complementary', { name: en.ratingBar.label });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/\d\.\d \/ 5/);
  await expect(bar).toContainText(/[\d,]+ verified reviews/);
  const claims = page.getByRole('complementary', { name: en.homeClaims.title });
  await expect(claims.getByRole('listitem')).toContainText([
    fill(en.homeClaims.customers, { customers: '13 million' }),
    fill(en.homeClaims.citiesOver, { count: '100' }),
    en.homeClaims.freeCancellation,
  ]);
  await expect(page.getByRole('contentinfo')).toContainText(en.footer.about.worldwide);
});

test('the Paris site has no rating bar, claims no number of cities and speaks of Paris in its footer', async ({ page }) => {
  await page.goto(`${site('paris')}/fr/home`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: fr.ratingBar.label })).toHaveCount(0);
  const claims = page.getByRole('complementary', { name: fr.homeClaims.title });
  await expect(claims.getByRole('listitem').first()).toBeVisible();
  await expect(claims).not.toContainText(/villes/);
  await expect(page.getByRole('contentinfo')).toContainText(fr.footer.about.paris);
  await expect(page.getByRole('contentinfo')).not.toContainText(fr.footer.about.worldwide);
});

test('the "Things to do" feed lists a site’s products in a language it offers, and nothing else', async ({ request }) => {
  const response = await request.get('/feeds/things-to-do/paris/fr.json');
  expect(response.status()).toBe(200);
  const feed = await response.json();
  expect(feed.feed_metadata.processing_instruction).toBe('PROCESS_AS_SNAPSHOT');
  expect(feed.products.length).toBeGreaterThan(0);
  for (const product of feed.products) {
    expect(product.inventory_type).toBe('INVENTORY_TYPE_OPERATOR_DIRECT');
    for (const option of product.options) expect(option.landing_page.url).toMatch(/^https:\/\/paris\.opentoptours\.example\/fr\/41\//);
  }
  expect((await request.get('/feeds/things-to-do/paris/de.json')).status()).toBe(404);
  expect((await request.get('/feeds/things-to-do/nowhere/en.json')).status()).toBe(404);
});
