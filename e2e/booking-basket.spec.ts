import { expect, test } from '@playwright/test';
import { fill, layoutShifts, moneyPattern, recordLayoutShifts, rejectCookies, useProjectWidth } from './helpers';
import { MESSAGES } from './messages';

/**
 * Booking and the basket, as a visitor does it: choose a date, passengers, a ticket, a time
 * and a package option on the product page — meeting each validation message on the way —,
 * book, see the item held with its countdown, give the traveller's details, change currency,
 * remove the item. Paris's guided walking tour (product 4103) leaves at 10:00 (Morning tour)
 * and 15:00 and asks for a tour language.
 */

const WALKS = [
  { lang: 'en', city: 'paris', morning: 'Morning tour', language: 'English' },
  { lang: 'fr', city: 'paris', morning: 'Visite du matin', language: 'Anglais' },
] as const;

for (const walk of WALKS) {
  test(`${walk.lang}: book the walking tour, meet each check, then hold, detail, re-price and remove it in the basket @mobile`, async ({ page }, testInfo) => {
    const m = MESSAGES[walk.lang];
    const b = m.booking;
    await useProjectWidth(page, testInfo);
    await page.goto(`/${walk.lang}/41/${walk.city}/4103`);
    await rejectCookies(page, walk.lang);

    const panel = page.getByRole('form', { name: b.title });
    const bookNow = panel.getByRole('button', { name: b.bookNow });
    const alert = (text: string) => panel.getByRole('alert').filter({ hasText: text });

    await bookNow.click();
    await expect(alert(b.errors.NO_DATE)).toBeVisible();

    // The first day on sale two months ahead, past the weeks the demo catalogue has sold places on.
    for (let month = 0; month < 2; month++) await panel.getByRole('button', { name: b.calendar.nextMonth }).click();
    await panel.locator('button[data-status="available"]').first().click();
    await expect(panel.getByRole('button', { name: b.calendar.change })).toBeVisible();

    await panel.getByRole('button', { name: fill(b.passengers.add, { type: walk.lang === 'en' ? 'Adult' : 'Adulte' }) }).click();
    await panel.getByRole('button', { name: fill(b.passengers.add, { type: walk.lang === 'en' ? 'Adult' : 'Adulte' }) }).click();
    await panel.getByRole('button', { name: walk.morning }).click();

    await bookNow.click();
    await expect(alert(b.errors.NO_TIME_SLOT)).toBeVisible();
    await panel.getByRole('radio', { name: /10:00/ }).check();
    await expect(panel.getByText(fill(b.time.zone, { city: 'Paris' }))).toBeVisible();

    await bookNow.click();
    await expect(alert(b.errors.PACKAGE_OPTIONS)).toBeVisible();
    await panel.getByRole('radio', { name: walk.language }).check();

    await bookNow.click();
    await expect(page).toHaveURL(new RegExp(`/${walk.lang}/(shopping-cart|panier-achats)$`));

    // The basket: the item with its time on Paris's clock (the city named, never a zone id), the places held with a countdown, the header's count.
    const basket = m.basket;
    await expect(page.getByRole('heading', { level: 1, name: m.pages.basket.title })).toBeVisible();
    await expect(page.getByText(fill(m.dates.timeInCity, { time: '10:00', city: 'Paris' }))).toBeVisible();
    await expect(page.getByText('Europe/Paris')).toHaveCount(0);
    await expect(page.getByText(fill(basket.hold.countdown, { time: '' }).trim()).first()).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'guest_cart_element')?.value).toBe('1');
    expect((await page.context().cookies()).find((c) => c.name === 'guest_session')?.httpOnly).toBe(true);

    // Traveller details: required, latin script, then saved.
    await page.getByRole('button', { name: basket.traveller.add }).click();
    const dialog = page.getByRole('dialog', { name: basket.travellerForm.title });
    await dialog.getByRole('button', { name: basket.travellerForm.save }).click();
    await expect(dialog.getByText(basket.validation.required).first()).toBeVisible();
    await dialog.getByLabel(basket.travellerForm.firstName, { exact: true }).fill('Анна');
    await dialog.getByLabel(basket.travellerForm.lastName, { exact: true }).fill('Müller');
    await dialog.getByLabel(basket.travellerForm.phone, { exact: true }).fill('612345678');
    // A walking tour checks no IDs: the passport or ID number is not asked for.
    await expect(dialog.getByLabel(basket.travellerForm.document, { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: basket.travellerForm.save }).click();
    await expect(dialog.getByText(m.common.validation.latin)).toBeVisible();
    await dialog.getByLabel(basket.travellerForm.firstName, { exact: true }).fill('Anna');
    await dialog.getByRole('button', { name: basket.travellerForm.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Anna Müller')).toBeVisible();

    // A currency change re-prices the basket on the provider.
    const summary = page.getByRole('complementary', { name: basket.summaryTitle });
    await expect(summary).not.toContainText('£');
    // On a phone the header slides away while scrolling down: back to the top, where it stays.
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = page.getByRole('banner');
    const currencyMenu = header.getByRole('button', { name: new RegExp(`^${fill(m.header.currencyMenu, { currency: 'EUR' }).split(/[\s:]/)[0]}`) });
    await expect(currencyMenu).toBeInViewport({ ratio: 1 });
    await currencyMenu.click();
    await expect(currencyMenu).toHaveAttribute('aria-expanded', 'true');
    await header.getByRole('button', { name: new RegExp(m.header.currencies.GBP) }).click();
    await expect(summary).toContainText(moneyPattern(walk.lang, 'GBP'));

    // Removing the item frees it and empties the basket.
    await page.getByRole('button', { name: basket.item.remove }).click();
    await expect(page.getByRole('heading', { name: basket.empty.title })).toBeVisible();
  });
}

test('the basket and payment pages keep the page still while the basket loads: nothing moves @mobile', async ({ page }) => {
  const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  // The request context shares the page's cookies: the basket is this browser's.
  const added = await page.request.post('/api/v2/transaction/addToCart', {
    headers: { 'x-language': 'en', 'x-currency': '1' },
    data: { productId: 4101, optionId: 41011, date, units: [{ type: 'adult', quantity: 1 }], packageChoices: [] },
  });
  expect(added.status(), await added.text()).toBe(200);
  await recordLayoutShifts(page);
  const shifted = async () => (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);

  await page.goto('/en/shopping-cart');
  await expect(page.getByRole('heading', { name: 'Paris Hop-On Hop-Off Bus Tour' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifted()).toBe(0);

  await page.goto('/en/payment');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifted()).toBe(0);
});
