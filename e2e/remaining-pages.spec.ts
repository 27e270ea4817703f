import { expect, test } from '@playwright/test';
import { type PageKey, pagePath } from '../lib/i18n/pages';
import { dayWithPlaces, fill, rejectCookies } from './helpers';
import { de, MESSAGES, type Prefix } from './messages';

/**
 * The events, partner, landing and health pages and the travellers step: each opens in English
 * and French with its heading (not the 404), the footer links the offer and health pages, the
 * partner page lists the cafés and the way to the members' discounts, the landing page lists its
 * cities, and a basket link on the travellers page leads to the form.
 */
const PAGES: { page: PageKey; title: (lang: Prefix) => string }[] = [
  { page: 'eventspromos', title: (lang) => MESSAGES[lang].eventsPromos.title },
  { page: 'termsEventspromos', title: (lang) => MESSAGES[lang].eventsPromosTerms.title },
  { page: 'hardRockCafe', title: (lang) => MESSAGES[lang].hardRockCafe.title },
  { page: 'imagineYourself', title: (lang) => MESSAGES[lang].imagineYourself.headlines.dreamTrip },
  { page: 'healthCheck', title: (lang) => MESSAGES[lang].healthCheck.title },
  { page: 'covidFaq', title: (lang) => MESSAGES[lang].covidFaq.title },
  { page: 'travelers', title: (lang) => MESSAGES[lang].travelersPage.title },
];

for (const lang of ['en', 'fr'] as const) {
  for (const { page: key, title } of PAGES) {
    test(`${key} opens in ${lang} with its heading`, async ({ page }) => {
      const response = await page.goto(pagePath(lang, key));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(lang));
    });
  }
}

test('the footer leads to the events, partner and health pages @mobile', async ({ page }) => {
  const m = MESSAGES.fr;
  await page.goto(pagePath('fr', 'about'));
  await rejectCookies(page, 'fr');
  const footer = page.getByRole('contentinfo');
  for (const [key, name] of [
    ['eventspromos', m.eventsPromos.title],
    ['hardRockCafe', m.hardRockCafe.title],
    ['healthCheck', m.healthCheck.title],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('fr', key)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
});

/** The text of a rich message's `<tag>…</tag>`: a link's name. */
const tagged = (template: string, tag: string) => new RegExp(`<${tag}>(.*?)</${tag}>`).exec(template)![1]!;

test('the Hard Rock Cafe page lists the cafés with their addresses and leads members to their discounts', async ({ page }) => {
  const m = MESSAGES.en;
  await page.goto(pagePath('en', 'hardRockCafe'));
  const main = page.getByRole('main');
  await expect(main.getByText(m.hardRockCafe.lead)).toBeVisible();
  // The seed's cafés, best-known cities first.
  await expect(main.getByRole('heading', { level: 3 }).nth(0)).toHaveText('Paris');
  await expect(main.getByRole('heading', { level: 3 }).nth(1)).toHaveText('London');
  const london = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'London', exact: true }) });
  await expect(london.getByText('Hard Rock Cafe London')).toBeVisible();
  await expect(london.getByText('150 Old Park Lane, London W1K 1QZ')).toBeVisible();
  await expect(london.getByText('10% off food and drink')).toBeVisible();
  await expect(main.getByRole('link', { name: tagged(m.hardRockCafe.step1, 'register') })).toHaveAttribute('href', pagePath('en', 'register'));
  await expect(main.getByRole('link', { name: tagged(m.hardRockCafe.step1, 'login'), exact: true })).toHaveAttribute('href', pagePath('en', 'login'));
  await expect(main.getByRole('link', { name: m.memberArea.discounts.title })).toHaveAttribute('href', `${pagePath('en', 'memberArea')}#discounts`);
  await expect(main.getByText(m.hardRockCafe.brand)).toBeVisible();
  await rejectCookies(page);
  await london.getByRole('link', { name: fill(m.hardRockCafe.tours, { city: 'London' }) }).click();
  await expect(page).toHaveURL(/\/en\/95\/london$/);
});

test('the landing page lists the site’s cities and its discount code', async ({ page }) => {
  const m = MESSAGES.en;
  await page.goto(pagePath('en', 'imagineYourself'));
  const cities = page.getByRole('heading', { level: 3 });
  await expect(cities).toHaveText(['Paris', 'London', 'Rome', 'New York']);
  await expect(page.getByText(fill(m.imagineYourself.coupon, { code: 'WELCOME10' }))).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'London', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/95\/london$/);
});

test('a basket link opened on the travelers page shows its tour and the traveller form @mobile', async ({ page }) => {
  const m = MESSAGES.en;
  const day = await dayWithPlaces(page.request, 5);
  await page.goto(`${pagePath('en', 'travelers')}?reserve=41031:4103:${day}:10:00:adult=2:4103111`);
  await rejectCookies(page);
  const items = page.getByRole('region', { name: m.travelersPage.itemsTitle });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  const form = page.getByRole('region', { name: m.basket.travellerForm.title });
  await form.getByRole('textbox', { name: m.basket.travellerForm.firstName }).fill('Anna');
  await form.getByRole('textbox', { name: m.basket.travellerForm.lastName }).fill('Weber');
  await form.getByRole('textbox', { name: m.basket.travellerForm.phone }).fill('612 345 678');
  await form.getByRole('button', { name: m.basket.travellerForm.save }).click();
  await expect(page).toHaveURL(new RegExp(`${pagePath('en', 'payment')}$`));
});

test('the contact form speaks the page’s language, its words sent with the contact page', async ({ page }) => {
  await page.goto('/de/kontakt');
  await expect(page.getByRole('textbox', { name: new RegExp(de.contact.fields.message) })).toBeVisible();
  await page.getByRole('button', { name: de.contact.send }).click();
  await expect(page.getByText(de.contact.errors.required).first()).toBeVisible();
});
