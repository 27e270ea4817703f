import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pagePath } from '../lib/i18n/pages';
import { readQrCodes } from '../tests/support/pdf-qr';
import { addTravellerAndContinue, browseAndBookWalk, dayWithPlaces, fill, fillCard, fillCustomer, rejectCookies, useProjectWidth } from './helpers';
import { MESSAGES } from './messages';

/**
 * Checkout as a visitor does it: from the home page to a paid order with its vouchers — the
 * PDF downloaded and its QR codes read, the mobile voucher on a phone — and the built-in
 * sandbox gateway's refused card and 3-D Secure step. Paris's guided walking tour (4103)
 * leaves at 10:00 and asks for a tour language.
 */
const m = MESSAGES.en;
const p = m.payment;
/** A paid order's page waits on the gateway, the order's tickets and the page render: under CI's load this passed 5 s once. */
const PAYMENT_SETTLES = { timeout: 15_000 };

/** A basket holding the walking tour on `day`, by a basket link (the booking panel has its own spec). */
async function basketWithWalk(page: Page, day: string) {
  await page.goto(`${pagePath('en', 'basket')}?reserve=41031:4103:${day}:10:00:adult=2:4103111`);
  await rejectCookies(page);
  await expect(page.getByText(fill(m.dates.timeInCity, { time: '10:00', city: 'Paris' }))).toBeVisible();
}

test('home → Paris → the walking tour → basket → details → pay with the approved card → confirmed, PDF with QR codes, mobile voucher @mobile', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await useProjectWidth(page, testInfo);
  const day = await dayWithPlaces(page.request, testInfo.project.name === 'mobile' ? 1 : 0);
  const product = await (await page.request.get('/api/v2/product/4103', { headers: { 'x-language': 'en' } })).json();

  // Home → Paris → the product by the links a visitor clicks, booked for two at 10:00 in English.
  await page.goto('/en/home');
  await rejectCookies(page);
  await browseAndBookWalk(page, day, product.name);

  // The basket: the traveller's details, then on to payment.
  await addTravellerAndContinue(page);

  // The payment page: the order, the details (email typed twice), the card, the amount on the button.
  await expect(page).toHaveURL(/\/en\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: m.pages.payment.title })).toBeVisible();
  // On a phone the payment page's footer keeps only the essentials (spec §2).
  const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: m.footer.linksTitle });
  if (testInfo.project.name === 'mobile') await expect(footerLinks).toBeHidden();
  else await expect(footerLinks).toBeVisible();
  const summary = page.getByRole('complementary', { name: p.summary.title });
  await expect(summary).toContainText(product.name);
  await fillCustomer(page);
  await page.getByLabel(p.customer.emailConfirmation, { exact: true }).fill('anna@example.org');
  await page.getByLabel(p.customer.phone, { exact: true }).focus();
  await expect(page.getByText(p.validation.confirmed)).toBeVisible();
  await page.getByLabel(p.customer.emailConfirmation, { exact: true }).fill('anna@example.com');
  await fillCard(page, '4111 1111 1111 1111');
  // The visitor's currency follows the browser's language (en-US: dollars); the button names amount and code.
  const pay = page.getByRole('button', { name: /^Pay (€|£|US\$)\d+\.\d\d \((EUR|GBP|USD)\)$/ });
  await expect(pay).toBeVisible();
  await pay.click();

  // Confirmed: the reference, the tickets, the PayPal banner.
  await expect(page).toHaveURL(/\/en\/payment-confirmed\?order=/, PAYMENT_SETTLES);
  const c = m.paymentConfirmed.paid;
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(fill(c.sentTo, { email: 'anna@example.com' }))).toBeVisible();
  const reference = (await page.locator('dd').first().textContent())!.trim();
  expect(reference).toMatch(/^SS[2-9A-Z]{8}$/);
  await expect(page.getByText(/PayPal/).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.filter((e) => e.event === 'purchase').length ?? 0)).toBe(1);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'guest_cart_element')?.value).toBe('0');

  // The PDF downloads and each of its pages carries a readable, signed QR code.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: c.pdf }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`voucher-${reference}.pdf`);
  const codes = await readQrCodes(await readFile((await download.path())!));
  expect(codes).toHaveLength(1);
  expect(codes[0]).toMatch(new RegExp(`^${reference}-1\\.[A-Za-z0-9_-]+$`));

  // The mobile voucher shows the same ticket's QR code.
  await page.getByRole('link', { name: c.mobile }).click();
  await expect(page).toHaveURL(/\/en\/voucher\?token=/);
  await expect(page.getByRole('img', { name: fill(m.mobileVoucher.qrLabel, { code: `${reference}-1` }) })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
});

test('a refused card says so and keeps the basket; the 3-D Secure card asks for its code, then pays', async ({ page }) => {
  test.setTimeout(90_000);
  const day = await dayWithPlaces(page.request, 2);
  await basketWithWalk(page, day);
  await page.goto(pagePath('en', 'payment'));
  await fillCustomer(page);
  await fillCard(page, '4000 0000 0000 0002');
  const pay = page.getByRole('button', { name: /^Pay / });
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: p.refusals.REFUSED })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/payment$/);

  await fillCard(page, '4000 0000 0000 3220');
  await pay.click();
  const challenge = page.getByRole('dialog', { name: p.challenge.title });
  await expect(challenge).toBeVisible();
  await challenge.getByLabel(p.challenge.code).fill('1234');
  await challenge.getByRole('button', { name: p.challenge.confirm }).click();
  await expect(page).toHaveURL(/\/en\/payment-confirmed\?order=/, PAYMENT_SETTLES);
  await expect(page.getByRole('heading', { level: 1, name: m.paymentConfirmed.paid.title })).toBeVisible();
});

