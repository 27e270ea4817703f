import { expect, test, type Page } from '@playwright/test';
import { rejectCookies } from './helpers';
import { es, fr } from './messages';

// One deployment serves every site: the Host name picks it (*.localhost reaches this machine).
const site = (name: string) => `http://${name}.localhost:3100`;

async function searchHome(page: Page, origin: string, text: string) {
  await page.goto(`${origin}/es/home`);
  await rejectCookies(page, 'es');
  const main = page.getByRole('main');
  const search = main.getByRole('combobox', { name: es.search.label });
  await search.click();
  await search.pressSequentially(text, { delay: 30 });
  return main;
}

// flags.singleSite: the Spain site's search finds Spanish cities only; the worldwide site finds every city.
test('the Spain site’s search stays within Spain', async ({ page }) => {
  const spain = await searchHome(page, site('spain'), 'bar');
  await expect(spain.getByRole('option', { name: /Barcelona/ }).first()).toBeVisible();
  // Paris is sold on the worldwide and Paris sites, not here: the search answers that no city matches.
  await spain.getByRole('combobox', { name: es.search.label }).fill('paris');
  await expect(spain.getByText(es.search.noCity)).toBeVisible();
  await expect(spain.getByRole('option', { name: /París/ })).toHaveCount(0);

  const worldwide = await searchHome(page, 'http://localhost:3100', 'paris');
  await expect(worldwide.getByRole('option', { name: /París/ }).first()).toBeVisible();
});

// flags.memberArea: the Paris site has no members' area; its address answers the shop's own 404, in the page's language, with the header.
test('a site without a members’ area answers its address with the shop’s 404', async ({ page }) => {
  const response = await page.goto(`${site('paris')}/fr/member-area`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: fr.notFound.title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
