import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { LANGUAGES } from '../lib/i18n/languages';
import type { Money } from '../provider/api/contract/common';
import { MESSAGES, type Prefix } from './messages';

/** What specs do as a visitor on every page: the width they look at, the cookie notice, prices, texts. */

const CURRENCY_CODES = { '1': 'EUR', '2': 'GBP', '3': 'USD' } as const;

/** A message with its simple `{name}` arguments filled in and rich-text tags dropped (no plurals). */
export const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/<\/?\w+>/g, '').replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The mobile project is a 390 px wide phone; the desktop project a 1440 px wide screen. */
export async function useProjectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  return page.viewportSize()!.width;
}

/**
 * Answers the cookie notice the way a privacy-minded visitor does, and waits for it to go: the
 * notice is server HTML, so a click before the page's code runs does nothing, and what a spec
 * types next would be lost the same way. Clicked again until the page answers, as a visitor would.
 */
export async function rejectCookies(page: Page, lang: Prefix = 'en') {
  const notice = page.getByRole('region', { name: MESSAGES[lang].consent.title });
  await expect(async () => {
    if (await notice.isVisible()) await notice.getByRole('button', { name: MESSAGES[lang].consent.reject }).click({ timeout: 1_000 });
    await expect(notice).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Paris's walking tour (option 41031): a day far enough ahead with `places` left at 10:00, asked of the provider; `skip` days apart so tests do not share one. */
export async function dayWithPlaces(request: APIRequestContext, skip: number, places = 2): Promise<string> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 80 + skip * 3);
  for (let i = 0; i < 30; i++) {
    const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const slots = await (await request.get(`/api/v2/option/41031/availability/times?day=${day}`)).json();
    const morning = slots.times?.find((t: { time: string }) => t.time === '10:00');
    if (morning && morning.status !== 'sold_out' && (morning.remaining ?? 0) >= places) return day;
  }
  throw new Error('No day with places on the walking tour');
}

/** The one price span the visitor's currency shows, of the three the page carries (the members' teaser beside it aside). */
export function visiblePrice(scope: Locator): Locator {
  return scope.locator('[data-show-currency]:not([data-member-teaser] *)').filter({ visible: true });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Any amount in the shop's one money format (lib/format/money.ts) for a language and currency —
 * 'US$24.50' in en, '14,00 $US' in fr —, for prices whose amount the spec does not know: the
 * currency's marks where the language puts them, digits between. Spaces match any space, as
 * Playwright compares text with its spaces normalised.
 */
export function moneyPattern(lang: Prefix, currency: Money['currency']): RegExp {
  const sample = formatMoney({ amount: 1_234_567, currency }, LANGUAGES[lang].intlLocale);
  const [before = '', after = ''] = sample.split(/\d(?:.*\d)?/);
  const marks = (text: string) => escapeRegExp(text).replace(/\s/g, '\\s');
  return new RegExp(`${marks(before)}\\d[\\d\\s.,]*${marks(after)}`);
}

export async function currentCurrency(page: Page): Promise<'EUR' | 'GBP' | 'USD'> {
  const id = await page.locator('html').getAttribute('data-currency');
  expect(['1', '2', '3']).toContain(id);
  return CURRENCY_CODES[id as '1' | '2' | '3'];
}

/** A full-page screenshot with every lazy picture loaded, in CSS pixels. */
export async function fullPageShot(page: Page, name: string) {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), { message: 'pictures loaded' })
    .toBe(true);
  await page.screenshot({ path: `test-results/screenshots/${name}`, fullPage: true, scale: 'css', animations: 'disabled' });
}

/**
 * The English booking panel of Paris's guided walking tour (4103), on its product page: `day`,
 * two adults, the morning tour at 10:00 in English, then "Book now" — which leads to the basket.
 */
