import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pagePath } from '../lib/i18n/pages';
import { fill, rejectCookies, useProjectWidth } from './helpers';
import { MESSAGES } from './messages';
import { ownAddress } from './support/members';

// Signing in hashes with scrypt on purpose: answers after a submit may take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A reseller connects: the agent creates an API key in the agent area (in French, on a phone
 * too), the reseller's system books with it over HTTP through OCTO (availability → reserve →
 * confirm), the booking is in the agency's list marked as made through the API, and the key,
 * revoked in the area, stops working at once.
 */

const OCTO = '/api/octo/v1';
const LONDON_AGENT = { email: 'agent@london.example', password: 'DemoAgent!2026', firstName: 'Lee' };

/** The first departure of the Paris day cruise with places, two to three weeks ahead. */
async function departure(request: APIRequestContext, key: string): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await request.post(`${OCTO}/availability`, {
    headers: { authorization: `Bearer ${key}` },
    data: { productId: '4104', optionId: '41041', localDateStart: day(14), localDateEnd: day(21), units: [{ id: 'adult', quantity: 2 }] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const open = ((await answer.json()) as { id: string; available: boolean }[]).find((a) => a.available);
  expect(open, 'a departure with places').toBeTruthy();
  return open!.id;
}

async function logIn(page: Page, lang: 'fr') {
  const m = MESSAGES[lang];
  await page.goto(pagePath(lang, 'agentArea'));
  await rejectCookies(page, lang);
  const main = page.getByRole('main');
  await main.getByLabel(m.account.fields.email, { exact: true }).fill(LONDON_AGENT.email);
  await main.getByLabel(m.account.fields.password, { exact: true }).fill(LONDON_AGENT.password);
  await main.getByRole('button', { name: m.account.login.submit, exact: true }).click();
  await expect(main.getByText(fill(m.agentArea.greeting, { name: LONDON_AGENT.firstName }))).toBeVisible();
  return main;
}

test('fr: an agent creates an API key, a reseller books with it through OCTO, the booking is listed, the revoked key stops @mobile', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await useProjectWidth(page, testInfo);
  await ownAddress(page);
  const area = MESSAGES.fr.agentArea;
  const k = area.apiKeys;
  const main = await logIn(page, 'fr');

  // Create the key: shown once, in a read-only box that has the focus.
  await main.getByRole('tab', { name: area.tabs['api-keys'] }).click();
  const name = `E2E ${testInfo.project.name} ${Date.now()}`;
  await main.getByLabel(k.name, { exact: true }).fill(name);
  await main.getByRole('button', { name: k.create, exact: true }).click();
  const box = main.getByLabel(k.newKey, { exact: true });
  await expect(box).toBeFocused();
  const key = await box.inputValue();
  expect(key).toMatch(/^octo_/);
  await expect(main.getByText(k.newWarning)).toBeVisible();

  // The reseller's system, over HTTP with the key: a departure, a reservation, its confirmation.
  const auth = { authorization: `Bearer ${key}`, 'octo-capabilities': 'octo/pricing', 'accept-language': 'fr' };
  const availabilityId = await departure(page.request, key);
  const uuid = `e2e-${testInfo.project.name}-${Date.now()}`;
  const reserved = await page.request.post(`${OCTO}/bookings`, {
    headers: auth,
    data: { uuid, productId: '4104', optionId: '41041', availabilityId, unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }] },
  });
  expect(reserved.status(), await reserved.text()).toBe(200);
  expect((await reserved.json()).status).toBe('ON_HOLD');
  const confirmed = await page.request.post(`${OCTO}/bookings/${uuid}/confirm`, {
    headers: auth,
    data: { resellerReference: uuid, contact: { fullName: 'Camille Voyageur', emailAddress: 'camille@example.test' } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const booking = await confirmed.json();
  expect(booking.status).toBe('CONFIRMED');
  expect(booking.pricing.currency).toBe('GBP');
  expect(booking.pricing.net).toBeLessThan(booking.pricing.retail);
  const pdf = booking.voucher.deliveryOptions.find((o: { deliveryFormat: string }) => o.deliveryFormat === 'PDF_URL').deliveryValue as string;
  const voucher = await page.request.get(new URL(pdf).pathname + new URL(pdf).search);
  expect(voucher.headers()['content-type']).toContain('application/pdf');

  // In the agency's bookings, marked as made through the API.
  await main.getByRole('tab', { name: area.tabs.bookings }).click();
  const card = page.getByRole('article', { name: fill(area.bookings.reference, { reference: booking.supplierReference }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(area.bookings.viaOcto);

  // Revoke it: confirmed in a dialog; the key stops working at once.
  await main.getByRole('tab', { name: area.tabs['api-keys'] }).click();
  await main.getByRole('button', { name: fill(k.revokeNamed, { name }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(k.confirmTitle, { name }) });
  await dialog.getByRole('button', { name: k.confirm, exact: true }).click();
  await expect(main.getByText(fill(k.revoked, { name }))).toBeVisible();
  const refused = await page.request.get(`${OCTO}/bookings/${uuid}`, { headers: auth });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('FORBIDDEN');
});
