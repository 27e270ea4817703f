import { expect, test } from '@playwright/test';
import { pagePath } from '../lib/i18n/pages';
import { dayWithPlaces, fill, rejectCookies } from './helpers';
import { MESSAGES } from './messages';

/**
 * One date and time format per language, the time zone named by its city: an American reads
 * the month by name and a 12-hour clock everywhere (product page and basket), a German
 * day/month/year and "Uhr Ortszeit Paris". Paris's walking tour (4103) leaves at 10:00.
 */

test('en-us: the walking tour in the basket is on "Mon D, YYYY" at "10:00 AM Paris time"; the bus runs on a 12-hour clock', async ({ page }) => {
  const m = MESSAGES['en-us'];
  const day = await dayWithPlaces(page.request, 7);
  await page.goto(`${pagePath('en-us', 'basket')}?reserve=41031:4103:${day}:10:00:adult=2:4103111`);
  await rejectCookies(page, 'en-us');
  const item = page.getByRole('article').filter({ hasText: fill(m.dates.timeInCity, { time: '10:00 AM', city: 'Paris' }) });
  await expect(item).toBeVisible();
  const monthByName = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(item.getByText(monthByName, { exact: true })).toBeVisible();
  await expect(item).not.toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(item).not.toContainText('Europe/Paris');

  // The product pages: the walking tour's departures and the hop-on hop-off bus's hours, on the clock of the catalogue's texts.
  await page.goto('/en-us/41/paris/4103');
  await expect(page.getByText(/^Departures: \d{1,2}:\d{2} [AP]M/).first()).toBeVisible();
  await page.goto('/en-us/41/paris/4101');
  await expect(page.getByText(/^From \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
});

test('de: the walking tour in the basket is on day/month/year at "10:00 Uhr Ortszeit Paris"', async ({ page }) => {
  const m = MESSAGES.de;
  const day = await dayWithPlaces(page.request, 8);
  await page.goto(`${pagePath('de', 'basket')}?reserve=41031:4103:${day}:10:00:adult=2:4103111`);
  await rejectCookies(page, 'de');
  const item = page.getByRole('article').filter({ hasText: fill(m.dates.timeInCity, { time: '10:00', city: 'Paris' }) });
  await expect(item).toBeVisible();
  const [year, month, date] = day.split('-');
  await expect(item.getByText(`${date}/${month}/${year}`, { exact: true })).toBeVisible();
  await expect(item).not.toContainText('Europe/Paris');
});