export async function bookMorningWalk(page: Page, day: string) {
  const b = MESSAGES.en.booking;
  const panel = page.getByRole('form', { name: b.title });
  const [year, month] = day.split('-').map(Number) as [number, number];
  const now = new Date();
  // The panel answers once its code runs and the month's days are read (a click before is the page's HTML only).
  await expect(panel.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  for (let i = 0; i < (year - now.getFullYear()) * 12 + month - (now.getMonth() + 1); i++) await panel.getByRole('button', { name: b.calendar.nextMonth }).click();
  await panel.locator(`button[data-date="${day}"]`).click();
  await panel.getByRole('button', { name: fill(b.passengers.add, { type: 'Adult' }) }).click();
  await panel.getByRole('button', { name: fill(b.passengers.add, { type: 'Adult' }) }).click();
  await panel.getByRole('button', { name: 'Morning tour' }).click();
  await panel.getByRole('radio', { name: /10:00/ }).check();
  await panel.getByRole('radio', { name: 'English' }).check();
  await panel.getByRole('button', { name: b.bookNow }).click();
}


/**
 * From the page showing Paris's link: Paris → the walking tour → booked for two at 10:00 in English → the basket.
 * `onPage` waits on the city's and the product's page for what a test needs before the visitor moves on
 * (links load a new document: what the page had not done by then is not done).
 */
export async function browseAndBookWalk(page: Page, day: string, productName: string, onPage: (kind: 'city' | 'product') => Promise<void> = async () => {}) {
  await page.getByRole('main').getByRole('link', { name: /^Paris/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paris');
  await onPage('city');
  await page.getByRole('main').getByRole('link', { name: productName }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  await onPage('product');
  await bookMorningWalk(page, day);
  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
}

/** The basket's traveller (Anna Müller), then on to payment. */
export async function addTravellerAndContinue(page: Page) {
  const m = MESSAGES.en;
  await page.getByRole('button', { name: m.basket.traveller.add }).click();
  const dialog = page.getByRole('dialog', { name: m.basket.travellerForm.title });
  await dialog.getByLabel(m.basket.travellerForm.firstName, { exact: true }).fill('Anna');
  await dialog.getByLabel(m.basket.travellerForm.lastName, { exact: true }).fill('Müller');
  await dialog.getByLabel(m.basket.travellerForm.phone, { exact: true }).fill('612345678');
  await expect(dialog.getByLabel(m.basket.travellerForm.document, { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: m.basket.travellerForm.save }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: m.basket.checkout.continue }).click();
}

/** The customer's details on the payment page (the traveller's name and phone come from the basket when given). */
export async function fillCustomer(page: Page) {
  const p = MESSAGES.en.payment;
  const details = page.getByRole('group', { name: p.customer.title });
  await details.getByLabel(p.customer.firstName, { exact: true }).fill('Anna');
  await details.getByLabel(p.customer.lastName, { exact: true }).fill('Müller');
  await details.getByLabel(p.customer.email, { exact: true }).fill('anna@example.com');
  await details.getByLabel(p.customer.emailConfirmation, { exact: true }).fill('anna@example.com');
  await details.getByLabel(p.customer.phone, { exact: true }).fill('612345678');
  await details.getByLabel(p.customer.country, { exact: true }).selectOption({ label: 'Germany' });
}

/** A sandbox test card (4111 1111 1111 1111 is approved). */
export async function fillCard(page: Page, number: string) {
  const p = MESSAGES.en.payment;
  const card = page.getByRole('group', { name: p.card.title });
  await card.getByLabel(p.card.holder, { exact: true }).fill('Anna Müller');
  await card.getByLabel(p.card.number, { exact: true }).fill(number);
  await card.getByLabel(p.card.expiry, { exact: true }).fill('12/34');
  await card.getByLabel(p.card.cvc, { exact: true }).fill('737');
}

/**
 * Records, from the page's start, every layout shift it makes without the visitor's input (what
 * CLS adds up); read them with `layoutShifts`. Call before `page.goto`.
 */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts `recordLayoutShifts` saw on the page so far. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

/**
 * What the browser's first frame held of the element `selector` finds: whether it had been read
 * and whether it was drawn. Call before `page.goto`; read it with `firstFrame`.
 */
export function recordFirstFrame(page: Page, selector: string) {
  return page.addInitScript((watched) => {
    requestAnimationFrame(() => {
      const element = document.querySelector(watched);
      Object.assign(window, { firstFrame: { read: element !== null, drawn: Boolean(element && element.getBoundingClientRect().height > 0) } });
    });
  }, selector);
}

/** The first frame `recordFirstFrame` saw, once it has been drawn. */
export async function firstFrame(page: Page) {
  await page.waitForFunction(() => 'firstFrame' in window);
  return page.evaluate(() => (window as unknown as { firstFrame: { read: boolean; drawn: boolean } }).firstFrame);
}