test('a wrong 3-D Secure code refuses the payment; nothing is charged and the basket stays', async ({ page }) => {
  const day = await dayWithPlaces(page.request, 3);
  await basketWithWalk(page, day);
  await page.goto(pagePath('en', 'payment'));
  await fillCustomer(page);
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /^Pay / }).click();
  const challenge = page.getByRole('dialog', { name: p.challenge.title });
  await challenge.getByLabel(p.challenge.code).fill('9999');
  await challenge.getByRole('button', { name: p.challenge.confirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: p.refusals.AUTHENTICATION_FAILED })).toBeVisible();
  const cart = await (await page.request.get('/api/v2/transaction/sale')).json();
  expect(cart.count).toBe(1);
});

test('the card whose answer is lost on the way is asked again with the same key and paid once', async ({ page }) => {
  const day = await dayWithPlaces(page.request, 4);
  await basketWithWalk(page, day);
  await page.goto(pagePath('en', 'payment'));
  await fillCustomer(page);
  await fillCard(page, '4000 0000 0000 0119');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('dialog', { name: p.processing.title })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/payment-confirmed\?order=/, PAYMENT_SETTLES);
  await expect(page.getByRole('heading', { level: 1, name: m.paymentConfirmed.paid.title })).toBeVisible();
  // One order, paid, with one ticket: the retry found the first authorisation.
  const orderId = new URL(page.url()).searchParams.get('order');
  const order = await (await page.request.post('/api/v2/transaction/payment/resume', { data: { orderId } })).json();
  expect(order).toMatchObject({ status: 'paid', result: 'paid' });
  const voucher = await (await page.request.get(`/api/v2/transaction/voucher?token=${order.voucherToken}`)).json();
  expect(voucher.tickets).toHaveLength(1);
});

test('a switch to pounds in the header on the payment page re-prices the order, and it is paid in pounds', async ({ page }) => {
  test.setTimeout(90_000);
  const day = await dayWithPlaces(page.request, 6);
  await basketWithWalk(page, day);
  await page.goto(pagePath('en', 'payment'));
  const summary = page.getByRole('complementary', { name: p.summary.title });
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await expect(pay).not.toContainText('£');
  await fillCustomer(page);
  await fillCard(page, '4111 1111 1111 1111');

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(`^${fill(m.header.currencyMenu, { currency: '' }).split(/[\s:]/)[0]}`) }).click();
  await header.getByRole('button', { name: new RegExp(m.header.currencies.GBP) }).click();
  await expect(pay).toHaveText(/^Pay £\d+\.\d\d \(GBP\)$/);
  await expect(pay).toBeEnabled();
  const total = (await pay.textContent())!.match(/£\d+\.\d\d/)![0];
  await expect(summary.getByText(total)).not.toHaveCount(0);
  // The details typed before the switch are still there.
  await expect(page.getByLabel(p.customer.email, { exact: true })).toHaveValue('anna@example.com');
  await pay.click();

  await expect(page).toHaveURL(/\/en\/payment-confirmed\?order=/, PAYMENT_SETTLES);
  await expect(page.getByRole('heading', { level: 1, name: m.paymentConfirmed.paid.title })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order');
  const order = await (await page.request.post('/api/v2/transaction/payment/resume', { data: { orderId } })).json();
  expect(order).toMatchObject({ status: 'paid', amount: { currency: 'GBP' } });
});

test('the mobile voucher and its invalid-link page speak the page language, skip link and cookie notice included', async ({ page }) => {
  test.setTimeout(90_000);
  const day = await dayWithPlaces(page.request, 5);
  await basketWithWalk(page, day);
  await page.goto(pagePath('en', 'payment'));
  await fillCustomer(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/payment-confirmed\?order=/, PAYMENT_SETTLES);
  const orderId = new URL(page.url()).searchParams.get('order');
  const order = await (await page.request.post('/api/v2/transaction/payment/resume', { data: { orderId } })).json();
  expect(order.voucherToken).toEqual(expect.any(String));

  const de = MESSAGES.de;
  await page.context().clearCookies({ name: 'CONSENT' });
  await page.goto(`/de/voucher?token=${encodeURIComponent(order.voucherToken)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: de.mobileVoucher.heading })).toBeVisible();
  await expect(page.getByText(fill(de.mobileVoucher.bookedBy, { name: 'Anna Müller' }))).toBeVisible();
  // The walking tour is a departure: its day, its time and until when it can be cancelled, in German.
  await expect(page.getByText(de.cancellationPolicy.label, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Kostenlose Stornierung bis .+ Uhr Ortszeit Paris$/)).toBeVisible();
  await expect(page.getByRole('img', { name: fill(de.mobileVoucher.qrLabel, { code: `${order.reference}-1` }) })).toBeVisible();
  await expect(page.getByRole('link', { name: de.header.skipToContent })).toBeAttached();
  await expect(page.getByRole('button', { name: de.consent.reject })).toBeVisible();

  const response = await page.goto('/fr/voucher?token=not-a-voucher-token');
  expect(response?.status()).toBe(404);
  const fr = MESSAGES.fr;
  await expect(page.getByRole('heading', { level: 1, name: fr.mobileVoucher.invalid.title })).toBeVisible();
  await expect(page.getByRole('link', { name: fr.mobileVoucher.invalid.home })).toHaveAttribute('href', '/fr/home');
  await expect(page.getByRole('link', { name: fr.header.skipToContent })).toBeAttached();
  await expect(page.getByRole('button', { name: fr.consent.reject })).toBeVisible();
});
