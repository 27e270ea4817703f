import { expect, test, type Page } from '@playwright/test';
import { E2E_GTM_ID } from '../playwright.config';
import { addTravellerAndContinue, browseAndBookWalk, dayWithPlaces, fillCard, fillCustomer, rejectCookies } from './helpers';
import { MESSAGES } from './messages';

/**
 * Tracking as a visitor meets it (spec §3 marketing record, §4, §9): with "Accept all" the
 * dataLayer gets the page types and GA4 ecommerce events of the whole purchase and local storage
 * the marketing record; with "Only necessary" the consent stays denied, nothing is stored and
 * Tag Manager is never asked for. The shop under test has a container (GTM_ID, set by
 * playwright.config.ts); its requests are answered here with an empty script.
 */
const m = MESSAGES.en;
const GTM = 'https://www.googletagmanager.com/**';
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

type Entry = Record<string, unknown>;

/**
 * Every page's dataLayer entries, kept in the tab's session storage as they are pushed: links are
 * plain anchors (ADR 0024), so each page the visitor opens starts a dataLayer of its own, as Tag
 * Manager sees it. The page's own code still creates its layer (and its default consent).
 */
async function keepLayerAcrossPages(page: Page) {
  await page.addInitScript(() => {
    const log = JSON.parse(sessionStorage.getItem('e2e.layer') ?? '[]') as unknown[];
    let layer: unknown[] | undefined;
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => layer,
      set: (value: unknown[]) => {
        layer = value;
        const push = value.push.bind(value);
        value.push = (...entries: unknown[]) => {
          log.push(...entries.map((entry) => JSON.parse(JSON.stringify(entry))));
          sessionStorage.setItem('e2e.layer', JSON.stringify(log));
          return push(...entries);
        };
      },
    });
  });
}

/** The journey's dataLayer entries as plain JSON: gtag commands (`arguments` objects) become {"0": …, "1": …}. */
const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.layer') ?? '[]') as Entry[]);
const eventsNamed = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name);
const consentCommands = async (page: Page) => (await dataLayer(page)).filter((entry) => entry['0'] === 'consent').map((entry) => [entry['1'], entry['2']]);
const record = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('marketing') ?? 'null') as Entry | null);

