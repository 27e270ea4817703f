import { expect, test } from '@playwright/test';
import { en, fr } from './messages';

// One deployment serves every site: the Host name picks it (*.localhost reaches this machine).
const site = (name: string) => `http://${name}.localhost:3100`;

test('the Paris site speaks French first and offers French, Spanish and English', async ({ page }) => {
  await page.goto(`${site('paris')}/`);
  await expect(page).toHaveURL(`${site('paris')}/fr/home`);
  await expect(page.getByRole('link', { name: fr.header.homeLink.replace('{brand}', fr.sites.paris.name) })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /^Langue/ }).click();
  await expect(page.getByRole('banner').getByRole('listitem')).toHaveCount(3);
  // A language the site does not offer, and an unknown one, fall back to French.
  await page.goto(`${site('paris')}/de/home`);
  await expect(page).toHaveURL(`${site('paris')}/fr/home`);
  await page.goto(`${site('paris')}/pt/home`);
  await expect(page).toHaveURL(`${site('paris')}/fr/home`);
});

test('the London site is English only, with a light header and no member area', async ({ page }) => {
  await page.goto(`${site('london')}/de/home`);
  await expect(page).toHaveURL(`${site('london')}/en/home`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Language/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: en.header.openSearch })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /Members' area/ })).toHaveCount(0);
  // Its footer sells London.
  const popular = page.getByRole('navigation', { name: en.footer.destinationsTitle });
  await expect(popular.getByRole('link')).toHaveText(['London']);
});

test('the Spain site lists Spanish destinations only', async ({ page }) => {
  await page.goto(`${site('spain')}/es/destinos`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Europa']);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Barcelona', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'París' })).toHaveCount(0);
});
