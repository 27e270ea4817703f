import { expect, test, type Page } from '@playwright/test';
import { rejectCookies } from './helpers';
import { es } from './messages';

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