async function countTagManagerRequests(page: Page) {
  const requests: string[] = [];
  await page.route(GTM, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requests;
}

test('"Accept all": page types, ecommerce events and the marketing record from home to a paid order', async ({ page }) => {
  test.setTimeout(90_000);
  await keepLayerAcrossPages(page);
  const gtmRequests = await countTagManagerRequests(page);
  const day = await dayWithPlaces(page.request, 5);
  const product = await (await page.request.get('/api/v2/product/4103', { headers: { 'x-language': 'en' } })).json();

  await page.goto('/en/home');
  // Before any choice: the default is denied and no record is kept.
  await expect.poll(async () => (await consentCommands(page))[0]).toEqual(['default', DENIED]);
  await page.getByRole('region', { name: m.consent.title }).getByRole('button', { name: m.consent.accept }).click();
  await expect.poll(() => consentCommands(page)).toEqual([
    ['default', DENIED],
    ['update', GRANTED],
  ]);
  await expect(page.locator('script#gtm-script')).toHaveAttribute('src', `https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_ID}`);
  await expect.poll(() => gtmRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E_GTM_ID}`]);
  expect(await eventsNamed(page, 'gtm.js')).toHaveLength(1);
  expect(await eventsNamed(page, 'page_view')).toContainEqual(expect.objectContaining({ page_type: 'home', language: 'en', site: 'worldwide' }));

  // The city's list and the product's view are pushed once their pages have run.
  await browseAndBookWalk(page, day, product.name, async (kind) => {
    const [event, before] = kind === 'city' ? ['view_item_list', 1] : ['view_item', 0];
    await expect.poll(async () => (await eventsNamed(page, event)).length).toBeGreaterThan(before);
  });
  const types = (await eventsNamed(page, 'page_view')).map((entry) => entry.page_type);
  expect(types.slice(-3)).toEqual(['category', 'product', 'cart']);
  // The home page's destinations, then the city's tours (and the basket's suggestions, once they have loaded); the choice made in each.
  const lists = (await eventsNamed(page, 'view_item_list')).map((list) => (list.ecommerce as Entry).item_list_name);
  expect(lists.slice(0, 2)).toEqual(['home', 'city']);
  expect(lists.slice(2).every((name) => name === 'cross-selling'), lists.join(', ')).toBe(true);
  expect(await eventsNamed(page, 'select_item')).toEqual([
    expect.objectContaining({ ecommerce: expect.objectContaining({ item_list_name: 'home', items: [expect.objectContaining({ item_id: 'location-41' })] }) }),
    expect.objectContaining({ ecommerce: expect.objectContaining({ item_list_name: 'city', items: [expect.objectContaining({ item_id: '4103' })] }) }),
  ]);
  expect(await eventsNamed(page, 'view_item')).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '4103', item_category: 'Paris' })] }) })]);
  const [added] = await eventsNamed(page, 'add_to_cart');
  const addedItem = (added!.ecommerce as { value: number; items: Entry[] }).items[0]!;
  expect(addedItem).toMatchObject({ item_id: '4103', item_category: 'Paris', quantity: 2 });
  // Spec §9: the values decoded from siteB, × 1, × 0.9 and × 1.25.
  const value = (added!.ecommerce as { value: number }).value;
  expect(addedItem).toMatchObject({ value, value_low: Math.round(value * 90) / 100, value_high: Math.round(value * 125) / 100 });
  await expect.poll(async () => (await eventsNamed(page, 'view_cart')).length).toBe(1);
  // Every ecommerce event follows a cleared ecommerce object.
  const layer = await dataLayer(page);
  for (const [index, entry] of layer.entries()) if ('ecommerce' in entry && entry.ecommerce !== null) expect(layer[index - 1]).toEqual({ ecommerce: null });

  const stored = await record(page);
  expect(stored).toMatchObject({
    webData: { language: 'en', type: 'cart' },
    categoryData: { category_id: 41, name: 'Paris' },
    productData: { product_id: 4103, name: product.name, city: 'Paris', availability: 'in stock' },
    cartData: { quantity: 1, total_quantity: 2 },
    purchaseData: null,
  });
  expect(Object.keys((stored!.productData as { unit_prices: Entry }).unit_prices).sort()).toEqual(['EUR', 'GBP', 'USD']);
  expect(stored!.expiration as number).toBeGreaterThan(Date.now() + 6 * 86_400_000);

  // The traveller, then payment with the sandbox's approved card.
  await addTravellerAndContinue(page);
  await expect(page).toHaveURL(/\/en\/payment$/);
  await expect.poll(async () => (await eventsNamed(page, 'begin_checkout')).length).toBe(1);
  expect((await eventsNamed(page, 'page_view')).at(-1)).toMatchObject({ page_type: 'checkout' });

  await fillCustomer(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay (€|£|US\$)\d+\.\d\d \((EUR|GBP|USD)\)$/ }).click();
  await expect(page).toHaveURL(/\/en\/payment-confirmed\?order=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: m.paymentConfirmed.paid.title })).toBeVisible();
  const reference = (await page.locator('dd').first().textContent())!.trim();

  await expect.poll(async () => (await eventsNamed(page, 'purchase')).length, { timeout: 15_000 }).toBe(1);
  const [purchase] = await eventsNamed(page, 'purchase');
  expect(purchase).toMatchObject({ ecommerce: { transaction_id: reference, items: [expect.objectContaining({ item_id: '4103', quantity: 2, value })] } });
  expect(await record(page)).toMatchObject({
    webData: { type: 'purchase' },
    purchaseData: { purchase_id: reference, total_quantity: 2, quantity: 1, emails: ['anna@example.com'] },
  });
});

test('"Only necessary": consent stays denied, no marketing record, no Tag Manager', async ({ page }) => {
  test.setTimeout(60_000);
  await keepLayerAcrossPages(page);
  const gtmRequests = await countTagManagerRequests(page);
  const day = await dayWithPlaces(page.request, 6);
  const product = await (await page.request.get('/api/v2/product/4103', { headers: { 'x-language': 'en' } })).json();

  await page.goto('/en/home');
  await rejectCookies(page);
  await browseAndBookWalk(page, day, product.name);
  await expect.poll(async () => (await eventsNamed(page, 'view_cart')).length).toBe(1);

  // The events are still pushed (consent mode keeps tags from storing anything), never granted.
  const commands = await consentCommands(page);
  expect(commands.length).toBeGreaterThan(0);
  // Each page opened starts denied, and nothing grants.
  expect(commands.every(([kind, signals]) => kind === 'default' && JSON.stringify(signals) === JSON.stringify(DENIED)), JSON.stringify(commands)).toBe(true);
  expect(await eventsNamed(page, 'add_to_cart')).toHaveLength(1);
  expect(await record(page)).toBeNull();
  await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
  expect(gtmRequests).toEqual([]);
});
