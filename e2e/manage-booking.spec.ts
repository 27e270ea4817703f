import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAGES } from '../lib/i18n/pages';
import { readQrCodes } from '../tests/support/pdf-qr';
import { dayWithPlaces, fill, fullPageShot, rejectCookies, useProjectWidth } from './helpers';
import { MESSAGES, type Prefix } from './messages';
import { unquote } from './support/members';

/**
 * After the purchase, as a customer lives it: the confirmation email's link opens "manage my
 * booking"; a ticket moves to another day and comes back re-issued with a new signed QR code; a
 * ticket is cancelled and its refund shows while its places go back on sale; a ticket past its
 * cut-off cannot be cancelled. The order is bought through the provider's API (the checkout has
 * its own spec) in the language of the test, so its email is in that language too.
 */

/** Where the e2e server writes confirmation emails (no SMTP_URL: the outbox). */
const OUTBOX = '.data/outbox';
const API_LANGUAGE: Record<Prefix, string> = { de: 'de', en: 'en', 'en-us': 'us', es: 'es', fr: 'fr', it: 'it' };
const customer = { firstName: 'Anna', lastName: 'Muller', email: 'anna@example.com', phone: '612345678', countryId: 276 };

interface Line {
  productId: number;
  optionId: number;
  date: string;
  time: string;
  units: { type: string; quantity: number }[];
  packageChoices: number[];
}

/** The first choice of each package group of an option: what a visitor picking defaults would book. */
async function packageDefaults(request: APIRequestContext, productId: number, optionId: number): Promise<number[]> {
  const product = await (await request.get(`/api/v2/product/${productId}`)).json();
  const option = product.options.find((o: { id: number }) => o.id === optionId);
  return option.packageGroups.map((group: { choices: { id: number }[] }) => group.choices[0]!.id);
}

/**
 * A Paris departure tomorrow whose cancellation already closed: an option with a cut-off of two
 * days or more (any departure tomorrow is less than 48 hours away), refundable, without package
 * choices, with places to spare so parallel runs never take the last one.
 */
async function departurePastItsCutoff(request: APIRequestContext): Promise<Line> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const cards = await (await request.get('/api/v2/location/41/product?limit=100')).json();
  for (const card of cards as { id: number }[]) {
    const product = await (await request.get(`/api/v2/product/${card.id}`)).json();
    for (const option of product.options) {
      const late = option.kind === 'timed' && option.cancellation.refundable && option.cancellation.cutoffMinutes >= 2880;
      if (!late || option.packageGroups.length > 0 || option.minPassengers > 1) continue;
      const { times = [] } = await (await request.get(`/api/v2/option/${option.id}/availability/times?day=${tomorrow}`)).json();
      const open = times.find((t: { status: string; remaining: number | null }) => t.status === 'available' && (t.remaining ?? 0) >= 5);
      if (open) return { productId: card.id, optionId: option.id, date: tomorrow, time: open.time, units: [{ type: 'adult', quantity: 1 }], packageChoices: [] };
    }
  }
  throw new Error('No Paris departure tomorrow with a cut-off of two days or more');
}

/** Places left at the walking tour's 10:00 departure on a day. */
async function placesAt(request: APIRequestContext, date: string): Promise<number> {
  const { times } = await (await request.get(`/api/v2/option/41031/availability/times?day=${date}`)).json();
  return times.find((t: { time: string }) => t.time === '10:00').remaining;
}

/** A paid order of the lines, paid with the sandbox's approved card in the test's language. */
async function buy(request: APIRequestContext, lang: Prefix, lines: Line[]): Promise<{ reference: string; voucherToken: string }> {
  const headers = { 'x-language': API_LANGUAGE[lang], 'x-currency': '1' };
  // The shop keeps the basket's guest token in a cookie, which the page's request context carries.
  for (const line of lines) {
    const added = await request.post('/api/v2/transaction/addToCart', { data: line, headers });
    expect(added.status(), await added.text()).toBe(200);
  }
  const sale = await (await request.get('/api/v2/transaction/sale', { headers })).json();
  const paid = await request.post('/api/v2/transaction/payment/adyen', {
    headers: { ...headers, 'idempotency-key': `e2e-manage-${Date.now()}-${Math.random()}` },
    data: {
      customer,
      amount: { value: sale.total.amount, currency: sale.total.currency },
      paymentMethod: { type: 'scheme', number: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '2034', cvc: '737', holderName: 'Anna Muller' },
      returnUrl: 'http://127.0.0.1:3100/en/payment',
    },
  });
  const answer = await paid.json();
  expect(answer.result, JSON.stringify(answer)).toBe('paid');
  return answer;
}

