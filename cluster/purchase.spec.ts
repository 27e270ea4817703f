import { readdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addTravellerAndContinue, browseAndBookWalk, dayWithPlaces, fill, fillCard, fillCustomer, rejectCookies } from '../e2e/helpers';
import { MESSAGES } from '../e2e/messages';

/**
 * A visitor's purchase through the load balancer, as e2e/checkout.spec.ts makes it on one server:
 * home → Paris → the guided walking tour (4103) → basket → details → the approved sandbox card →
 * confirmed. The balancer sends each request to either instance, so the basket, the payment and
 * the confirmation page are served by both; the confirmation email is sent once, by whichever
 * instance runs its job, into the outbox the instances share (CLUSTER_OUTBOX).
 */
const m = MESSAGES.en;
const p = m.payment;
const OUTBOX = process.env.CLUSTER_OUTBOX ?? '.data/cluster/outbox';

const emailsOf = (reference: string) => readdirSync(OUTBOX).filter((file) => file.endsWith('.eml') && file.includes(reference));

test('through the balancer: home → Paris → the walking tour → basket → details → paid → confirmed, one confirmation email', async ({ page }) => {
  test.setTimeout(120_000);
  // Which instance answered each of the browser's requests (the balancer's X-Served-By).
  const servedBy: Record<string, number> = {};
  page.on('response', (response) => {
    const server = response.headers()['x-served-by'];
    if (server) servedBy[server] = (servedBy[server] ?? 0) + 1;
  });
  const day = await dayWithPlaces(page.request, 0);
  const product = await (await page.request.get('/api/v2/product/4103', { headers: { 'x-language': 'en' } })).json();

  await page.goto('/en/home');
  await rejectCookies(page);
  await browseAndBookWalk(page, day, product.name);
  await addTravellerAndContinue(page);

  await expect(page).toHaveURL(/\/en\/payment$/);
  await expect(page.getByRole('complementary', { name: p.summary.title })).toContainText(product.name);
  await fillCustomer(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay (€|£|US\$)\d+\.\d\d \((EUR|GBP|USD)\)$/ }).click();

  await expect(page).toHaveURL(/\/en\/payment-confirmed\?order=/, { timeout: 20_000 });
  const c = m.paymentConfirmed.paid;
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(fill(c.sentTo, { email: 'anna@example.com' }))).toBeVisible();
  const reference = (await page.locator('dd').first().textContent())!.trim();
  expect(reference).toMatch(/^SS[2-9A-Z]{8}$/);

  // The email arrives once: a few seconds more would show a second instance sending it again.
  await expect.poll(() => emailsOf(reference).length, { timeout: 20_000, message: `an .eml for ${reference} in ${OUTBOX}` }).toBeGreaterThan(0);
  await new Promise((done) => setTimeout(done, 3000));
  expect(emailsOf(reference), 'confirmation emails for the order').toHaveLength(1);

  if (process.env.CLUSTER_RESULT) writeFileSync(process.env.CLUSTER_RESULT, JSON.stringify({ reference, servedBy }));
});