/** The `one {…}` branch of an ICU plural message: what it says for a single ticket. */
const one = (template: string) => /one \{([^}]*)\}/.exec(template)?.[1] ?? template;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The "manage your booking" link of the order's confirmation email, read from the outbox. */
async function manageLinkFromEmail(reference: string, lang: Prefix): Promise<string> {
  const slug = PAGES.manageBooking.slugs[lang];
  let eml = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.includes(reference));
        eml = files.length ? await readFile(join(OUTBOX, files[0]!), 'utf8') : '';
        return eml.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const link = new RegExp(`https?://[^\\s"<>]+/${lang}/${slug}\\?token=[A-Za-z0-9._~%-]+`).exec(unquote(eml))?.[0];
  expect(link, 'the email links to manage-booking with a token').toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

async function openFromEmail(page: Page, reference: string, lang: Prefix) {
  await page.goto(await manageLinkFromEmail(reference, lang));
  await rejectCookies(page, lang);
  const mb = MESSAGES[lang].manageBooking;
  await expect(page.getByRole('heading', { name: fill(mb.booking.title, { reference }) })).toBeVisible();
  // The token left the address bar at once: it must not leak in history or referrers.
  expect(page.url()).not.toContain('token=');
}

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: from the email's link, change a ticket's date, cancel another, and see a late cancel refused @mobile`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await useProjectWidth(page, testInfo);
    const mb = MESSAGES[lang].manageBooking;
    const request = page.request;
    // Days apart per language and project so runs in parallel never share a departure.
    const skip = (lang === 'en' ? 20 : 24) + (testInfo.project.name === 'mobile' ? 2 : 0);
    const moving = await dayWithPlaces(request, skip);
    const cancelling = await dayWithPlaces(request, skip + 1);
    const walk = { productId: 4103, optionId: 41031, time: '10:00', units: [{ type: 'adult', quantity: 2 }], packageChoices: await packageDefaults(request, 4103, 41031) };
    const order = await buy(request, lang, [{ ...walk, date: moving }, { ...walk, date: cancelling }, await departurePastItsCutoff(request)]);

    await openFromEmail(page, order.reference, lang);
    const tickets = page.getByRole('article');
    await expect(tickets).toHaveCount(3);

    // Change the date of the first ticket to the first other day the calendar offers, same time.
    await tickets.nth(0).getByRole('button', { name: mb.ticket.changeDate }).click();
    const change = page.getByRole('dialog', { name: mb.change.title });
    const day = change.locator('button[data-status="available"]').first();
    await expect(day).toBeVisible();
    const newDate = (await day.getAttribute('data-date'))!;
    await day.click();
    await change.getByRole('radio').first().check();
    const [before, after] = mb.change.confirm.split('{when}') as [string, string];
    await change.getByRole('button', { name: new RegExp(`^${escape(before)}.*${escape(after)}$`) }).click();
    await expect(change).toBeHidden({ timeout: 15_000 });
    const firstCode = tickets.nth(0).getByText(new RegExp(`^${order.reference}-1-2$`));
    await expect(firstCode).toBeVisible();

    // The re-issued voucher's QR code carries the new signed code; the old one no longer appears.
    const booking = await (await request.get(`/api/v2/transaction/voucher?token=${encodeURIComponent(order.voucherToken)}`)).json();
    expect(booking.tickets.map((t: { code: string }) => t.code)).toContain(`${order.reference}-1-2`);
    const pdf = await request.get(`/api/v2/transaction/voucher?token=${encodeURIComponent(order.voucherToken)}&format=pdf`);
    const qr = await readQrCodes(await pdf.body());
    expect(qr.some((text) => text?.startsWith(`${order.reference}-1-2.`))).toBe(true);
    expect(qr.some((text) => text?.startsWith(`${order.reference}-1.`))).toBe(false);
    expect(newDate).not.toBe(moving);

    // Cancel the second ticket: the refund shows, and its two places are on sale again.
    const placesBefore = await placesAt(request, cancelling);
    await tickets.nth(1).getByRole('button', { name: mb.ticket.cancel }).click();
    const cancel = page.getByRole('dialog', { name: one(mb.cancel.titleSome) });
    await cancel.getByRole('button', { name: one(mb.cancel.confirm) }).click();
    await expect(cancel).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await expect(tickets.nth(1)).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByText(mb.booking.refunded, { exact: true })).toBeVisible();
    expect(await placesAt(request, cancelling)).toBe(placesBefore + 2);

    // The third ticket is past its cut-off: no cancel button, the reason instead, and the API refuses too.
    await expect(tickets.nth(2).getByRole('button', { name: mb.ticket.cancel })).toHaveCount(0);
    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('manageBooking.token') ?? '{}') as { token?: string }).token ?? '');
    const refused = await request.post('/api/v2/booking/cancel', { data: { lines: [2] }, headers: { 'x-booking-token': token, 'idempotency-key': `e2e-late-${Date.now()}` } });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).reason).toBe('CUTOFF_PASSED');
    await fullPageShot(page, `manage-booking-${lang}-${testInfo.project.name}.png`);
  });
}
